import type { TDatabase } from "../../db/client.ts";
import { now } from "../../clock.ts";
import { sha256 } from "../../lib/crypto.ts";
import type { TPubSub } from "../../lib/pubsub.ts";
import type { TSession } from "../../session.ts";
import { lookupSession, revokeSession } from "./session.repository.ts";

/** Sessions revoked by one process, announced to the others so their caches drop them at once. */
export const REVOKED_CHANNEL = "sessions:revoked";

/** How long a process trusts a session it looked up, unless told otherwise (logout, revocation). */
export const SESSION_CACHE_MS = 10_000;

/** Entries kept at most; the oldest go first. Bounded so a flood of distinct tokens cannot grow memory. */
const MAX_ENTRIES = 20_000;

interface TEntry {
  session: TSession;
  /** the session's own expiry (app clock) */
  expiresAt: number;
  /** until when this process trusts the entry (monotonic clock) */
  until: number;
}

export interface TSessionService {
  /** The live session behind a token, or null. */
  resolve(token: string): Promise<TSession | null>;
  /** Ends a session everywhere: in the database, in this process and in every process on the pub/sub. */
  revoke(sessionId: number): Promise<void>;
  /**
   * Drops a user's cached sessions in this process and the others. Whoever changes what a session carries
   * (company membership, user type, operator role, disabling) calls this after the change commits.
   */
  forgetUser(userId: number): Promise<void>;
}

/**
 * The session lookup behind every authenticated request, with a short in-process cache: one database round
 * trip per token every `ttlMs` instead of one per request. Logout and revocation publish on the pub/sub (which
 * is LISTEN/NOTIFY across processes on PostgreSQL), so a revoked token stops working everywhere at once; the
 * time limit only bounds what a change made outside these calls (by hand in the database) can take to show.
 * ttlMs 0 turns the cache off.
 */
export function createSessionService(database: TDatabase, pubsub: TPubSub, ttlMs: number = SESSION_CACHE_MS): TSessionService {
  const entries = new Map<string, TEntry>();

  const drop = (match: (s: TSession) => boolean) => {
    for (const [key, entry] of entries) if (match(entry.session)) entries.delete(key);
  };
  pubsub.subscribe(REVOKED_CHANNEL, (payload) => {
    const { sessionId, userId } = (payload ?? {}) as { sessionId?: number; userId?: number };
    if (typeof sessionId === "number") drop((s) => s.sessionId === sessionId);
    if (typeof userId === "number") drop((s) => s.userId === userId);
  });

  return {
    async resolve(token) {
      const key = sha256(token);
      if (ttlMs <= 0) return (await lookupSession(database, key))?.session ?? null;
      const hit = entries.get(key);
      const at = performance.now();
      if (hit && hit.until > at && hit.expiresAt > now().getTime()) return hit.session;
      if (hit) entries.delete(key);
      const found = await lookupSession(database, key);
      if (!found) return null;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { session: found.session, expiresAt: found.expiresAt.getTime(), until: at + ttlMs });
      return found.session;
    },
    async revoke(sessionId) {
      await revokeSession(database.db, sessionId);
      drop((s) => s.sessionId === sessionId);
      await pubsub.publish(REVOKED_CHANNEL, { sessionId });
    },
    async forgetUser(userId) {
      drop((s) => s.userId === userId);
      await pubsub.publish(REVOKED_CHANNEL, { userId });
    },
  };
}
