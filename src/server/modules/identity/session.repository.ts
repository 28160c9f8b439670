import { and, eq, isNull } from "drizzle-orm";
import type { TDatabase, TDb } from "../../db/client.ts";
import { runPrepared } from "../../db/prepared-query.ts";
import { sessions } from "../../db/schema/index.ts";
import { now } from "../../clock.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import type { TSession } from "../../session.ts";

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

/** The session behind a token and when it expires, as the lookup answers it. */
export interface TSessionLookup {
  session: TSession;
  expiresAt: Date;
}

const SESSION_BY_TOKEN = `select s.id as "sessionId", u.id as "userId", s.login_type as "loginType", u.user_type as "userType",
    u.operator_role as "operatorRole", u.disabled, cm.company_id as "companyId", s.expires_at as "expiresAt"
  from sessions s join users u on u.id = s.user_id left join company_members cm on cm.user_id = u.id
  where s.token_hash = $1::text and s.revoked_at is null and s.expires_at > $2::timestamptz`;

/**
 * Resolves a token, given as its SHA-256 (what is stored), to a live session with its user and company, or
 * null when unknown, revoked or expired. Every authenticated request starts here, so it is a named prepared statement: planning the join cost
 * several times its execution (`npm run bench:list` measures the difference).
 */
export async function lookupSession(database: TDatabase, tokenHash: string): Promise<TSessionLookup | null> {
  const [row] = await runPrepared<{
    sessionId: number;
    userId: number;
    loginType: string;
    userType: TSession["userType"];
    operatorRole: TSession["operatorRole"];
    disabled: boolean;
    companyId: number | null;
    expiresAt: Date | string;
  }>(database, "session_by_token", SESSION_BY_TOKEN, [tokenHash, now().toISOString()]);
  if (!row || row.disabled) return null;
  return {
    session: {
      sessionId: Number(row.sessionId),
      userId: Number(row.userId),
      loginType: row.loginType,
      userType: row.userType,
      operatorRole: row.operatorRole ?? null,
      companyId: row.companyId === null ? null : Number(row.companyId),
    },
    expiresAt: new Date(row.expiresAt),
  };
}

/** Revokes one session. */
export async function revokeSession(db: TDb, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: now() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
