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

/** LISTEN/NOTIFY on one PostgreSQL channel; the event's own channel travels in the payload. */
export async function createPostgresPubSub(connectionString: string): Promise<TPubSub> {
  const { default: pg } = await import("pg");
  const local = createInProcessPubSub();
  const listener = new pg.Client({ connectionString });
  await listener.connect();
  await listener.query(`LISTEN ${PG_CHANNEL}`);
  listener.on("notification", (n) => {
    if (!n.payload) return;
    const { channel, payload } = JSON.parse(n.payload) as { channel: string; payload: unknown };
    void local.publish(channel, payload);
  });
  const sender = new pg.Pool({ connectionString, max: 2 });
  return {
    async publish(channel, payload) {
      // NOTIFY payloads are limited to 8000 bytes; pushes are small notices that point at data to fetch.
      await sender.query("SELECT pg_notify($1, $2)", [PG_CHANNEL, JSON.stringify({ channel, payload })]);
    },
    subscribe: local.subscribe,
    async close() {
      await listener.end();
      await sender.end();
      await local.close();
    },
  };
}
