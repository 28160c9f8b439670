import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { ok } from "#shared/http/envelope.ts";
import { idpContracts as c } from "#shared/api/idp.contract.ts";
import { ZRedirectPath } from "#shared/api/session.contract.ts";
import { isMobile } from "#shared/identity/mobile.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { sendPage } from "../../plugins/security-headers.ts";
import { parseBody, registerRoute } from "../../lib/route.ts";
import type { TDevCodeSink } from "../../lib/sms-gateway.ts";
import { codeLogin, passChange, passLogin, sendLoginCode, withToken } from "./idp.service.ts";
import { keyLoginPage, keyRegisterPage, passChangePage, passLoginPage, smsLoginPage, type TIdpPage } from "./idp.pages.ts";
import { AccountOutcome } from "#shared/company/accounts.ts";
import { authenticationOptions, registrationOptions, verifyAuthentication, verifyRegistration, type TRelyingParty } from "./webauthn.service.ts";
import { LOCALES } from "#shared/shell/locale.ts";

// A page is always shown: an unusable redirect goes home, an unknown language is Chinese.
const ZPageQuery = z.object({
  redirect: ZRedirectPath.catch("/home").default("/home"),
  lang: z.enum(LOCALES).catch("zh-CN").default("zh-CN"),
});

function pageOf(req: FastifyRequest): TIdpPage {
  return ZPageQuery.parse(req.query ?? {});
}

function wantsHtml(req: FastifyRequest): boolean {
  return (req.headers.accept ?? "").includes("text/html");
}

function relyingParty(req: FastifyRequest, pinned?: string): TRelyingParty {
  const origin = pinned ?? `${req.protocol}://${req.host}`;
  return { origin, rpID: new URL(origin).hostname };
}

/** A provider page: never cached, with a policy that allows exactly its own inline script. */
function html(reply: FastifyReply, page: string) {
  return sendPage(reply.header("cache-control", "no-store"), page);
}

/**
 * The embedded identity provider (document 4 section 3): pass login, hardware-key login with WebAuthn and
 * personal login with one-time codes. A successful login answers 302 to the portal with ?token=; a refusal
 * re-renders the form with the message for a browser, or answers the envelope for an API caller.
 */
export function registerIdpRoutes(app: FastifyInstance): void {
  const { db, sms, devTools, publicOrigin, rateLimit } = app.deps;
  const loginLimit = { rateLimit: { max: rateLimit.loginMax, timeWindow: rateLimit.windowMs } };
  const codeLimit = { rateLimit: { max: rateLimit.codeMax, timeWindow: rateLimit.windowMs } };

  app.get("/idp/pass", (req, reply) => html(reply, passLoginPage(pageOf(req))));
  app.get("/idp/key", (req, reply) => html(reply, keyLoginPage(pageOf(req))));
  app.get("/idp/key/register", (req, reply) => html(reply, keyRegisterPage(pageOf(req))));
  app.get("/idp/sms", (req, reply) => html(reply, smsLoginPage(pageOf(req))));
  app.get("/idp/logout", (req, reply) => reply.redirect(pageOf(req).redirect));

  /**
   * A provider form post: on success 302 to the portal with the token; a refusal re-renders the page
   * with the message for a browser, or answers the envelope for an API caller.
   */
  const formLogin = <S extends z.ZodType<{ redirect: string }>>(
    schema: S,
    login: (body: z.infer<S>) => Promise<string>,
    page: (at: TIdpPage, error: AppError, raw: Record<string, unknown>) => string,
  ) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const raw = (req.body ?? {}) as Record<string, unknown>;
      try {
        const body = parseBody(schema, raw);
        return reply.redirect(withToken(body.redirect, await login(body)), 302);
      } catch (error) {
        if (!(error instanceof AppError) || !wantsHtml(req)) throw error;
        return html(reply, page(ZPageQuery.parse({ redirect: raw.redirect, lang: raw.lang }), error, raw));
      }
    };
  const text = (v: unknown) => (typeof v === "string" ? v : "");

  app.post(
    c.passLogin.path,
    { config: loginLimit },
    // an account on its initial password is shown the change form instead of a session
    formLogin(c.passLogin.body, (b) => passLogin(db, b.account, b.password), (r, e, raw) =>
      e.outcome === AccountOutcome.passwordChangeRequired.code ? passChangePage(r, text(raw.account), e.message, "info") : passLoginPage(r, e.message, text(raw.account))),
  );
  app.post(
    c.passChange.path,
    { config: loginLimit },
    formLogin(c.passChange.body, (b) => passChange(db, b), (r, e, raw) => passChangePage(r, text(raw.account), e.message, "error")),
  );
  app.post(
    c.smsLogin.path,
    { config: loginLimit },
    formLogin(c.smsLogin.body, (b) => codeLogin(db, b.mobile, b.code), (r, e, raw) => smsLoginPage(r, e.message, text(raw.mobile))),
  );

  registerRoute(app, c.smsSend, async ({ body }) => ok([{ resendAfterSeconds: await sendLoginCode(db, sms, body.mobile) }], "验证码已发送"), codeLimit);

  registerRoute(app, c.keyRegisterOptions, async ({ req, body }) =>
    ok([await registrationOptions(db, relyingParty(req, publicOrigin), body.account, body.password)]), loginLimit);
  registerRoute(app, c.keyRegisterVerify, async ({ req, body }) =>
    ok([await verifyRegistration(db, relyingParty(req, publicOrigin), body.challengeId, body.response)], "安全密钥注册成功"));
  registerRoute(app, c.keyLoginOptions, async ({ req }) => ok([await authenticationOptions(db, relyingParty(req, publicOrigin))]), loginLimit);
  registerRoute(app, c.keyLoginVerify, async ({ req, body }) => {
    const token = await verifyAuthentication(db, relyingParty(req, publicOrigin), body.challengeId, body.response);
    return ok([{ location: withToken(body.redirect, token) }], "登录成功");
  }, loginLimit);

  if (devTools) {
    // Development only: where the embedded SMS sink shows the codes it "sent".
    app.get("/idp/dev/codes", async (req) => {
      const mobile = String((req.query as Record<string, unknown>).mobile ?? "");
      if (!isMobile(mobile)) throw badRequest("手机号格式不正确");
      return ok((sms as TDevCodeSink).codesFor?.(mobile) ?? []);
    });
  }
}
