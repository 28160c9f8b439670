import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import { advanceClock, pinClock } from "#server/clock.ts";
import { sessions } from "#server/db/schema/index.ts";
import { createInProcessPubSub } from "#server/lib/pubsub.ts";
import { SESSION_TTL_MS } from "#server/modules/identity/session.repository.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";

const USERINFO = "/base-service/api/auth/v1/user/userinfo";
const LOGOUT = "/base-service/api/pub/v1/logout";

/** The session cache: fewer lookups, and still no revoked or expired token accepted. */
describe("session cache", () => {
  let t: TTestApp;
  let second: FastifyInstance | null = null;
  afterEach(async () => {
    await second?.close();
    second = null;
    await t.close();
    pinClock(TEST_NOW);
  });

  const userinfo = async (app: FastifyInstance, token: string) =>
    JSON.parse((await app.inject({ method: "POST", url: USERINFO, headers: { authorization: token } })).body).code as number;

  it("drops a session logged out in another process on the same database and pub/sub", async () => {
    const pubsub = createInProcessPubSub();
    t = await createTestApp({ pubsub });
    // A second "process": its own app and cache, the same database and event bus (LISTEN/NOTIFY in production).
    second = await buildApp({ database: t.database, pubsub });
    const token = await t.loginPass("listed-member");
    expect(await userinfo(second, token)).toBe(200); // now cached in the second process
    expect((await t.post(LOGOUT, {}, { authorization: token })).code).toBe(200);
    expect(await userinfo(second, token)).toBe(401);
    expect(await userinfo(t.app, token)).toBe(401);
  });

  it("refuses a cached session once it expires", async () => {
    t = await createTestApp();
    const token = await t.loginPass("listed-member");
    expect(await userinfo(t.app, token)).toBe(200);
    advanceClock(SESSION_TTL_MS + 1000);
    expect(await userinfo(t.app, token)).toBe(401);
  });

  it("trusts a looked-up session for its time limit, and not at all with the limit at 0", async () => {
    // A change made by hand in the database (not through logout) shows after the limit; with 0 at once.
    t = await createTestApp({ sessionCacheMs: 0 });
    const token = await t.loginPass("listed-member");
    expect(await userinfo(t.app, token)).toBe(200);
    await t.database.db.update(sessions).set({ revokedAt: new Date() });
    expect(await userinfo(t.app, token)).toBe(401);

    second = await buildApp({ database: t.database, sessionCacheMs: 60_000 });
    const cached = await t.loginPass("listed-admin");
    expect(await userinfo(second, cached)).toBe(200);
    await t.database.db.update(sessions).set({ revokedAt: new Date() });
    expect(await userinfo(second, cached)).toBe(200);
  });
});
