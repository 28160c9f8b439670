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
  const listener = await listenPostgres({
    connectionString,
    channel: PG_CHANNEL,
    log,
    onNotify(text) {
      try {
        const { channel, payload } = JSON.parse(text) as { channel: string; payload: unknown };
        void local.publish(channel, payload);
      } catch (error) {
        log("ignored a malformed notification", error);
      }
    },
  });

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
      await listener.close();
      await sender.end();
      await local.close();
    },
  };
}
