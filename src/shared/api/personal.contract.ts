import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { personalRoutes } from "./personal.routes.ts";
import { ZPublicActivityCard, ZPublicCompanyCard } from "./public-list.contract.ts";
import { isBlankFormValue, MAX_ROW_ID, zInt, zOptionalRowId } from "../validation/form-fields.ts";
import { PERSONAL_PAGE_MAX, PERSONAL_PAGE_SIZE, PersonalMsg } from "../personal/personal-rules.ts";

/**
 * The investor's own corner (document 4 sections 4 and 8): favourite activities, followed companies and the
 * questions they asked. Personal accounts only (the server refuses the others with PersonalMsg.personalOnly);
 * every list is the caller's own, so no body names a user.
 */

// ---------- records ----------

/** An answer to one of my questions, as its asker sees it: approved ones only, revoked ones marked. */
export const ZMyAnswer = z.object({
  answerId: z.number(),
  content: z.string(),
  /** the guest who answered, or the company's short name when no guest was named */
  answererName: z.string(),
  answererTitle: z.string().nullable(),
  /** the same in English, where the guest or company has it (null otherwise, and in pages cached before) */
  answererEnName: z.string().nullable().default(null),
  answererEnTitle: z.string().nullable().default(null),
  createdAt: z.string(),
  /** the company revoked it after it was published */
  revoked: z.boolean(),
});
export type TMyAnswer = z.infer<typeof ZMyAnswer>;

export const ZMyQuestion = z.object({
  questionId: z.number(),
  activityId: z.number(),
  activityTitle: z.string(),
  activityEnTitle: z.string().nullable(),
  /** the company asked, for a collective activity; else the activity's company */
  companyShortName: z.string(),
  companyEnShortName: z.string().nullable().default(null),
  content: z.string(),
  /** 0 pending, 1 approved, 2 refused, 3 approved automatically */
  status: z.number(),
  isCancel: z.boolean(),
  createdAt: z.string(),
  answers: z.array(ZMyAnswer),
});
export type TMyQuestion = z.infer<typeof ZMyQuestion>;

/** A followed company and its next activities. */
export const ZFollowedCompany = ZPublicCompanyCard.extend({
  followedAt: z.string(),
  upcoming: z.array(ZPublicActivityCard),
});
export type TFollowedCompany = z.infer<typeof ZFollowedCompany>;

export const ZMyMarks = z.object({
  /** whether I favourited the activity asked about; null when none was asked about */
  favourited: z.boolean().nullable(),
  /** whether I follow the company asked about; null when none was asked about */
  followed: z.boolean().nullable(),
});
export type TMyMarks = z.infer<typeof ZMyMarks>;

// ---------- bodies ----------

const zRowId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: message });
const blankToUndefined = (v: unknown) => (isBlankFormValue(v) ? undefined : v);

const ZPersonalPageBody = z.object({
  pageNo: z.preprocess(blankToUndefined, zInt(PersonalMsg.badPage).refine((n) => n >= 1 && n <= PERSONAL_PAGE_MAX, { error: PersonalMsg.badPage }).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    zInt(PersonalMsg.badPageSize).refine((n) => n >= 1 && n <= PERSONAL_PAGE_SIZE, { error: PersonalMsg.badPageSize }).default(PERSONAL_PAGE_SIZE),
  ),
});

// ---------- calls ----------

export const personalContracts = contractGroup("personal", {
  favouriteToggle: defineContract({
    ...personalRoutes.favouriteToggle, tag: "personal",
    summary: "Favourites a published activity the caller may see, or removes it from the favourites; answers the new state",
    body: z.object({ activityId: zRowId(PersonalMsg.badActivityId) }),
    datas: z.object({ favourited: z.boolean() }),
  }),
  followToggle: defineContract({
    ...personalRoutes.followToggle, tag: "personal",
    summary: "Follows a company, or stops following it; answers the new state",
    body: z.object({ companyId: zRowId(PersonalMsg.badCompanyId) }),
    datas: z.object({ followed: z.boolean() }),
  }),
  myMarks: defineContract({
    ...personalRoutes.myMarks, tag: "personal",
    summary: "Whether the caller favourited an activity and follows a company (the buttons of the activity header and the institution page)",
    body: z.object({ activityId: zOptionalRowId(PersonalMsg.badActivityId), companyId: zOptionalRowId(PersonalMsg.badCompanyId) }),
    datas: ZMyMarks,
  }),
  myQuestionPage: defineContract({
    ...personalRoutes.myQuestionPage, tag: "personal",
    summary: "The caller's questions, newest first, with their review state and the published answers (revoked ones marked); 10 a page",
    body: ZPersonalPageBody,
    datas: ZPageOf(ZMyQuestion),
  }),
  favouritePage: defineContract({
    ...personalRoutes.favouritePage, tag: "personal",
    summary: "The caller's favourite activities that are still published and visible to them, most recently favourited first; 10 a page",
    body: ZPersonalPageBody,
    datas: ZPageOf(ZPublicActivityCard),
  }),
  followPage: defineContract({
    ...personalRoutes.followPage, tag: "personal",
    summary: "The companies the caller follows, most recently followed first, each with its next upcoming activities; 10 a page",
    body: ZPersonalPageBody,
    datas: ZPageOf(ZFollowedCompany),
  }),
});
