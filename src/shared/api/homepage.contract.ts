import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { homepageRoutes } from "./homepage.routes.ts";
import { FILE_PATH, jsonText, zOptionalPath } from "./materials.contract.ts";
import { ZCompanyIntro } from "../institution/company-intro.ts";
import { CLOUD_VIDEOS_MAX, GUEST_TEXT_MAX, MaterialsMsg as M, PROMO_PICTURES_MAX, RICH_HTML_MAX } from "../materials/materials-rules.ts";
import { HOMEPAGE_REASON_MAX, HOMEPAGE_RECORDS_PAGE_SIZE, HomepageMsg } from "../homepage/homepage-rules.ts";
import { zInt, zOptionalBool, zOptionalText } from "../validation/form-fields.ts";

/**
 * The company homepage's calls (document 3 sections 3, 5 and 7; document 4 section 6). companyIntroJson keeps
 * the spec's key spellings in the shape the public pages read (cloud_video a list of videos).
 */

const zPath = z.string().trim().regex(FILE_PATH, { error: M.fileNotOwned }).refine((p) => !p.includes(".."), { error: M.fileNotOwned });
const zVideo = z.object({
  url: zPath,
  name: z.string().max(200, { error: M.jsonInvalid }).optional().default(""),
  size: z.number().nonnegative().optional(),
  videoTypeName: z.string().max(50, { error: M.jsonInvalid }).optional(),
});

/** The introduction a company submits: bounded before any rule reads it; the section 5 checks follow on the server. */
export const ZHomepageIntroInput = z.object(
  {
    gsfc_intro: z.string().max(RICH_HTML_MAX, { error: M.introTooLong }).default(""),
    gsfc_intro_en_show: z.boolean().default(false),
    gsfc_intro_en: z.string().max(RICH_HTML_MAX, { error: M.introTooLong }).default(""),
    gsfc_pics: z
      .array(z.object({ image: zPath, title: z.string().max(GUEST_TEXT_MAX, { error: M.jsonInvalid }).optional().default(""), size: z.number().nonnegative().optional() }), { error: M.jsonInvalid })
      .max(PROMO_PICTURES_MAX, { error: M.tooManyPictures })
      .default([]),
    intro_video: zVideo.nullable().default(null),
    cloud_video: z.array(zVideo, { error: M.jsonInvalid }).max(CLOUD_VIDEOS_MAX, { error: M.tooManyVideos }).default([]),
  },
  { error: M.jsonInvalid },
);
export type THomepageIntroInput = z.infer<typeof ZHomepageIntroInput>;

export const ZHomepageInfoBody = z.object({
  /** true: the editor's starting point (the change awaiting approval, if any); otherwise the published version */
  isEdit: zOptionalBool(),
});

/** company_home_page_info datas[0]: the homepage with what the panel needs to know about its approval. */
export const ZHomepageInfo = z.object({
  id: z.number(),
  companyName: z.string(),
  companyFullName: z.string(),
  logoPath: z.string().nullable(),
  miniLogoPath: z.string().nullable(),
  logoVectorPath: z.string().nullable(),
  companyIntroJson: ZCompanyIntro,
  /** whether a version is published (the public institution pages show it) */
  isPublished: z.boolean(),
  /** a change awaiting approval, if any: its id and when it was submitted */
  pendingId: z.number().nullable(),
  pendingTime: z.string().nullable(),
  /** whether the caller may edit, submit and see the records (the admin, document 3 section 6) */
  canEdit: z.boolean(),
  /** whether translate/to_en has a provider (the editor's translate button shows only then) */
  canTranslate: z.boolean(),
});
export type THomepageInfo = z.infer<typeof ZHomepageInfo>;

