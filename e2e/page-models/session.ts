import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The password of every seeded demo account. */
export const DEMO_PASSWORD = "Demo@2026";

/** Seeded enterprise accounts (src/server/db/seed/seed-accounts.ts). */
export type DemoAccount = "listed-admin" | "listed-member" | "closed-admin" | "fund-admin" | "gov-user" | "report-admin" | "special-5" | "unbound" | "bind-demo";

/**
 * Tokens of sessions that no test ends, one login per account and test run: the provider allows 20 logins a
 * minute, and a whole run logs in far more often than that otherwise. Tests that exit use `fresh`.
 */
const reusable = new Map<DemoAccount, string>();

/** The token the provider puts into its redirect (`/somewhere?token=…`). */
export function tokenOf(location: string): string {
  const token = new URL(location, "http://portal.invalid").searchParams.get("token");
  expect(token, `no token in ${location}`).toBeTruthy();
  return token!;
}

/** Pass login straight against the provider; the portal address it redirects to, with ?token=. */
export async function passLoginLocation(request: APIRequestContext, account: DemoAccount, redirect = "/home"): Promise<string> {
  const response = await request.post("/idp/pass/login", {
    form: { account, password: DEMO_PASSWORD, redirect },
    maxRedirects: 0,
  });
  expect(response.status(), `pass login of ${account}`).toBe(302);
  const location = response.headers().location;
  expect(location).toBeTruthy();
  return location!;
}

/** A session token of an enterprise account: the run's shared one, or a `fresh` one a test may end. */
export async function enterpriseToken(request: APIRequestContext, account: DemoAccount, { fresh = false } = {}): Promise<string> {
  const known = reusable.get(account);
  if (known && !fresh) return known;
  const token = tokenOf(await passLoginLocation(request, account));
  if (!fresh) reusable.set(account, token);
  return token;
}

/**
 * Personal login by one-time code: send, read the code from the development sink, log in. The provider sends
 * one code per number per 60 s, so each number is used once per run (the database is fresh every run; an
 * unseen number becomes a new, unverified personal user).
 */
export async function personalLoginLocation(request: APIRequestContext, mobile: string, redirect = "/home"): Promise<string> {
  const sent = await request.post("/idp/sms/send", { form: { mobile } });
  expect(sent.ok(), `sms/send ${mobile}: ${await sent.text()}`).toBeTruthy();
  const codes = await (await request.get(`/idp/dev/codes?mobile=${mobile}`)).json();
  const code: string = codes.datas[0].code;
  const response = await request.post("/idp/sms/login", { form: { mobile, code, redirect }, maxRedirects: 0 });
  expect(response.status(), `sms login of ${mobile}`).toBe(302);
  return response.headers().location!;
}

/** Opens a portal path as the holder of `token`: the portal stores ?token= and takes it out of the address. */
export async function openWithToken(page: Page, token: string, path: string): Promise<void> {
  const url = new URL(path, "http://portal.invalid");
  url.searchParams.set("token", token);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).not.toHaveURL(/token=/);
}

/** Logs an enterprise account in (shared session) and opens `path`. */
export async function openAs(page: Page, account: DemoAccount, path: string): Promise<string> {
  const token = await enterpriseToken(page.request, account);
  await openWithToken(page, token, path);
  return token;
}

/** The server's login check for a token: "1" live, "0" ended. */
export async function checkLogin(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post("/base-service/api/pub/v1/checkLogin", { headers: { authorization: token } });
  return (await response.json()).datas[0];
}
