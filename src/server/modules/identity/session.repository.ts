import { and, eq, gt, isNull } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { companyMembers, sessions, users } from "../../db/schema/index.ts";
import { now } from "../../clock.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import type { TSession } from "../../types.ts";

/** Sessions last a week from login; logout or an operator revokes them earlier. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

/** Creates a session and returns its token (the only time the token exists outside the browser). */
export async function createSession(db: TDb, userId: number, loginType: string): Promise<string> {
  const token = newToken();
  const at = now();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    loginType,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** Reads the token from an Authorization header, with or without "Bearer ". */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, "").trim();
  return token.length >= 20 && token.length <= 200 ? token : null;
}

/** Resolves a token to a live session with its user and company, or null when unknown, revoked or expired. */
export async function resolveSession(db: TDb, token: string): Promise<TSession | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      loginType: sessions.loginType,
      userType: users.userType,
      operatorRole: users.operatorRole,
      disabled: users.disabled,
      companyId: companyMembers.companyId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())));
  if (!row || row.disabled) return null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    loginType: row.loginType,
    userType: row.userType,
    operatorRole: row.operatorRole ?? null,
    companyId: row.companyId ?? null,
  };
}

/** Revokes one session. */
export async function revokeSession(db: TDb, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
