import { EventEmitter } from "node:events";

/**
 * The one publish/subscribe interface behind real-time pushes (new question, message, status change).
 * In-process by default; with several API processes on one PostgreSQL, LISTEN/NOTIFY carries the events so
 * a message published by one process reaches a socket held by another.
 */
export interface TPubSub {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, handler: (payload: unknown) => void): () => void;
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
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const PG_CHANNEL = "roadshow_events";

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
  let listener: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let retryMs = 500;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    client.on("notification", (n) => {
      if (!n.payload) return;
      try {
        const { channel, payload } = JSON.parse(n.payload) as { channel: string; payload: unknown };
        void local.publish(channel, payload);
      } catch (error) {
        log("ignored a malformed notification", error);
      }
    });
    const reconnect = (error?: unknown) => {
      if (closed || listener !== client) return;
      listener = null;
      log("pub/sub listener lost; reconnecting", error);
      setTimeout(() => void connect().catch((e) => log("pub/sub reconnect failed", e)), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    client.on("error", reconnect);
    client.on("end", () => reconnect());
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
      retryMs = 500;
    } catch (error) {
      reconnect(error);
      throw error;
    }
  };
  await connect();

  const sender = new pg.Pool({ connectionString, max: 2 });
  // An idle pooled connection that the server drops must not crash the process.
  sender.on("error", (error) => log("pub/sub sender connection lost", error));
  return {
    async publish(channel, payload) {
      // NOTIFY payloads are limited to 8000 bytes; pushes are small notices that point at data to fetch.
      await sender.query("SELECT pg_notify($1, $2)", [PG_CHANNEL, JSON.stringify({ channel, payload })]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await sender.end();
      await local.close();
    },
  };
}
