import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { relayRoutes } from "./relay.routes.ts";
import { MAX_ROW_ID, isBlankFormValue, zInt, zOptionalInt, zOptionalText } from "../validation/form-fields.ts";
import { OPERATOR_EVENTS } from "../relay/relay-certification.machine.ts";
import {
  RELAY_QUALIFICATION_FILES_MAX,
  RELAY_REASON_MAX,
  RELAY_TEXT_MAX,
  RelayMsg as M,
  isPlatformUrl,
} from "../relay/relay-rules.ts";
import { toPlainText } from "../text/plain-text.ts";
import { MSG_MOBILE_INVALID, MSG_MOBILE_REQUIRED, isMobile } from "../identity/mobile.ts";

const MSG_ID = "认证记录编号不正确";
const zId = zInt(MSG_ID).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: MSG_ID });
const zOptionalId = z.preprocess((v) => (isBlankFormValue(v) ? undefined : v), zId.optional());
// Free text is stored as plain text (tags removed), like every free-text field; counted after that.
const text = (required: string) =>
  z
    .string({ error: required })
    .transform(toPlainText)
    .pipe(z.string().min(1, { error: required }).refine((v) => [...v].length <= RELAY_TEXT_MAX, { error: M.textTooLong }));

/** A stored file's address as the upload calls answer it. */
const FILE_PATH = /^\/files\/uploads\/[A-Za-z0-9/_.-]{1,300}$/;
const zFilePath = (required: string) => z.string({ error: required }).trim().min(1, { error: required }).regex(FILE_PATH, { error: required }).refine((p) => !p.includes(".."), { error: required });

export const ZQualificationFile = z.object({ url: z.string().regex(FILE_PATH, { error: M.qualificationRequired }), name: z.string().max(200).optional() });
export type TQualificationFile = z.infer<typeof ZQualificationFile>;

/**
 * qualificationPathJson: a JSON array of the uploaded files, as text (the spec's *Json field). It is checked
 * as a list and handed on as its normalised JSON text, so the field stays text on both ends of the contract
 * (an array output would make the typed client send repeated keys); parseQualificationJson reads it back.
 */
const ZQualificationList = z
  .array(ZQualificationFile, { error: M.qualificationRequired })
  .min(1, { error: M.qualificationRequired })
  .max(RELAY_QUALIFICATION_FILES_MAX, { error: M.qualificationTooMany });
const zQualificationJson = z.preprocess((v) => {
  if (isBlankFormValue(v)) return [];
  if (typeof v !== "string" || v.length > 20_000) return Symbol("bad");
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return Symbol("bad");
  }
}, ZQualificationList.transform((list) => JSON.stringify(list))) as unknown as z.ZodType<string, string>;

/** The files of a qualificationPathJson the body schema accepted. */
export function parseQualificationJson(text: string): TQualificationFile[] {
  return ZQualificationList.parse(JSON.parse(text));
}

/** submit_diversion_info (document 3 sections 5 and 7): the materials; hisId the record it resubmits. */
export const ZSubmitInfoBody = z.object({
  id: zOptionalId,
  hisId: zOptionalId,
  platform: text(M.platformRequired),
  platformUrl: text(M.platformUrlRequired).refine(isPlatformUrl, { error: M.platformUrlInvalid }),
  companyContacts: text(M.contactsRequired),
  companyPhone: text(MSG_MOBILE_REQUIRED).refine(isMobile, { error: MSG_MOBILE_INVALID }),
  qualificationPathJson: zQualificationJson,
});
export type TSubmitInfoBody = z.infer<typeof ZSubmitInfoBody>;

export const ZSubmitPlanBody = z.object({ id: zId, hisId: zOptionalId, tecDocPath: zFilePath(M.planRequired) });
export const ZConfirmTestBody = z.object({ id: zId });