export const ZHomepageModifyBody = z.object({
  /** the company's id (document 3: the homepage's id is companyId); another company's answers 403 */
  id: zInt("企业编号不正确"),
  companyIntroJson: jsonText(ZHomepageIntroInput),
  logoPath: zOptionalPath,
  miniLogoPath: zOptionalPath,
  logoVectorPath: zOptionalPath,
}).superRefine((b, ctx) => {
  // the optional JSON-text field skips its own checks when absent: a change without an introduction has none
  if (b.companyIntroJson === undefined) ctx.addIssue({ code: "custom", message: M.enterIntro, path: ["companyIntroJson"] });
});
export type THomepageModifyBody = z.infer<typeof ZHomepageModifyBody>;

/** A row of the approval records dialog (document 3 section 3, "Company intro modification record"). */
export const ZIntroModifyRecord = z.object({
  id: z.number(),
  companyFullName: z.string(),
  companyName: z.string(),
  crtTime: z.string(),
  /** '0' pending, '1' approved, '2' rejected (the spec's strings) */
  status: z.enum(["0", "1", "2"]),
  statusText: z.string(),
  auditTime: z.string().nullable(),
  auditFailReason: z.string().nullable(),
});
export type TIntroModifyRecord = z.infer<typeof ZIntroModifyRecord>;

const zPageNo = zInt("页码不正确").default(1).refine((n) => n >= 1, { error: "页码不正确" });
const zPageSize = (fallback: number) => zInt("每页条数不正确").default(fallback).refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" });

export const ZIntroRecordPageBody = z.object({ pageNo: zPageNo, pageSize: zPageSize(HOMEPAGE_RECORDS_PAGE_SIZE) });

/** A change in the operators' queue: the record, the company, and the content it would publish. */
export const ZHomepageChange = ZIntroModifyRecord.extend({
  companyId: z.number(),
  /** the activity whose submitted materials filed it (null: the homepage panel) */
  activityId: z.number().nullable(),
  logoPath: z.string().nullable(),
  miniLogoPath: z.string().nullable(),
  logoVectorPath: z.string().nullable(),
  companyIntroJson: ZCompanyIntro,
});
export type THomepageChange = z.infer<typeof ZHomepageChange>;

export const ZHomepageChangePageBody = z.object({
  pageNo: zPageNo,
  pageSize: zPageSize(10),
  /** 0 pending (the default), 1 approved, 2 rejected */
  status: zInt(HomepageMsg.badStatus).default(0).refine((s) => [0, 1, 2].includes(s), { error: HomepageMsg.badStatus }),
});

export const ZHomepageReviewBody = z.object({
  id: zInt(HomepageMsg.changeNotFound),
  status: zInt(HomepageMsg.badStatus),
  auditFailReason: zOptionalText(HOMEPAGE_REASON_MAX, HomepageMsg.reasonTooLong),
});
export type THomepageReviewBody = z.infer<typeof ZHomepageReviewBody>;

export const homepageContracts = contractGroup("homepage", {
  info: defineContract({
    ...homepageRoutes.info, tag: "homepage",
    summary: "The caller's company homepage: the published version, or with isEdit the change awaiting approval; [] when there is neither",
    body: ZHomepageInfoBody, datas: ZHomepageInfo,
  }),
  modify: defineContract({
    ...homepageRoutes.modify, tag: "homepage",
    summary: "Submits a homepage change for approval (the admin only); a change still pending is replaced",
    body: ZHomepageModifyBody, datas: ZIntroModifyRecord,
  }),
  records: defineContract({
    ...homepageRoutes.records, tag: "homepage",
    summary: "The company's homepage changes and their approval, newest first (the admin only)",
    body: ZIntroRecordPageBody, datas: ZPageOf(ZIntroModifyRecord),
  }),
  opsChangePage: defineContract({
    ...homepageRoutes.opsChangePage, tag: "homepage",
    summary: "Homepage changes by status for the operators, oldest first", body: ZHomepageChangePageBody, datas: ZPageOf(ZHomepageChange),
  }),
  opsChangeReview: defineContract({
    ...homepageRoutes.opsChangeReview, tag: "homepage",
    summary: "Approves (publishes into the public homepage) or rejects with a reason a pending homepage change; the company is told",
    body: ZHomepageReviewBody, datas: ZIntroModifyRecord,
  }),
});
