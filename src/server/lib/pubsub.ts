import { EventEmitter } from "node:events";
import { listenPostgres } from "../db/listen.ts";

/**
 * The one publish/subscribe interface behind real-time pushes (new question, message, status change).
 * In-process by default; with several API processes on one PostgreSQL, LISTEN/NOTIFY carries the events so
 * a message published by one process reaches a socket held by another.
 */
export interface TPubSub {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, handler: (payload: unknown) => void): () => void;
  /** How many handlers of this process are subscribed to the channel (other processes have their own). */
  subscribers(channel: string): number;
  close(): Promise<void>;
}

/** Channels: one per user and one per company. */
export const channels = {
  user: (userId: number) => `user:${userId}`,
  company: (companyId: number) => `company:${companyId}`,
};

export function createInProcessPubSub(): TPubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    subscribers(channel) {
      return emitter.listenerCount(channel);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const PG_CHANNEL = "roadshow_events";

/** NOTIFY payloads must stay under 8,000 bytes; a batch is cut below that. */
const NOTIFY_MAX_BYTES = 7_900;

/**
 * The notifications of one turn of the event loop, packed: each batch is a JSON array of { channel, payload }
 * under NOTIFY_MAX_BYTES, and all batches go in one statement. Answers the statement's text and parameters.
 */
export function packNotifications(messages: readonly string[]): { text: string; values: string[] } {
  const batches: string[][] = [];
  let size = 2;
  for (const message of messages) {
    const bytes = Buffer.byteLength(message, "utf8") + 1;
    const last = batches.at(-1);
    if (last && size + bytes <= NOTIFY_MAX_BYTES) {
      last.push(message);
      size += bytes;
    } else {
      batches.push([message]);
      size = 2 + bytes;
    }
  }
  const values = [PG_CHANNEL, ...batches.map((b) => `[${b.join(",")}]`)];
  return { text: `SELECT ${batches.map((_, i) => `pg_notify($1, $${i + 2})`).join(", ")}`, values };
}

/** The messages a notification carries: one { channel, payload }, or a packed array of them. */
function unpack(text: string): { channel: string; payload: unknown }[] {
  const parsed = JSON.parse(text) as { channel: string; payload: unknown } | { channel: string; payload: unknown }[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

/**
 * LISTEN/NOTIFY on one PostgreSQL channel; the event's own channel travels in the payload. The listening
 * connection reconnects by itself when the server drops it (restart, fail-over), so a lost connection never
 * takes the process down; pushes sent while it is away are missed, and clients refetch on reconnect.
 */
export async function createPostgresPubSub(
  connectionString: string,
  log: (message: string, error?: unknown) => void = () => {},
): Promise<TPubSub> {
  const { default: pg } = await import("pg");
  const local = createInProcessPubSub();
  const listener = await listenPostgres({
    connectionString,
    channel: PG_CHANNEL,
    log,
    onNotify(text) {
      try {
        for (const { channel, payload } of unpack(text)) void local.publish(channel, payload);
      } catch (error) {
        log("ignored a malformed notification", error);
      }
    },
  });

  const sender = new pg.Pool({ connectionString, max: 2 });
  // An idle pooled connection that the server drops must not crash the process.
  sender.on("error", (error) => log("pub/sub sender connection lost", error));

  // One Q&A write publishes to several channels (the activity, the company, the asker, the operators), and at
  // a briefing's peak many writes publish at once: each pg_notify was a statement of its own, a round trip and
  // a commit through PostgreSQL's one notification lock. What is published in one turn of the event loop now
  // goes in one statement (packNotifications), in order; each publish settles when that statement has run.
  let queue: { message: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const flush = async () => {
    // a notice too long for any notification fails alone, as PostgreSQL would refuse it
    const tooLong = queue.filter((q) => Buffer.byteLength(q.message, "utf8") + 2 > NOTIFY_MAX_BYTES);
    for (const q of tooLong) q.reject(new Error("pub/sub notice longer than a notification may be"));
    const batch = queue.filter((q) => !tooLong.includes(q));
    queue = [];
    if (batch.length === 0) return;
    const { text, values } = packNotifications(batch.map((q) => q.message));
    try {
      await sender.query(text, values);
      for (const q of batch) q.resolve();
    } catch (error) {
      for (const q of batch) q.reject(error);
    }
  };
  return {
    publish(channel, payload) {
      // pushes are small notices that point at data to fetch; a batch holds as many as fit in a notification
      return new Promise<void>((resolve, reject) => {
        if (queue.length === 0) setImmediate(() => void flush());
        queue.push({ message: JSON.stringify({ channel, payload }), resolve, reject });
      });
    },
    subscribe: local.subscribe,
    subscribers: local.subscribers,
    async close() {
      await listener.close();
      await sender.end();
      await local.close();
    },
  };
}
