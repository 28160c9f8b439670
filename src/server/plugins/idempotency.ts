import type { FastifyReply, FastifyRequest } from "fastify";
import { and, eq, lt } from "drizzle-orm";
import { fail } from "#shared/http/envelope.ts";
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

/**
 * Runs a write once per user and Idempotency-Key: the first response is stored for 24 hours and returned to
 * any replay without running again; a replay with a different body answers 422, one arriving while the first
 * is still running answers 409. Server faults are not stored, so the client may retry them.
 */
export async function runIdempotent(req: FastifyRequest, reply: FastifyReply, run: () => Promise<unknown>): Promise<unknown> {
  const key = req.headers["idempotency-key"];
  if (req.method !== "POST" || typeof key !== "string" || key === "") return run();
  if (key.length > 128) throw badRequest("Idempotency-Key不能超过128个字符");

  const db = req.server.deps.db;
  // Anonymous keys are scoped by the visitor too: one shared anonymous scope let a visitor replay another's key.
  const scope = visitorOf(req);
  const requestHash = sha256(`${req.method} ${req.routeOptions.url} ${stableStringify(req.body ?? null)}`);
  const at = now();
  const match = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  await db.delete(idempotencyKeys).where(and(match, lt(idempotencyKeys.expiresAt, at)));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, state: "running", createdAt: at, expiresAt: new Date(at.getTime() + IDEMPOTENCY_TTL_MS) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

  if (claimed.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(match);
    if (row && row.requestHash !== requestHash) {
      return sendStored(reply, 422, "application/json; charset=utf-8", JSON.stringify(fail(422, MSG_IDEMPOTENCY_MISMATCH)));
    }
    if (!row || row.state === "running") {
      return sendStored(reply, 409, "application/json; charset=utf-8", JSON.stringify(fail(409, MSG_IDEMPOTENCY_IN_FLIGHT)));
    }
    return sendStored(reply, row.statusCode ?? 200, row.contentType ?? "application/json; charset=utf-8", row.body ?? "");
  }

  const store = (statusCode: number, body: string) =>
    db
      .update(idempotencyKeys)
      .set({ state: "done", statusCode, contentType: "application/json; charset=utf-8", body })
      .where(match);

  try {
    const result = await run();
    await store(200, JSON.stringify(result ?? null));
    return result;
  } catch (error) {
    if (error instanceof AppError) {
      // A refusal is the answer to this request: a replay must get the same refusal, not a second attempt.
      await store(error.httpStatus, JSON.stringify(fail(error.code, error.message, error.datas)));
    } else {
      await db.delete(idempotencyKeys).where(match);
    }
    throw error;
  }
}

/** Drops stored responses older than 24 hours. */
export async function purgeExpiredIdempotencyKeys(db: FastifyRequest["server"]["deps"]["db"]): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now()));
}
