import type { FastifyReply, FastifyRequest } from "fastify";
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, sql, type SQL } from "drizzle-orm";
import { fail } from "#shared/http/envelope.ts";
import type { TDb } from "../db/client.ts";
import { preparedRows } from "../db/raw-sql.ts";
import { idempotencyKeys } from "../db/schema/index.ts";
import { now } from "../clock.ts";
import { sha256 } from "../lib/crypto.ts";
import { AppError, badRequest } from "../lib/errors.ts";
import { visitorOf } from "../lib/visitor.ts";

/** How long a first response is kept for replays. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
export const MSG_IDEMPOTENCY_IN_FLIGHT = "相同的请求正在处理中，请稍后再试";
export const MSG_IDEMPOTENCY_MISMATCH = "该幂等键已用于内容不同的请求";

/** JSON with sorted keys, so the same body always hashes the same. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

function sendStored(reply: FastifyReply, status: number, contentType: string, body: string) {
  return reply.code(status).type(contentType).header("idempotent-replayed", "true").send(body);
}

/** How long a running key is held before a retry may take it over (the first attempt died without committing). */
export const IDEMPOTENCY_LEASE_MS = 2 * 60_000;

interface TClaim {
  scope: string;
  key: string;
  token: string;
  /** set once the answer was stored inside the write's own transaction */
  stored: boolean;
}

const claims = new WeakMap<FastifyRequest, TClaim>();

/**
 * Stores the answer of an idempotent write inside the write's own transaction, so the key and its answer
 * commit with the write or not at all: a kill between the write and the answer can no longer leave a key
 * stuck "running" with a booking nobody can learn about. Only the attempt holding the key's lease may store;
 * if another attempt took the key over, this throws and the write rolls back. Without an Idempotency-Key it
 * does nothing. Writes that use it: the bookings; others store their answer after they finish.
 */
export async function storeAnswerInTransaction(req: FastifyRequest, tx: TDb, answer: unknown): Promise<void> {
  const claim = claims.get(req);
  if (!claim) return;
  const stored = await storeStatement(tx, { scope: claim.scope, key: claim.key, token: claim.token, status: 200, body: JSON.stringify(answer ?? null) });
  if (stored.length === 0) throw new Error("the idempotency key was taken over by another attempt");
  claim.stored = true;
}

const JSON_TYPE = "application/json; charset=utf-8";

/** What a write done in one statement needs to store its idempotent answer in that same statement. */
export interface TAnswerInStatement {
  /** a query of one row while this attempt holds the key, locking it until the statement ends */
  held: SQL;
  /** the UPDATE storing `answer` as the key's answer, run only where `when` holds */
  store(answer: unknown, when: SQL): SQL;
  /** to be called once the statement committed with its answer stored */
  stored(): void;
}

/**
 * storeAnswerInTransaction for a write that is one statement (the collective booking at the opening of a
 * series): the statement locks the key row if this attempt still holds its lease (`held`), writes only if it
 * does, and stores the answer with the write. Null without an Idempotency-Key.
 */
export function answerInStatement(req: FastifyRequest): TAnswerInStatement | null {
  const claim = claims.get(req);
  if (!claim) return null;
  const mine = and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key), eq(idempotencyKeys.leaseToken, claim.token));
  return {
    held: sql`select 1 from ${idempotencyKeys} where ${mine} for update`,
    store: (answer, when) =>
      sql`${storeAnswer({ scope: claim.scope, key: claim.key, token: claim.token, status: 200, body: JSON.stringify(answer ?? null) })} and ${when} returning 1`,
    stored: () => {
      claim.stored = true;
    },
  };
}

// Every idempotent write runs these two (the bookings at the opening of a series most of all): named prepared
// statements, since building and planning them cost more than running them (bench:booking).

/**
 * Claims a key: a new key is inserted, an expired one is taken over in place (as if deleted and inserted), a
 * live one is left alone and returns nothing. One statement, not a delete followed by an insert.
 */
const claimStatement = preparedRows<{ key: string }, { scope: string; key: string; hash: string; at: string; expires: string; token: string; until: string }>(
  "idempotency_claim",
  sql`insert into ${idempotencyKeys} as k (scope, key, request_hash, state, created_at, expires_at, lease_token, lease_until)
    values (${sql.placeholder("scope")}, ${sql.placeholder("key")}, ${sql.placeholder("hash")}, 'running', ${sql.placeholder("at")}::timestamptz,
      ${sql.placeholder("expires")}::timestamptz, ${sql.placeholder("token")}, ${sql.placeholder("until")}::timestamptz)
    on conflict (scope, key) do update set request_hash = excluded.request_hash, state = 'running', created_at = excluded.created_at,
      expires_at = excluded.expires_at, lease_token = excluded.lease_token, lease_until = excluded.lease_until,
      status_code = null, content_type = null, body = null
      where k.expires_at < excluded.created_at
    returning key`,
);

