import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { eq } from "drizzle-orm";
import { buildApp, type TAppOptions } from "#server/app.ts";
import type { TDatabase } from "#server/db/client.ts";
import { encodeForm, type TFormInput } from "#shared/http/form-codec.ts";
import { socketProtocols } from "#shared/http/socket-auth.ts";
import type { TEnvelope } from "#shared/http/envelope.ts";
import { createDevCodeSink, type TDevCodeSink } from "#server/lib/sms-gateway.ts";
import { DEMO_PASSWORD } from "#server/db/seed/index.ts";
import { companyMembers, users } from "#server/db/schema/index.ts";
import { openTestDatabase } from "./test-database.ts";


export interface TTestApp {
  app: FastifyInstance;
  database: TDatabase;
  sms: TDevCodeSink;
  /** POSTs a form body (the wire contract's encoding) and returns the envelope and the raw response */
  post<T = unknown>(url: string, body?: TFormInput, headers?: Record<string, string>): Promise<TEnvelope<T> & { status: number; headers: Record<string, unknown> }>;
  /** logs in through the provider's pass login and returns the portal token */
  loginPass(account: string, password?: string): Promise<string>;
  /** logs in through the one-time-code login and returns the portal token */
  loginMobile(mobile: string): Promise<string>;
  /** the company an enterprise account belongs to */
  companyOf(account: string): Promise<number>;
  close(): Promise<void>;
}

/** The app on a fresh clone of the seeded test database, with an in-memory code sink. */
export async function createTestApp(options: Partial<TAppOptions> = {}): Promise<TTestApp> {
  const database = await openTestDatabase();
  const sms = createDevCodeSink();
  const filesDir = mkdtempSync(path.join(os.tmpdir(), "roadshow-files-"));
  // publicCacheLagMs 0: a test reads its own writes back at once on PostgreSQL too (public-cache.ts)
  const app = await buildApp({ database, sms, devTools: true, rateLimit: { loginMax: 1000, codeMax: 1000 }, storage: filesDir, publicCacheLagMs: 0, ...options });

  const post: TTestApp["post"] = async (url, body = {}, headers = {}) => {
    const res = await app.inject({
      method: "POST",
      url,
      payload: encodeForm(body),
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    } as InjectOptions);
    const parsed = res.body ? (JSON.parse(res.body) as TEnvelope<never>) : { code: 0, datas: [], message: "" };
    return { ...parsed, status: res.statusCode, headers: res.headers };
  };

  /** Posts a provider login form and returns the token from the redirect to the portal. */
  const formLogin = async (url: string, body: TFormInput, who: string) => {
    const res = await app.inject({ method: "POST", url, payload: encodeForm(body), headers: { "content-type": "application/x-www-form-urlencoded" } });
    if (res.statusCode !== 302) throw new Error(`login of ${who} failed: ${res.body}`);
    return new URL(String(res.headers.location), "http://portal").searchParams.get("token") ?? "";
  };

  return {
    app,
    database,
    sms,
    post,
    loginPass: (account, password = DEMO_PASSWORD) => formLogin("/idp/pass/login", { account, password, redirect: "/home" }, account),
    async loginMobile(mobile) {
      await post("/idp/sms/send", { mobile });
      const code = sms.codesFor(mobile)[0]?.code ?? "";
      return formLogin("/idp/sms/login", { mobile, code, redirect: "/home" }, mobile);
    },
    async companyOf(account) {
      const [row] = await database.db
        .select({ companyId: companyMembers.companyId })
        .from(users)
        .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
        .where(eq(users.account, account));
      if (!row) throw new Error(`${account} belongs to no company`);
      return row.companyId;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * Opens a live socket through inject, offering the token the way the browser does: as a subprotocol
 * (src/shared/http/socket-auth.ts), never in the address.
 */
export function injectSocket(app: FastifyInstance, path: string, token?: string | null): Promise<WebSocket> {
  const headers = { "sec-websocket-protocol": socketProtocols(token).join(", ") };
  return app.injectWS(path, { headers }) as unknown as Promise<WebSocket>;
}
