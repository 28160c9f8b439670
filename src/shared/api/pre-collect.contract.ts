import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { preCollectRoutes } from "./pre-collect.routes.ts";
import { MAX_ROW_ID, zInt, zList, zOptionalInt } from "../validation/form-fields.ts";
import { toPlainText } from "../text/plain-text.ts";
import { ANSWER_MAX, PRE_COLLECT_PAGE_SIZE, PreCollectMsg, QUESTION_MAX } from "../qa/pre-collect-rules.ts";

const MSG_ACTIVITY_ID = "活动编号不正确";
const MSG_ID = "问题编号不正确";
const zRowId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: message });
const zStatus = zOptionalInt(PreCollectMsg.statusInvalid, [0, 1, 2]);
const blankToUndefined = (v: unknown) => (v === "" || v === null || v === "null" ? undefined : v);

/** Free text stored as plain text (src/shared/text/plain-text.ts): required, and within its limit once stripped. */
const zPlain = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).transform(toPlainText).pipe(z.string().min(1, { error: required }).max(max, { error: tooLong }));
export const zQuestion = zPlain(PreCollectMsg.questionRequired, QUESTION_MAX, PreCollectMsg.questionTooLong);
export const zAnswer = zPlain(PreCollectMsg.answerRequired, ANSWER_MAX, PreCollectMsg.answerTooLong);

/** A pre-collected question as the company sees it (document 3 section 3, "Pre-collected question"). */
export const ZPreCollectQuestion = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string().nullable(),
  status: z.number(),
  collectType: z.number(),
  userType: z.number(),
  userNickName: z.string().nullable(),
  userCompanyName: z.string().nullable(),
  companyName: z.string(),
  crtTime: z.string(),
  updTime: z.string().nullable(),
});
export type TPreCollectQuestion = z.infer<typeof ZPreCollectQuestion>;

/** An answered question on the public page: the question, its answer and who answered. */
export const ZPublicPreCollect = ZPreCollectQuestion.pick({ id: true, question: true, answer: true, companyName: true, crtTime: true, updTime: true });
export type TPublicPreCollect = z.infer<typeof ZPublicPreCollect>;

/** An activity open for pre-collection (/preCallQa). */
export const ZOpenActivity = z.object({ activityId: z.number(), title: z.string(), enTitle: z.string().nullable(), companyName: z.string(), startDate: z.string(), startTime: z.string().nullable() });
export type TOpenActivity = z.infer<typeof ZOpenActivity>;

export const ZCompanyPageBody = z.object({
  activityId: zRowId(MSG_ACTIVITY_ID),
  pageNo: z.preprocess(blankToUndefined, zInt("页码不正确").refine((n) => n >= 1, { error: "页码不正确" }).default(1)),
  pageSize: z.preprocess(blankToUndefined, zInt("每页条数不正确").refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" }).default(PRE_COLLECT_PAGE_SIZE)),
  status: zStatus,
});
export const ZCompanyListBody = z.object({ activityId: zRowId(MSG_ACTIVITY_ID), status: zStatus, size: zOptionalInt("size参数不正确") });
export const ZIdBody = z.object({ id: zRowId(MSG_ID) });
export const ZAnswerBody = z.object({ id: zRowId(MSG_ID), answer: zPlain(PreCollectMsg.replyRequired, ANSWER_MAX, PreCollectMsg.answerTooLong) });
export const ZAddBody = z.object({ activityId: zRowId(MSG_ACTIVITY_ID), question: zQuestion, answer: zAnswer });
export const ZSubmitExcelBody = z
  .object({ activityId: zRowId(MSG_ACTIVITY_ID), questions: zList(zQuestion), answers: zList(z.string().transform(toPlainText).pipe(z.string().max(ANSWER_MAX, { error: PreCollectMsg.answerTooLong }))) })
  .refine((b) => b.questions.length === b.answers.length, { error: PreCollectMsg.pairsMismatch })
  .refine((b) => b.questions.length > 0, { error: PreCollectMsg.noValidData });
export const ZSubmitQuestionBody = z.object({ activityId: zRowId(MSG_ACTIVITY_ID), question: zQuestion });
export const ZAnsweredListBody = z.object({ activityId: zRowId(MSG_ACTIVITY_ID), testCode: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()) });

const done = z.object({});

/** One checked row of an import (question_collect_import_excel): empty message when it is fine. */
export const ZImportRow = z.object({ row: z.number(), question: z.string(), answer: z.string(), message: z.string() });
export type TImportRowDto = z.infer<typeof ZImportRow>;
export const ZImportBody = z.object({ activityId: zRowId(MSG_ACTIVITY_ID) });

export const preCollectContracts = contractGroup("preCollect", {
  companyPage: defineContract({
    ...preCollectRoutes.companyPage, tag: "preCollect",
    summary: "A page (5) of the activity's pre-collected questions, all or by status (0 pending, 1 answered, 2 not suitable)",
    body: ZCompanyPageBody, datas: ZPageOf(ZPreCollectQuestion),
  }),
  companyList: defineContract({
    ...preCollectRoutes.companyList, tag: "preCollect",
    summary: "Every pre-collected question of the activity, all or by status, for the export",
    body: ZCompanyListBody, datas: ZPreCollectQuestion,
  }),
  answer: defineContract({ ...preCollectRoutes.answer, tag: "preCollect", summary: "Answers a pending question (0 → 1)", body: ZAnswerBody, datas: done }),
  markUnsuitable: defineContract({ ...preCollectRoutes.markUnsuitable, tag: "preCollect", summary: "Marks a pending question a user asked not suitable (0 → 2)", body: ZIdBody, datas: done }),
  undoUnsuitable: defineContract({ ...preCollectRoutes.undoUnsuitable, tag: "preCollect", summary: "Takes a question back from not suitable (2 → 0)", body: ZIdBody, datas: done }),
  cancelAnswer: defineContract({ ...preCollectRoutes.cancelAnswer, tag: "preCollect", summary: "Cancels an answer (1 → 0)", body: ZIdBody, datas: done }),
  addQuestionAnswer: defineContract({ ...preCollectRoutes.addQuestionAnswer, tag: "preCollect", summary: "Adds a question with its answer (answered, collectType 2)", body: ZAddBody, datas: done }),
  importExcel: defineContract({
    ...preCollectRoutes.importExcel, tag: "preCollect",
    summary: "Multipart `file` (xls/xlsx, up to 2 MB, 1000 rows) with activityId before it: each row checked, with its errors naming row and column; nothing is stored",
    body: ZImportBody, datas: ZImportRow,
  }),
  submitExcel: defineContract({
    ...preCollectRoutes.submitExcel, tag: "preCollect",
    summary: "Stores the rows of an import preview: questions[i] with answers[i] (an empty answer leaves it pending)",
    body: ZSubmitExcelBody, datas: z.object({ count: z.number() }),
  }),
  submitQuestion: defineContract({
    ...preCollectRoutes.submitQuestion, tag: "preCollect",
    summary: "A personal user submits a question while the activity's pre-collection is open (collectType 1, pending)",
    body: ZSubmitQuestionBody, datas: done,
  }),
  openActivities: defineContract({
    ...preCollectRoutes.openActivities, tag: "preCollect",
    summary: "Published upcoming activities whose pre-collection is open, soonest first", body: z.object({}).loose(), datas: ZOpenActivity,
  }),
  answeredList: defineContract({
    ...preCollectRoutes.answeredList, tag: "preCollect",
    summary: "The answered pre-collected questions of a public activity page when its module is on (none otherwise)",
    body: ZAnsweredListBody, datas: ZPublicPreCollect,
  }),
});
