import { z } from "zod";
import { MSG_REAL_NAME_CHARS, MSG_REAL_NAME_REQUIRED, MSG_REAL_NAME_TOO_LONG, REAL_NAME_MAX, REAL_NAME_PATTERN } from "../identity/real-name.ts";
import { ZEmptyBody, contractGroup, defineContract } from "./contract.ts";
import { sessionRoutes } from "./session.routes.ts";
import { LOGIN_URL_TYPES } from "../identity/login-type.ts";
import { SAFE_REDIRECT_PATH } from "../identity/redirect.ts";
import { MSG_ID_NUMBER_INVALID, MSG_ID_NUMBER_REQUIRED, isValidResidentId } from "../identity/resident-id.ts";
import { zText } from "../validation/form-fields.ts";
import { INVESTOR_TYPES, nickNameProblem, ProfileMsg, storedNickName } from "../identity/personal-profile.ts";
import { LOCALES } from "../shell/locale.ts";

/** A same-site path the provider may send the browser back to (never another origin). */
export const ZRedirectPath = z
  .string({ error: "跳转地址不正确" })
  .max(500, { error: "跳转地址过长" })
  .regex(SAFE_REDIRECT_PATH, { error: "跳转地址不正确" });

export const ZLoginUrlBody = z.object({
  type: z.enum(LOGIN_URL_TYPES, { error: "登录类型不正确" }),
  lang: z.enum(LOCALES, { error: "语言参数不正确" }).default("zh-CN"),
  redirect: ZRedirectPath.optional(),
});

export const ZLogoutUrlBody = z.object({
  type: z.string({ error: "登录类型不正确" }).regex(/^\d{1,2}$/, { error: "登录类型不正确" }),
});

