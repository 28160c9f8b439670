import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { bindRoutes } from "./bind.routes.ts";
import { isBlankFormValue, MAX_ROW_ID, zInt, zText } from "../validation/form-fields.ts";
import { isCompanyType } from "../company/company-type.ts";
import { PersonalMsg } from "../personal/personal-rules.ts";
import { BIND_APPLICANT_MAX, BIND_KEYWORD_MAX, BIND_REASON_MAX, BindMsg, BindStatus } from "../identity/bind-apply.ts";

/**
 * Binding applications (document 4 sections 3 and 6; document 1 section 4.1): finding the company, applying
 * with the authorisation letter, the applicant's own list, and the operator's queue, approval and rejection.
 */

export const ZBindCompany = z.object({
  id: z.number(),
  shortName: z.string(),
  fullName: z.string(),
  stockCode: z.string().nullable(),
  companyType: z.number(),
});
export type TBindCompany = z.infer<typeof ZBindCompany>;

export const ZBindApply = z.object({
  id: z.number(),
  company: ZBindCompany,
  applicantName: z.string(),
  /** a signed address of the letter, valid for a while */
  letterUrl: z.string(),
  letterName: z.string(),
  /** 0 waiting, 1 approved, 2 rejected */
  status: z.number(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TBindApply = z.infer<typeof ZBindApply>;

export const ZOpsBindApply = ZBindApply.extend({
  account: z.string().nullable(),
  nickName: z.string(),
  /** whether the company already has an admin (otherwise approving appoints the applicant) */
  companyHasAdmin: z.boolean(),
});
export type TOpsBindApply = z.infer<typeof ZOpsBindApply>;

const blank = (v: unknown) => (isBlankFormValue(v) ? undefined : v);
const zRowId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: message });
const zPageNo = z.preprocess(blank, zInt(PersonalMsg.badPage).refine((n) => n >= 1 && n <= 10_000, { error: PersonalMsg.badPage }).default(1));
const zCompanyType = z.preprocess(blank, zInt(BindMsg.companyTypeRequired).refine((n): boolean => isCompanyType(n), { error: BindMsg.companyTypeRequired }));

export const bindContracts = contractGroup("bind", {
  companySearch: defineContract({
    ...bindRoutes.companySearch, tag: "company",
    summary: "Companies of a type whose stock code or name (short or full) contains the keyword, for the binding form; at most 20",
    body: z.object({
      companyType: zCompanyType,
      keyword: z.preprocess(blank, z.string().trim().max(BIND_KEYWORD_MAX, { error: BindMsg.badKeyword }).optional()),
    }),
    datas: ZBindCompany,
  }),
  applyBind: defineContract({
    ...bindRoutes.applyBind, tag: "company",
    summary: "Applies to bind the caller's enterprise account to a company, with the authorisation letter (a pdf from upload_file isPDF=true); refused when the account is bound or already has an application waiting",
    body: z.object({
      companyType: zCompanyType,
      companyId: z.preprocess(blank, zRowId(BindMsg.companyRequired)),
      applicantName: zText(BindMsg.applicantRequired, BIND_APPLICANT_MAX, BindMsg.applicantTooLong),
      letterPath: zText(BindMsg.letterRequired, 500, BindMsg.letterNotPdf),
      letterName: z.preprocess(blank, z.string().trim().max(200).optional()),
    }),
    datas: ZBindApply,
  }),
  applyPage: defineContract({
    ...bindRoutes.applyPage, tag: "company",
    summary: "The caller's binding applications, newest first, with their review state; 10 a page",
    body: z.object({ pageNo: zPageNo }),
    datas: ZPageOf(ZBindApply),
  }),
  opsApplyPage: defineContract({
    ...bindRoutes.opsApplyPage, tag: "ops",
    summary: "Binding applications for review: by state (default waiting), oldest first so the queue does not jump; 10 a page",
    body: z.object({
      status: z.preprocess(blank, zInt(BindMsg.badId).refine((n): boolean => n === BindStatus.pending || n === BindStatus.approved || n === BindStatus.rejected, { error: BindMsg.badId }).default(BindStatus.pending)),
      pageNo: zPageNo,
    }),
    datas: ZPageOf(ZOpsBindApply),
  }),
  opsApprove: defineContract({
    ...bindRoutes.opsApprove, tag: "ops",
    summary: "Approves a waiting application: the account joins the company (its first admin when it has none, which only a supervisor may appoint); the applicant gets a message; audited",
    body: z.object({ id: zRowId(BindMsg.badId) }),
    datas: ZOpsBindApply,
  }),
  opsReject: defineContract({
    ...bindRoutes.opsReject, tag: "ops",
    summary: "Rejects a waiting application with a reason; the applicant gets a message; audited",
    body: z.object({ id: zRowId(BindMsg.badId), reason: zText(BindMsg.reasonRequired, BIND_REASON_MAX, BindMsg.reasonTooLong) }),
    datas: ZOpsBindApply,
  }),
});

