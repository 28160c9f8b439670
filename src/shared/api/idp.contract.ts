import { z } from "zod";
import { contractGroup, defineContract } from "./contract.ts";
import { idpRoutes } from "./idp.routes.ts";
import { ZRedirectPath } from "./session.contract.ts";
import { MSG_MOBILE_INVALID, MSG_MOBILE_REQUIRED, MOBILE_PATTERN } from "../identity/mobile.ts";
import { MSG_CODE_FORMAT, MSG_CODE_REQUIRED } from "../identity/one-time-code.ts";
import { AccountMsg } from "../company/accounts.ts";

export { IDP } from "./route.ts";

export const ZMobile = z
  .string({ error: MSG_MOBILE_REQUIRED })
  .trim()
  .min(1, { error: MSG_MOBILE_REQUIRED })
  .regex(MOBILE_PATTERN, { error: MSG_MOBILE_INVALID });

export const ZAccount = z
  .string({ error: "请输入账号" })
  .trim()
  .min(1, { error: "请输入账号" })
  .max(64, { error: "账号不能超过64个字符" });

export const ZPassword = z
  .string({ error: "请输入密码" })
  .min(1, { error: "请输入密码" })
  .max(128, { error: "密码不能超过128个字符" });

export const ZPassLoginBody = z.object({
  account: ZAccount,
  password: ZPassword,
  redirect: ZRedirectPath.default("/home"),
});

/** The forced change of an initial password (document 4 section 6): the holder chooses their own before any session. */
export const ZPassChangeBody = z.object({
  account: ZAccount,
  password: ZPassword,
  newPassword: z.string({ error: AccountMsg.passwordWeak }).max(128, { error: AccountMsg.passwordWeak }),
  confirmPassword: z.string({ error: AccountMsg.passwordMismatch }).max(128, { error: AccountMsg.passwordMismatch }),
  redirect: ZRedirectPath.default("/home"),
});

export const ZSmsSendBody = z.object({ mobile: ZMobile });

export const ZSmsLoginBody = z.object({
  mobile: ZMobile,
  code: z
    .string({ error: MSG_CODE_REQUIRED })
    .trim()
    .min(1, { error: MSG_CODE_REQUIRED })
    .regex(/^\d{6}$/, { error: MSG_CODE_FORMAT }),
  redirect: ZRedirectPath.default("/home"),
});

export const ZKeyRegisterOptionsBody = z.object({ account: ZAccount, password: ZPassword });
export const ZKeyVerifyBody = z.object({
  challengeId: z.string({ error: "请求已失效，请重试" }).uuid({ error: "请求已失效，请重试" }),
  response: z.record(z.string(), z.unknown(), { error: "安全密钥应答格式不正确" }),
  redirect: ZRedirectPath.default("/home"),
});

/** The provider answers JSON calls from its own pages with where to go next. */
export const ZRedirectAnswer = z.object({ location: z.string() });

export const idpContracts = contractGroup("idp", {
  passLogin: defineContract({
    ...idpRoutes.passLogin, tag: "identity provider",
    summary: "Pass login with account and password; answers 302 to the portal with ?token=",
    body: ZPassLoginBody, datas: ZRedirectAnswer,
  }),
  passChange: defineContract({
    ...idpRoutes.passChange, tag: "identity provider",
    summary: "Replaces an initial password (account, current and new password); answers 302 to the portal with ?token=",
    body: ZPassChangeBody, datas: ZRedirectAnswer,
  }),
  smsSend: defineContract({
    ...idpRoutes.smsSend, tag: "identity provider",
    summary: "Sends a six-digit one-time code (60 s resend interval; 5 wrong codes lock the number for 15 min)",
    body: ZSmsSendBody, datas: z.object({ resendAfterSeconds: z.number() }),
  }),
  smsLogin: defineContract({
    ...idpRoutes.smsLogin, tag: "identity provider",
    summary: "Personal login with mobile and one-time code; answers 302 to the portal with ?token=",
    body: ZSmsLoginBody, datas: ZRedirectAnswer,
  }),
  keyRegisterOptions: defineContract({
    ...idpRoutes.keyRegisterOptions, tag: "identity provider",
    summary: "WebAuthn registration options for an enterprise account (account and password prove ownership)",
    body: ZKeyRegisterOptionsBody, datas: z.object({ challengeId: z.string(), options: z.unknown() }),
  }),
  keyRegisterVerify: defineContract({
    ...idpRoutes.keyRegisterVerify, tag: "identity provider",
    summary: "Stores the new security key after verifying the attestation",
    body: ZKeyVerifyBody, datas: z.object({ registered: z.boolean() }),
  }),
  keyLoginOptions: defineContract({
    ...idpRoutes.keyLoginOptions, tag: "identity provider",
    summary: "WebAuthn authentication options (discoverable credentials)",
    body: z.object({}).loose(), datas: z.object({ challengeId: z.string(), options: z.unknown() }),
  }),
  keyLoginVerify: defineContract({
    ...idpRoutes.keyLoginVerify, tag: "identity provider",
    summary: "Verifies the assertion and answers where to go: the portal with ?token=",
    body: ZKeyVerifyBody, datas: ZRedirectAnswer,
  }),
});