export const ZUserInfo = z.object({
  id: z.number(),
  account: z.string().nullable(),
  nickName: z.string(),
  mobile: z.string().nullable().describe("masked"),
  loginType: z.string(),
  userType: z.enum(["personal", "enterprise", "operator"]),
  /** an operator's role (null for everyone else): the back office hides what only a supervisor may do */
  operatorRole: z.enum(["operator", "supervisor"]).nullable(),
  companyId: z.number().nullable(),
  companyUserRole: z.number().nullable(),
  isBookingEnable: z.boolean(),
  isFundRoadshowEnable: z.boolean(),
  isDiversionEnable: z.boolean(),
  isDistributeEnable: z.boolean(),
  isActivitySearchEnable: z.boolean(),
  isMemberManageEnable: z.boolean(),
  modelType: z.number(),
  isRealPerson: z.boolean(),
  investorType: z.number().nullable(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZCompanyInfo = z.object({
  id: z.number(),
  shortName: z.string(),
  fullName: z.string(),
  enShortName: z.string().nullable(),
  stockCode: z.string().nullable(),
  miniLogoPath: z.string().nullable(),
  logoPath: z.string().nullable(),
  logoVectorPath: z.string().nullable(),
  companyType: z.number(),
  companyTypeText: z.string(),
  progress: z.number().describe("diversion (relay) certification progress"),
  isDistributeVerify: z.boolean(),
  contractEndTime: z.string().nullable(),
  isEnableDiversion: z.boolean(),
  isOpenExplanation: z.boolean(),
  isEnableFundRoadshow: z.boolean(),
  isDistributeCompany: z.boolean(),
  distributeStatus: z.number(),
  isEnableDistribute: z.boolean(),
  isEnableActivitySearch: z.boolean(),
});
export type TCompanyInfo = z.infer<typeof ZCompanyInfo>;

export const ZRealPersonVerifyBody = z.object({
  realName: zText(MSG_REAL_NAME_REQUIRED, REAL_NAME_MAX, MSG_REAL_NAME_TOO_LONG).regex(REAL_NAME_PATTERN, { error: MSG_REAL_NAME_CHARS }),
  idNumber: z
    .string({ error: MSG_ID_NUMBER_REQUIRED })
    .trim()
    .min(1, { error: MSG_ID_NUMBER_REQUIRED })
    .refine((v) => isValidResidentId(v), { error: MSG_ID_NUMBER_INVALID }),
});

export const ZUpdateProfileBody = z.object({
  nickName: z
    .string({ error: ProfileMsg.nickNameEmpty })
    .superRefine((v, ctx) => {
      const problem = nickNameProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform(storedNickName),
  investorType: z.preprocess(
    (v) => (v === "" || v === undefined || v === null ? undefined : v),
    z.coerce
      .number({ error: ProfileMsg.investorTypeMissing })
      .refine((n) => (INVESTOR_TYPES as readonly number[]).includes(n), { error: ProfileMsg.investorTypeMissing }),
  ),
});

export const sessionContracts = contractGroup("session", {
  checkLogin: defineContract({
    ...sessionRoutes.checkLogin, tag: "session",
    summary: "Whether the Authorization token is a live session: datas[0] is \"1\" or \"0\"",
    body: ZEmptyBody, datas: z.enum(["0", "1"]),
  }),
  loginUrl: defineContract({
    ...sessionRoutes.loginUrl, tag: "session",
    summary: "The identity provider's login address for type 0 personal, 1 pass, 2 hardware key",
    body: ZLoginUrlBody, datas: z.string(),
  }),
  logoutUrl: defineContract({
    ...sessionRoutes.logoutUrl, tag: "session",
    summary: "The provider's logout address; ends the caller's session on the portal side too",
    body: ZLogoutUrlBody, datas: z.string(),
  }),
  logout: defineContract({
    ...sessionRoutes.logout, tag: "session",
    summary: "Revokes the caller's session", body: ZEmptyBody, datas: z.never(),
  }),
  onlineIncrement: defineContract({
    ...sessionRoutes.onlineIncrement, tag: "session",
    summary: "Counts a browser session as online; datas[0] is the number online in the last 5 minutes",
    body: z.object({ sessionId: z.string({ error: "sessionId不能为空" }).trim().min(8, { error: "sessionId格式不正确" }).max(64, { error: "sessionId格式不正确" }) }),
    datas: z.number(),
  }),
  checkBindCompany: defineContract({
    ...sessionRoutes.checkBindCompany, tag: "company",
    summary: "Binding state of the account: status 2 bound, 1 applied and pending, 3 refused, 0 none",
    body: ZEmptyBody, datas: z.object({ status: z.number() }),
  }),
  companyInfo: defineContract({
    ...sessionRoutes.companyInfo, tag: "company",
    summary: "The caller's company; datas is empty when the account has no company",
    body: ZEmptyBody, datas: ZCompanyInfo,
  }),
  userInfo: defineContract({
    ...sessionRoutes.userInfo, tag: "user",
    summary: "The caller's user, membership role and permission flags", body: ZEmptyBody, datas: ZUserInfo,
  }),
  isRealPerson: defineContract({
    ...sessionRoutes.isRealPerson, tag: "user",
    summary: "Real-person verification state and whether the check is switched on",
    body: ZEmptyBody, datas: z.object({ isRealPerson: z.boolean(), realPersonSwitch: z.boolean() }),
  }),
  realPersonVerify: defineContract({
    ...sessionRoutes.realPersonVerify, tag: "user",
    summary: "Verifies real name and resident id (checksum checked) through the verification provider",
    body: ZRealPersonVerifyBody, datas: z.object({ isRealPerson: z.boolean() }),
  }),
  updateProfile: defineContract({
    ...sessionRoutes.updateProfile, tag: "user",
    summary: "Completes or changes a personal account's profile: nickname (plain text, 20 characters) and investor type",
    body: ZUpdateProfileBody, datas: z.object({ nickName: z.string(), investorType: z.number() }),
  }),
});
