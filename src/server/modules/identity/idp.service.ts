import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { LoginType } from "#shared/identity/login-type.ts";
import { MSG_CODE_TOO_SOON, MSG_CODE_WRONG, OTP_TTL_MS, resendWaitSeconds } from "#shared/identity/one-time-code.ts";
import type { TDb } from "../../db/client.ts";
import { loginThrottles, mobileLoginStates, oneTimeCodes, sessions, users } from "../../db/schema/index.ts";
import { now } from "../../clock.ts";
import { hashPassword, newOneTimeCode, sha256, verifyPassword } from "../../lib/crypto.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AccountOutcome, newPasswordError } from "#shared/company/accounts.ts";
import { badRequest, refuse } from "../../lib/errors.ts";
import type { TSmsGateway } from "../../lib/sms-gateway.ts";
import { createSession } from "./session.repository.ts";
import { claimGuess, clearGuesses, throttleSubject } from "./guess-throttle.repository.ts";

export const MSG_BAD_CREDENTIALS = "账号或密码错误";
export const MSG_NOT_ENTERPRISE = "该账号不能登录企业端";

/** Appends the token to a same-site portal path, keeping its own query. */
export function withToken(redirect: string, token: string): string {
  return `${redirect}${redirect.includes("?") ? "&" : "?"}token=${encodeURIComponent(token)}`;
}

/**
 * Checks an enterprise or operator account's password; the same message for unknown accounts and wrong
 * passwords. An account still on the initial password the back office issued is let no further than the
 * change of it (passChange passes `initialAllowed`): no session and no security key before that.
 */
export async function checkAccountPassword(db: TDb, account: string, password: string, initialAllowed = false) {
  const subject = throttleSubject.account(account);
  await claimGuess(db, subject, now());
  const [user] = await db.select().from(users).where(eq(users.account, account));
  // Hash anyway when the account is unknown, so the answer takes as long either way.
  const ok = await verifyPassword(password, user?.passwordHash ?? "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=");
  if (!user || !ok || user.disabled) throw badRequest(MSG_BAD_CREDENTIALS);
  await clearGuesses(db, subject);
  if (user.userType === "personal") throw badRequest(MSG_NOT_ENTERPRISE);
  if (user.mustChangePassword && !initialAllowed) throw refuse(AccountOutcome.passwordChangeRequired);
  return user;
}

/** Pass login: a session of login type 1 (or the account's fixed single sign-on type). */
export async function passLogin(db: TDb, account: string, password: string): Promise<string> {
  const user = await checkAccountPassword(db, account, password);
  return createSession(db, user.id, user.fixedLoginType ?? LoginType.pass);
}

/**
 * Replaces the initial password with the holder's own, then logs in: the password rule is the shared one,
 * every earlier session ends, and the change is audited (never the hashes).
 */
export async function passChange(db: TDb, b: { account: string; password: string; newPassword: string; confirmPassword: string }): Promise<string> {
  const user = await checkAccountPassword(db, b.account, b.password, true);
  const refusal = newPasswordError(b.password, b.newPassword, b.confirmPassword);
  if (refusal) throw refuse(refusal);
  const at = now();
  const passwordHash = await hashPassword(b.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: at }).where(eq(users.id, user.id));
    await tx.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    await writeAudit(tx, { actorUserId: user.id, action: "account.passwordChanged", entity: "users", entityId: user.id, before: { mustChangePassword: user.mustChangePassword }, after: { mustChangePassword: false } });
  });
  return createSession(db, user.id, user.fixedLoginType ?? LoginType.pass);
}

/** Sends a one-time code, at most once a minute per number. */
export async function sendLoginCode(db: TDb, sms: TSmsGateway, mobile: string): Promise<number> {
  const at = now();
  const [state] = await db.select().from(mobileLoginStates).where(eq(mobileLoginStates.mobile, mobile));
  if (state && resendWaitSeconds(state.lastSentAt, at) > 0) throw badRequest(MSG_CODE_TOO_SOON);
  const code = newOneTimeCode();
  await db.transaction(async (tx) => {
    // A new code replaces the old ones: only the latest is usable.
    await tx.update(oneTimeCodes).set({ consumedAt: at }).where(and(eq(oneTimeCodes.mobile, mobile), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({ mobile, codeHash: sha256(`${mobile}:${code}`), createdAt: at, expiresAt: new Date(at.getTime() + OTP_TTL_MS) });
    await tx
      .insert(mobileLoginStates)
      .values({ mobile, lastSentAt: at })
      .onConflictDoUpdate({ target: mobileLoginStates.mobile, set: { lastSentAt: at } });
  });
  await sms.sendCode(mobile, code);
  return 60;
}

/**
 * Personal login with a one-time code: single use, 5 minutes. Wrong codes slow the number down (a growing
 * delay, guess-throttle.ts) rather than lock it. A number seen for the first time becomes a personal account.
 */
export async function codeLogin(db: TDb, mobile: string, code: string): Promise<string> {
  const at = now();
  const subject = throttleSubject.mobile(mobile);
  await claimGuess(db, subject, at);

  const [current] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.mobile, mobile), isNull(oneTimeCodes.consumedAt), gt(oneTimeCodes.expiresAt, at)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!current || current.codeHash !== sha256(`${mobile}:${code}`)) throw badRequest(MSG_CODE_WRONG);

  return db.transaction(async (tx) => {
    const used = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: at })
      .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    // Two logins racing with one code: only the first one consumes it.
    if (used.length === 0) throw badRequest(MSG_CODE_WRONG);
    await tx.delete(loginThrottles).where(eq(loginThrottles.subject, subject));
    let [user] = await tx.select().from(users).where(eq(users.mobile, mobile));
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({ mobile, nickName: `投资者${mobile.slice(-4)}`, userType: "personal", createdAt: at, updatedAt: at })
        .returning();
    }
    if (!user || user.userType !== "personal" || user.disabled) throw badRequest("该手机号不能用于个人登录");
    return createSession(tx as unknown as TDb, user.id, LoginType.personal);
  });
}