/** One application as the company and the back office read it (document 3 section 3). */
export const ZDiversionApply = z.object({
  id: z.number(),
  hisId: z.number().nullable(),
  progress: z.number(),
  auditStatus: z.number().nullable(),
  platform: z.string(),
  platformUrl: z.string(),
  companyContacts: z.string(),
  companyPhone: z.string(),
  qualificationPathJson: z.string(),
  tecDocPath: z.string().nullable(),
  programmeConfirmTestPath: z.string().nullable(),
  auditReason: z.string().nullable(),
  qualificationAuditTime: z.string().nullable(),
  programmeConfirmTime: z.string().nullable(),
  programmeConfirmTestTime: z.string().nullable(),
  reviewTime: z.string().nullable(),
  contractTime: z.string().nullable(),
  contractEndTime: z.string().nullable(),
  crtTime: z.string(),
});
export type TDiversionApply = z.infer<typeof ZDiversionApply>;

export const ZOpsDiversionRow = ZDiversionApply.extend({ companyId: z.number(), companyName: z.string(), isCurrent: z.boolean() });
export type TOpsDiversionRow = z.infer<typeof ZOpsDiversionRow>;

export const ZOpsDiversionDetail = ZOpsDiversionRow.extend({ history: z.array(ZDiversionApply) });
export type TOpsDiversionDetail = z.infer<typeof ZOpsDiversionDetail>;

/** The review queue: current records, by the step they wait at (progress), oldest waiting first. */
export const ZOpsPageBody = z.object({
  pageNo: zInt("页码不正确").default(1),
  pageSize: zInt("每页条数不正确").refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" }).default(10),
  progress: zOptionalInt("认证进度不正确", [0, 1, 2, 3, 4, 5, 6]),
  keyword: zOptionalText(100, "搜索内容不能超过100个字符"),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const zOptionalDate = z.preprocess((v) => (isBlankFormValue(v) ? undefined : v), z.string().regex(DATE, { error: M.contractDatesRequired }).optional());

/** One review step of the back office: the machine event to send, with what it needs. */
export const ZOpsReviewBody = z.object({
  id: zId,
  event: z.enum(OPERATOR_EVENTS, { error: M.outOfOrder }),
  auditReason: z.preprocess(
    (v) => (isBlankFormValue(v) ? undefined : v),
    z.string().transform(toPlainText).refine((v) => [...v].length <= RELAY_REASON_MAX, { error: M.reasonTooLong }).optional(),
  ),
  programmeConfirmTestPath: z.preprocess((v) => (isBlankFormValue(v) ? undefined : v), zFilePath(M.testPlanRequired).optional()),
  contractTime: zOptionalDate,
  contractEndTime: zOptionalDate,
});
export type TOpsReviewBody = z.infer<typeof ZOpsReviewBody>;

export const relayContracts = contractGroup("relay", {
  frontList: defineContract({
    ...relayRoutes.frontList, tag: "relay",
    summary: "The caller's company's current relay certification (datas is empty when there is none)",
    body: z.object({}), datas: ZDiversionApply,
  }),
  submitInfo: defineContract({
    ...relayRoutes.submitInfo, tag: "relay",
    summary: "Submits the certification materials (first time, after a failed review, or re-certification with hisId)",
    body: ZSubmitInfoBody, datas: ZDiversionApply,
  }),
  submitPlan: defineContract({
    ...relayRoutes.submitPlan, tag: "relay",
    summary: "Uploads the technical plan once the qualification passed (or again after a failed plan review, with hisId)",
    body: ZSubmitPlanBody, datas: ZDiversionApply,
  }),
  confirmTest: defineContract({
    ...relayRoutes.confirmTest, tag: "relay",
    summary: "Confirms the test plan the back office provided",
    body: ZConfirmTestBody, datas: ZDiversionApply,
  }),
  opsPage: defineContract({
    ...relayRoutes.opsPage, tag: "relay",
    summary: "Current certifications of every company, filtered by progress or company name",
    body: ZOpsPageBody, datas: ZPageOf(ZOpsDiversionRow),
  }),
  opsDetail: defineContract({
    ...relayRoutes.opsDetail, tag: "relay",
    summary: "One certification with the records before it (hisId chain)",
    body: ZConfirmTestBody, datas: ZOpsDiversionDetail,
  }),
  opsReview: defineContract({
    ...relayRoutes.opsReview, tag: "relay",
    summary: "Moves a certification on: passes or rejects a review, provides the test plan, opens the internal review, records the contract, expires it",
    body: ZOpsReviewBody, datas: ZOpsDiversionDetail,
  }),
});
