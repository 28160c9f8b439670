import { z } from "zod";
import { contractGroup, defineContract, ZEmptyBody, ZPageOf } from "./contract.ts";
import { rollingRoutes } from "./rolling.routes.ts";
import { isBlankFormValue, MAX_ROW_ID, zInt, zList, zOptionalText, zText } from "../validation/form-fields.ts";
import { PersonalMsg } from "../personal/personal-rules.ts";
import { ContactMsg, contactsFromArrays, ZContact } from "../booking/contacts.ts";
import {
  ROLLING_CONTACTS_MAX,
  ROLLING_DESCRIPTION_MAX,
  ROLLING_FULL_NAME_MAX,
  ROLLING_ISSUE_TYPES,
  ROLLING_REASON_MAX,
  ROLLING_TITLE_MAX,
  RollingMsg,
  RollingServiceStatus,
  RollingStatus,
} from "../rolling/rolling-rules.ts";

/**
 * Lottery draw applications (document 4 sections 5 and 6): the services open for application, the form
 * (issuer, stock code, issue type, preferred date, contacts, announcement pdf), the company's applications,
 * and the back office's services, queue, acceptance (draw time and room) and rejection (reason).
 */

export const ZRollingService = z.object({
  id: z.number(),
  title: z.string(),
  titleEn: z.string().nullable(),
  description: z.string(),
  descriptionEn: z.string().nullable(),
  applyEndDate: z.string(),
  status: z.number(),
  /** whether it takes applications today */
  isOpen: z.boolean(),
});
export type TRollingService = z.infer<typeof ZRollingService>;

export const ZRollingContact = z.object({ contactName: z.string(), contactMobile: z.string(), contactWechat: z.string(), contactMail: z.string().nullable() });

export const ZRollingApply = z.object({
  id: z.number(),
  service: ZRollingService,
  companyFullName: z.string(),
  stockCode: z.string(),
  issueType: z.number(),
  preferredDate: z.string(),
  contacts: z.array(ZRollingContact),
  announcementUrl: z.string(),
  announcementName: z.string(),
  /** 0 submitted, 1 accepted, 2 rejected */
  status: z.number(),
  drawTime: z.string().nullable(),
  roomName: z.string().nullable(),
  roomAddress: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});
export type TRollingApply = z.infer<typeof ZRollingApply>;

/** A service as the company's list shows it: with the company's latest application for it, if any. */
export const ZRollingServiceRow = ZRollingService.extend({ myApply: z.object({ id: z.number(), status: z.number() }).nullable() });

export const ZOpsRollingApply = ZRollingApply.extend({ companyShortName: z.string() });
export type TOpsRollingApply = z.infer<typeof ZOpsRollingApply>;

export const ZRollingRoom = z.object({ id: z.number(), roomName: z.string(), regionName: z.string(), address: z.string().nullable() });

const blank = (v: unknown) => (isBlankFormValue(v) ? undefined : v);
const zRowId = (message: string) => z.preprocess(blank, zInt(message).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: message }));
const zPageNo = z.preprocess(blank, zInt(PersonalMsg.badPage).refine((n) => n >= 1 && n <= 10_000, { error: PersonalMsg.badPage }).default(1));
const zDay = (message: string) => z.string({ error: message }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: message });

/** The contact rows as parallel arrays, each row with the booking form's rules, 1 to 5 rows. */
const contactArrays = {
  contactName: zList(z.string()),
  contactMobile: zList(z.string()),
  contactWechat: zList(z.string()),
  contactMail: zList(z.string()),
};

export const ZRollingApplyBody = z
  .object({
    serviceId: zRowId(RollingMsg.serviceNotFound),
    companyFullName: zText(RollingMsg.fullNameRequired, ROLLING_FULL_NAME_MAX, RollingMsg.fullNameTooLong),
    stockCode: z.string({ error: RollingMsg.stockCodeRequired }).trim().min(1, { error: RollingMsg.stockCodeRequired }).regex(/^\d{6}$/, { error: RollingMsg.stockCodeInvalid }),
    issueType: z.preprocess(blank, zInt(RollingMsg.issueTypeRequired).refine((n): boolean => (ROLLING_ISSUE_TYPES as readonly number[]).includes(n), { error: RollingMsg.issueTypeRequired })),
    preferredDate: zDay(RollingMsg.preferredDateRequired),
    ...contactArrays,
    announcementPath: zText(RollingMsg.announcementRequired, 500, RollingMsg.announcementNotPdf),
    announcementName: z.preprocess(blank, z.string().trim().max(200).optional()),
  })
  .superRefine((b, ctx) => {
    if (b.contactName.length === 0) {
      ctx.addIssue({ code: "custom", message: RollingMsg.contactsRequired, path: ["contactName"] });
      return;
    }
    const rows = contactsFromArrays(b);
    if (rows.length > ROLLING_CONTACTS_MAX) {
      ctx.addIssue({ code: "custom", message: RollingMsg.contactsTooMany, path: ["contactName"] });
      return;
    }
    for (const row of rows) {
      const parsed = ZContact.safeParse(row);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? ContactMsg.name, path: ["contactName"] });
        return;
      }
    }
  });
