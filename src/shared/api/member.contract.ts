import { z } from "zod";
import { contractGroup, defineContract, ZEmptyBody, ZPageOf } from "./contract.ts";
import { memberRoutes } from "./member.routes.ts";
import { isBlankFormValue, zInt, zList, zOptionalBool, zOptionalInt, MAX_ROW_ID } from "../validation/form-fields.ts";
import { MOBILE_PATTERN } from "../identity/mobile.ts";
import { MemberMsg as M } from "../company/member-rules.ts";
import { DEFAULT_PAGE_SIZE } from "../shell/paging.ts";
import { toPlainText } from "../text/plain-text.ts";

/** Member management's calls (document 3 section 7, Members) with the section 5 "Member" checks. */

const TEXT_MAX = 100;
const count = (s: string) => [...s].length;
const zId = zInt(M.memberIdInvalid).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: M.memberIdInvalid });
const zPageNo = zInt("页码不正确").default(1).refine((n) => n >= 1, { error: "页码不正确" });
const zPageSize = zInt("每页条数不正确").default(DEFAULT_PAGE_SIZE).refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" });
// Names, titles and descriptions are stored as plain text (tags removed), like every free-text field.
const zOptionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (isBlankFormValue(v) ? undefined : v),
    z.string().transform(toPlainText).refine((s) => count(s) <= max, { error: message }).transform((s) => s || undefined).optional(),
  );
const zSearch = z.preprocess((v) => (isBlankFormValue(v) ? undefined : v), z.string().trim().max(50, { error: "搜索内容过长" }).optional());

/** The six scope flags, each an optional form boolean (absent is false). */
const zFlag = () => zOptionalBool().transform((b) => b ?? false);
const scopeShape = {
  isBookingEnable: zFlag(),
  isFundRoadshowEnable: zFlag(),
  isDiversionEnable: zFlag(),
  isDistributeEnable: zFlag(),
  isActivitySearchEnable: zFlag(),
  isMemberManageEnable: zFlag(),
};

export const ZMemberAddBody = z.object({
  account: z
    .string({ error: M.accountRequired })
    .trim()
    .min(1, { error: M.accountRequired })
    .regex(MOBILE_PATTERN, { error: M.accountInvalid }),
  nickName: zOptionalText(TEXT_MAX, M.nickNameTooLong),
  title: zOptionalText(TEXT_MAX, M.titleTooLong),
  description: zOptionalText(TEXT_MAX, M.descriptionTooLong),
  ...scopeShape,
});
export type TMemberAddBody = z.infer<typeof ZMemberAddBody>;

export const ZMemberEditBody = z.object({
  id: zId,
  nickName: z.string({ error: M.nickNameRequired }).transform(toPlainText).pipe(z.string().min(1, { error: M.nickNameRequired })).refine((s) => count(s) <= TEXT_MAX, { error: M.nickNameTooLong }),
  title: zOptionalText(TEXT_MAX, M.titleTooLong),
  description: zOptionalText(TEXT_MAX, M.descriptionTooLong),
  ...scopeShape,
});
export type TMemberEditBody = z.infer<typeof ZMemberEditBody>;

export const ZMemberPageBody = z.object({ nickName: zSearch, mobileSearch: zSearch, pageNo: zPageNo, pageSize: zPageSize });
export type TMemberPageBody = z.infer<typeof ZMemberPageBody>;

/** list: size 0 (all) and userRole 2 (the transfer targets). */
export const ZMemberListBody = z.object({ size: zOptionalInt("size参数不正确"), userRole: zOptionalInt("userRole参数不正确", [1, 2]) });

const zTransferTarget = z.preprocess(
  (v) => (isBlankFormValue(v) ? undefined : v),
  z.unknown().refine((v) => v !== undefined, { error: M.transferTargetRequired }).transform(Number).pipe(z.number().int({ error: M.memberIdInvalid }).min(1, { error: M.memberIdInvalid }).max(MAX_ROW_ID, { error: M.memberIdInvalid })),
);
export const ZAdminExchangeBody = z.object({ id: zTransferTarget });

export const ZMemberIdsBody = z.object({ ids: zList(zId).refine((ids) => ids.length >= 1 && ids.length <= 200, { error: "请选择成员" }) });

const zFlags = {
  isBookingEnable: z.boolean(),
  isFundRoadshowEnable: z.boolean(),
  isDiversionEnable: z.boolean(),
  isDistributeEnable: z.boolean(),
  isActivitySearchEnable: z.boolean(),
  isMemberManageEnable: z.boolean(),
};

/** One member row (section 3, Company member); account is the masked passport mobile. */
export const ZMember = z.object({
  id: z.number(),
  userId: z.number(),
  nickName: z.string(),
  account: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  userRole: z.number().describe("1 admin, 2 ordinary member"),
  memberSource: z.number(),
  memberSourceText: z.string(),
  updTime: z.string(),
  businessScope: z.string().describe("the names of the scopes held, joined"),
  ...zFlags,
});
export type TMember = z.infer<typeof ZMember>;

/** member_info: the caller's own membership, beside the company facts the panel's rules read. */
export const ZMemberInfo = ZMember.extend({
  companyType: z.number(),
  isOpenExplanation: z.boolean(),
  isEnableFundRoadshow: z.boolean(),
  isEnableDiversion: z.boolean(),
  isEnableDistribute: z.boolean(),
  isEnableActivitySearch: z.boolean(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

export const ZMemberOption = z.object({ id: z.number(), nickName: z.string(), account: z.string() });

export const ZOpsAppointBody = z.object({ companyId: zInt("公司编号不正确"), id: zTransferTarget });

export const memberContracts = contractGroup("member", {
  memberInfo: defineContract({ ...memberRoutes.memberInfo, tag: "member", summary: "The caller's membership and the company's scope switches", body: ZEmptyBody, datas: ZMemberInfo }),
  memberPage: defineContract({ ...memberRoutes.memberPage, tag: "member", summary: "The company's members, searched by name and mobile (full or its last digits)", body: ZMemberPageBody, datas: ZPageOf(ZMember) }),
  memberList: defineContract({ ...memberRoutes.memberList, tag: "member", summary: "Every member of a role (userRole 2: the transfer targets)", body: ZMemberListBody, datas: ZMemberOption }),
  memberAdd: defineContract({ ...memberRoutes.memberAdd, tag: "member", summary: "Adds a member by passport mobile with its scopes", body: ZMemberAddBody, datas: ZMember }),
  memberEdit: defineContract({ ...memberRoutes.memberEdit, tag: "member", summary: "Edits a member's name, title, description and scopes", body: ZMemberEditBody, datas: ZMember }),
  adminExchange: defineContract({ ...memberRoutes.adminExchange, tag: "member", summary: "Hands the admin role to an ordinary member; the caller becomes one", body: ZAdminExchangeBody, datas: z.object({}) }),
  memberDel: defineContract({ ...memberRoutes.memberDel, tag: "member", summary: "Removes members (never an admin or the caller)", body: ZMemberIdsBody, datas: z.object({}) }),
  companyExit: defineContract({ ...memberRoutes.companyExit, tag: "member", summary: "An ordinary member leaves the company; their sessions lose it", body: ZEmptyBody, datas: z.object({ success: z.boolean() }) }),
  opsAppointAdmin: defineContract({ ...memberRoutes.opsAppointAdmin, tag: "ops", summary: "Appoints a member the company's admin (memberSource 1); the former admin becomes an ordinary member", body: ZOpsAppointBody, datas: z.object({}) }),
});
