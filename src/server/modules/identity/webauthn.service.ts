import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { LoginType } from "#shared/identity/login-type.ts";
import type { TDb } from "../../db/client.ts";
import { authChallenges, users, webauthnCredentials } from "../../db/schema/index.ts";
import { now } from "../../clock.ts";
import { badRequest } from "../../lib/errors.ts";
import { checkAccountPassword } from "./idp.service.ts";
import { createSession } from "./session.repository.ts";

/** What the portal's dialog says when a key is missing, refused or unknown. */
export const MSG_KEY_INVALID = "您的Ekey未插好或无效";
const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = "路演中心";

export interface TRelyingParty {
  rpID: string;
  origin: string;
}

async function storeChallenge(db: TDb, challenge: string, purpose: "register" | "login", userId: number | null): Promise<string> {
  const id = randomUUID();
  await db.insert(authChallenges).values({ id, challenge, purpose, userId, expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS) });
  return id;
}

/** Takes a challenge once: deleted as it is read, so a ceremony cannot be replayed. */
async function takeChallenge(db: TDb, id: string, purpose: "register" | "login") {
  const [row] = await db
    .delete(authChallenges)
    .where(and(eq(authChallenges.id, id), eq(authChallenges.purpose, purpose), gt(authChallenges.expiresAt, now())))
    .returning();
  if (!row) throw badRequest(MSG_KEY_INVALID);
  return row;
}

/** Registration options for an enterprise account whose password proves ownership. */
export async function registrationOptions(db: TDb, rp: TRelyingParty, account: string, password: string) {
  const user = await checkAccountPassword(db, account, password);
  const existing = await db.select().from(webauthnCredentials).where(eq(webauthnCredentials.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: user.account ?? String(user.id),
    userDisplayName: user.nickName,
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: "none",
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransport[] })),
    // A discoverable credential lets the login page ask for the key without an account name.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    preferredAuthenticatorType: "securityKey",
  });
  return { challengeId: await storeChallenge(db, options.challenge, "register", user.id), options };
}

export async function verifyRegistration(db: TDb, rp: TRelyingParty, challengeId: string, response: unknown) {
  const challenge = await takeChallenge(db, challengeId, "register");
  const verification = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified || !challenge.userId) throw badRequest(MSG_KEY_INVALID);
  const { credential } = verification.registrationInfo;
  await db
    .insert(webauthnCredentials)
    .values({
      id: credential.id,
      userId: challenge.userId,
      publicKey: Buffer.from(credential.publicKey).toString("base64"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: now(),
    })
    .onConflictDoNothing();
  return { registered: true };
}

export async function authenticationOptions(db: TDb, rp: TRelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: "preferred" });
  return { challengeId: await storeChallenge(db, options.challenge, "login", null), options };
}

/** Verifies an assertion from a registered key and opens a hardware-key session (login type 2). */
export async function verifyAuthentication(db: TDb, rp: TRelyingParty, challengeId: string, response: unknown): Promise<string> {
  const challenge = await takeChallenge(db, challengeId, "login");
  const assertion = response as AuthenticationResponseJSON;
  const [stored] = typeof assertion?.id === "string" ? await db.select().from(webauthnCredentials).where(eq(webauthnCredentials.id, assertion.id)) : [];
  if (!stored) throw badRequest(MSG_KEY_INVALID);
  const verification = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge: challenge.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: {
      id: stored.id,
      publicKey: new Uint8Array(Buffer.from(stored.publicKey, "base64")),
      counter: stored.counter,
      transports: stored.transports as AuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch(() => ({ verified: false, authenticationInfo: null }));
  if (!verification.verified || !verification.authenticationInfo) throw badRequest(MSG_KEY_INVALID);
  await db
    .update(webauthnCredentials)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now() })
    .where(eq(webauthnCredentials.id, stored.id));
  const [user] = await db.select().from(users).where(eq(users.id, stored.userId));
  if (!user || user.disabled || user.userType === "personal") throw badRequest(MSG_KEY_INVALID);
  return createSession(db, user.id, user.fixedLoginType ?? LoginType.key);
}