/**
 * The UPDATE storing an attempt's answer on its key, only while the attempt holds the key's lease; it ends
 * with its WHERE clause, so a caller may add a condition. Its parts are values or sql.placeholder()s.
 */
function storeAnswer(k: { scope: unknown; key: unknown; token: unknown; status: unknown; body: unknown }): SQL {
  return sql`update ${idempotencyKeys} set state = 'done', status_code = ${k.status}::int, content_type = ${JSON_TYPE}, body = ${k.body},
      lease_token = null, lease_until = null
    where scope = ${k.scope} and key = ${k.key} and lease_token = ${k.token}`;
}

/** Stores the answer of the attempt holding the key's lease; answers the key when it did. */
const storeStatement = preparedRows<{ key: string }, { scope: string; key: string; token: string; status: number; body: string }>(
  "idempotency_store",
  sql`${storeAnswer({ scope: sql.placeholder("scope"), key: sql.placeholder("key"), token: sql.placeholder("token"), status: sql.placeholder("status"), body: sql.placeholder("body") })}
    returning key`,
);

/**
 * Runs a write once per caller and Idempotency-Key: the first response is stored for 24 hours and returned to
 * any replay without running again; a replay with a different body answers 422, one arriving while the first
 * is still running answers 409. Server faults are not stored, so the client may retry them.
 *
 * The key is held by a lease: an attempt that dies (a kill, a crash) before its write commits leaves the key
 * running until the lease lapses, after which a retry takes it over and runs the write; a write that did
 * commit stored its answer in the same transaction (storeAnswerInTransaction), so its retry finds the answer.
 */
export async function runIdempotent(req: FastifyRequest, reply: FastifyReply, run: () => Promise<unknown>): Promise<unknown> {
  const key = req.headers["idempotency-key"];
  if (req.method !== "POST" || typeof key !== "string" || key === "") return run();
  if (key.length > 128) throw badRequest("Idempotency-Key不能超过128个字符");

  const db = req.server.deps.db;
  const leaseMs = req.server.deps.idempotencyLeaseMs ?? IDEMPOTENCY_LEASE_MS;
  // Anonymous keys are scoped by the visitor too: one shared anonymous scope let a visitor replay another's key.
  const scope = visitorOf(req);
  const requestHash = sha256(`${req.method} ${req.routeOptions.url} ${stableStringify(req.body ?? null)}`);
  const at = now();
  const match = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  const token = randomUUID();
  const leaseUntil = new Date(at.getTime() + leaseMs);

  let claimed = await claimStatement(db, {
    scope,
    key,
    hash: requestHash,
    at: at.toISOString(),
    expires: new Date(at.getTime() + IDEMPOTENCY_TTL_MS).toISOString(),
    token,
    until: leaseUntil.toISOString(),
  });

  if (claimed.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(match);
    if (row && row.requestHash !== requestHash) return sendStored(reply, 422, JSON_TYPE, JSON.stringify(fail(422, MSG_IDEMPOTENCY_MISMATCH)));
    if (row?.state === "done") return sendStored(reply, row.statusCode ?? 200, row.contentType ?? JSON_TYPE, row.body ?? "");
    // Running: still held, or held by an attempt that died before committing (its lease has lapsed).
    const lapsed = row && (row.leaseUntil === null || row.leaseUntil.getTime() <= at.getTime());
    if (lapsed) {
      claimed = await db
        .update(idempotencyKeys)
        .set({ leaseToken: token, leaseUntil })
        .where(and(match, eq(idempotencyKeys.state, "running"), row.leaseToken === null ? isNull(idempotencyKeys.leaseToken) : eq(idempotencyKeys.leaseToken, row.leaseToken)))
        .returning({ key: idempotencyKeys.key });
    }
    if (claimed.length === 0) return sendStored(reply, 409, JSON_TYPE, JSON.stringify(fail(409, MSG_IDEMPOTENCY_IN_FLIGHT)));
  }

  const claim: TClaim = { scope, key, token, stored: false };
  claims.set(req, claim);
  const mine = and(match, eq(idempotencyKeys.leaseToken, token));
  const store = (status: number, body: string) => storeStatement(db, { scope, key, token, status, body });

  try {
    const result = await run();
    if (!claim.stored) await store(200, JSON.stringify(result ?? null));
    return result;
  } catch (error) {
    if (claim.stored) throw error;
    if (error instanceof AppError) {
      // A refusal is the answer to this request: a replay must get the same refusal, not a second attempt.
      await store(error.httpStatus, JSON.stringify(error.envelope()));
    } else {
      await db.delete(idempotencyKeys).where(mine);
    }
    throw error;
  } finally {
    claims.delete(req);
  }
}

/** Drops stored responses older than 24 hours. */
export async function purgeExpiredIdempotencyKeys(db: FastifyRequest["server"]["deps"]["db"]): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now()));
}
