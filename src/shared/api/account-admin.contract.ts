import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { accountAdminRoutes as r } from "./account-admin.routes.ts";
import { isBlankFormValue, zBool, zInt, zOptionalBool, zText } from "../validation/form-fields.ts";
import { MOBILE_PATTERN, MSG_MOBILE_INVALID } from "../identity/mobile.ts";
import { ACCOUNT_NAME_PATTERN, AccountMsg } from "../company/accounts.ts";
import { CompanyAdminMsg } from "../company/company-admin.ts";
import { toPlainText } from "../text/plain-text.ts";

/** Accounts in the back office (document 4 section 6 "Companies and accounts"). */

export const ZAdminAccount = z.object({
  userId: z.number(),
  account: z.string().nullable(),
  nickName: z.string(),
  mobile: z.string().nullable(),
  userType: z.enum(["personal", "enterprise", "operator"]),
  companyId: z.number().nullable(),
  memberId: z.number().nullable().describe("the membership (appoint_admin names it)"),
  userRole: z.number().nullable().describe("1 the company's admin, 2 an ordinary member"),
  operatorRole: z.enum(["operator", "supervisor"]).nullable(),
  locked: z.boolean(),
  mustChangePassword: z.boolean().describe("an initial password was issued and not yet replaced"),
  createdAt: z.string(),
});
export type TAdminAccount = z.infer<typeof ZAdminAccount>;

/** An opened or reset account: the initial password appears in this answer only, never again. */
export const ZIssuedPassword = z.object({ account: ZAdminAccount, initialPassword: z.string() });
export type TIssuedPassword = z.infer<typeof ZIssuedPassword>;

const zPageNo = zInt("页码不正确").default(1).refine((n) => n >= 1, { error: "页码不正确" });
const zPageSize = zInt("每页条数不正确").default(20).refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" });
const zUserId = zInt(AccountMsg.notFound).refine((n) => n >= 1 && n <= 2_147_483_647, { error: AccountMsg.notFound });
const zAccountName = zText(AccountMsg.accountInvalid, 32, AccountMsg.accountInvalid).regex(ACCOUNT_NAME_PATTERN, { error: AccountMsg.accountInvalid });
const zNickName = zText(AccountMsg.nickNameRequired, 20, AccountMsg.nickNameTooLong)
  .transform(toPlainText)
  .refine((v) => v.length > 0, { error: AccountMsg.nickNameRequired });
const zMobile = z.preprocess((v) => (isBlankFormValue(v) ? undefined : v), z.string().trim().regex(MOBILE_PATTERN, { error: MSG_MOBILE_INVALID }).optional());
const zOperatorRole = z.enum(["operator", "supervisor"], { error: "请选择角色" });

export const ZAccountPageBody = z.object({
  companyId: zInt(CompanyAdminMsg.notFound).refine((n) => n >= 1 && n <= 2_147_483_647, { error: CompanyAdminMsg.notFound }),
  pageNo: zPageNo,
  pageSize: zPageSize,
});
export const ZOperatorPageBody = z.object({ pageNo: zPageNo, pageSize: zPageSize });
export const ZAccountCreateBody = z.object({
  companyId: ZAccountPageBody.shape.companyId,
  account: zAccountName,
  nickName: zNickName,
  mobile: zMobile,
  asAdmin: zOptionalBool("参数不正确").transform((v) => v ?? false),
});
export const ZOperatorCreateBody = z.object({ account: zAccountName, nickName: zNickName, operatorRole: zOperatorRole });
export const ZUserIdBody = z.object({ userId: zUserId });
export const ZLockBody = z.object({ userId: zUserId, locked: zBool("参数不正确") });
export const ZOperatorRoleBody = z.object({ userId: zUserId, operatorRole: zOperatorRole });

export const accountAdminContracts = contractGroup("accountAdmin", {
  accountPage: defineContract({ ...r.accountPage, tag: "ops", summary: "A company's accounts, admin first, with their lock and initial-password state", body: ZAccountPageBody, datas: ZPageOf(ZAdminAccount) }),
  operatorPage: defineContract({ ...r.operatorPage, tag: "ops", summary: "The back office's operators and their roles", body: ZOperatorPageBody, datas: ZPageOf(ZAdminAccount) }),
  accountCreate: defineContract({
    ...r.accountCreate, tag: "ops",
    summary: "Opens an enterprise account in a company (optionally as its admin) with a one-time initial password, answered once",
    body: ZAccountCreateBody, datas: ZIssuedPassword,
  }),
  operatorCreate: defineContract({ ...r.operatorCreate, tag: "ops", summary: "Opens an operator account with a role and a one-time initial password, answered once", body: ZOperatorCreateBody, datas: ZIssuedPassword }),
  resetPassword: defineContract({ ...r.resetPassword, tag: "ops", summary: "Issues a new initial password the holder must change; their sessions end", body: ZUserIdBody, datas: ZIssuedPassword }),
  lock: defineContract({ ...r.lock, tag: "ops", summary: "Locks (the account cannot log in, its sessions end) or unlocks an account", body: ZLockBody, datas: ZAdminAccount }),
  operatorRole: defineContract({ ...r.operatorRole, tag: "ops", summary: "Changes an operator's role (never one's own; the last supervisor stays one)", body: ZOperatorRoleBody, datas: ZAdminAccount }),
});