export type TRollingApplyBody = z.infer<typeof ZRollingApplyBody>;

export const rollingContracts = contractGroup("rolling", {
  rollingPage: defineContract({
    ...rollingRoutes.rollingPage, tag: "rolling",
    summary: "The draw services open for application (and, for each, the caller's company's latest application); enterprise accounts bound to a company",
    body: z.object({ pageNo: zPageNo }),
    datas: ZPageOf(ZRollingServiceRow),
  }),
  serviceDetail: defineContract({
    ...rollingRoutes.serviceDetail, tag: "rolling",
    summary: "One draw service, for the application form; a closed or missing one answers as missing",
    body: z.object({ id: zRowId(RollingMsg.serviceNotFound) }),
    datas: ZRollingService,
  }),
  apply: defineContract({
    ...rollingRoutes.apply, tag: "rolling",
    summary: "Applies for a draw service on behalf of the caller's company: issuer, 6-digit stock code, issue type (1 IPO, 2 convertible bond, 3 other), preferred date (not past), 1 to 5 contacts as parallel arrays, and the announcement pdf (upload_file isPDF=true); one live application per company and service",
    body: ZRollingApplyBody,
    datas: ZRollingApply,
  }),
  applyDetail: defineContract({
    ...rollingRoutes.applyDetail, tag: "rolling",
    summary: "One of the caller's company's applications with its review state; another company's answers 403",
    body: z.object({ id: zRowId(RollingMsg.badId) }),
    datas: ZRollingApply,
  }),
  myApplyPage: defineContract({
    ...rollingRoutes.myApplyPage, tag: "rolling",
    summary: "The caller's company's applications, newest first; 10 a page",
    body: z.object({ pageNo: zPageNo }),
    datas: ZPageOf(ZRollingApply),
  }),
  opsServicePage: defineContract({
    ...rollingRoutes.opsServicePage, tag: "ops",
    summary: "Every draw service, newest first; 10 a page",
    body: z.object({ pageNo: zPageNo }),
    datas: ZPageOf(ZRollingService),
  }),
  opsServiceSave: defineContract({
    ...rollingRoutes.opsServiceSave, tag: "ops",
    summary: "Creates (no id) or edits a draw service: title, description (with optional English), last day of application, open or closed; audited",
    body: z.object({
      id: z.preprocess(blank, zInt(RollingMsg.badId).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: RollingMsg.badId }).optional()),
      title: zText(RollingMsg.titleRequired, ROLLING_TITLE_MAX, RollingMsg.titleTooLong),
      titleEn: zOptionalText(ROLLING_TITLE_MAX * 2, RollingMsg.titleTooLong),
      description: zText(RollingMsg.descriptionRequired, ROLLING_DESCRIPTION_MAX, RollingMsg.descriptionTooLong),
      descriptionEn: zOptionalText(ROLLING_DESCRIPTION_MAX * 2, RollingMsg.descriptionTooLong),
      applyEndDate: zDay(RollingMsg.applyEndDateRequired),
      status: z.preprocess(blank, zInt(RollingMsg.badId).refine((n): boolean => n === RollingServiceStatus.open || n === RollingServiceStatus.closed, { error: RollingMsg.badId }).default(RollingServiceStatus.open)),
    }),
    datas: ZRollingService,
  }),
  opsApplyPage: defineContract({
    ...rollingRoutes.opsApplyPage, tag: "ops",
    summary: "Lottery applications of one state (default submitted), submitted ones oldest first; 10 a page",
    body: z.object({
      status: z.preprocess(blank, zInt(RollingMsg.badId).refine((n): boolean => n === RollingStatus.submitted || n === RollingStatus.accepted || n === RollingStatus.rejected, { error: RollingMsg.badId }).default(RollingStatus.submitted)),
      pageNo: zPageNo,
    }),
    datas: ZPageOf(ZOpsRollingApply),
  }),
  opsRooms: defineContract({
    ...rollingRoutes.opsRooms, tag: "ops",
    summary: "The rooms in use (table rooms), for scheduling a draw",
    body: ZEmptyBody,
    datas: ZRollingRoom,
  }),
  opsAccept: defineContract({
    ...rollingRoutes.opsAccept, tag: "ops",
    summary: "Accepts a submitted application with the draw time (YYYY-MM-DD HH:mm, Beijing, ahead) and a room; the company gets a message; audited",
    body: z.object({ id: zRowId(RollingMsg.badId), drawTime: z.string({ error: RollingMsg.drawTimeRequired }).trim().min(1, { error: RollingMsg.drawTimeRequired }), roomId: zRowId(RollingMsg.roomRequired) }),
    datas: ZOpsRollingApply,
  }),
  opsReject: defineContract({
    ...rollingRoutes.opsReject, tag: "ops",
    summary: "Rejects a submitted application with a reason; the company gets a message; audited",
    body: z.object({ id: zRowId(RollingMsg.badId), reason: zText(RollingMsg.rejectReasonRequired, ROLLING_REASON_MAX, RollingMsg.rejectReasonTooLong) }),
    datas: ZOpsRollingApply,
  }),
});
