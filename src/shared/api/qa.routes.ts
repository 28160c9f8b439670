import { AUTH, OPS, PUB, routeGroup } from "./route.ts";

/** The qa calls' routes (their contracts, with schemas, are in qa.contract.ts). */
export const qaRoutes = routeGroup("qa", {
  publicActivity: { method: "POST", path: `${PUB}/activity/activity_detail`, access: "pub" },
  answerQuestionPage: { method: "POST", path: `${PUB}/question_answer/answer_question_page`, access: "pub" },
  answerQuestionInfo: { method: "POST", path: `${PUB}/question_answer/activity_answer_question_info`, access: "pub" },
  askQuestion: { method: "POST", path: `${AUTH}/question_answer/ask_question`, access: "auth" },
  addOne: { method: "POST", path: `${AUTH}/question_answer/add_one`, access: "auth" },
  questionAnswerCount: { method: "POST", path: `${AUTH}/question_answer_company/activity_question_answer_count`, access: "auth" },
  companyQaPage: { method: "POST", path: `${AUTH}/question_answer_company/company_question_answer_page`, access: "auth" },
  companyRefusedQaPage: { method: "POST", path: `${AUTH}/question_answer_company/company_question_refuse_qa_page`, access: "auth" },
  companyRefusedAnswerPage: { method: "POST", path: `${AUTH}/question_answer_company/company_question_refuse_answer_page`, access: "auth" },
  guestAnswer: { method: "POST", path: `${AUTH}/question_answer_company/guest_answer`, access: "auth" },
  guestAddSpeak: { method: "POST", path: `${AUTH}/question_answer_company/guest_add_speak`, access: "auth" },
  companyCancelAnswer: { method: "POST", path: `${AUTH}/question_answer_company/company_cancel_answer`, access: "auth" },
  cancelSpeech: { method: "POST", path: `${AUTH}/question_answer_company/cancel_speech`, access: "auth" },
  activityGuestList: { method: "POST", path: `${AUTH}/activity_guest/activity_guest_list`, access: "auth" },
  exportQuestionAnswer: { method: "POST", path: `${AUTH}/activity_stat/export_question_answer`, access: "auth" },
  exportAnswerQuestionTxt: { method: "POST", path: `${AUTH}/activity_stat/answer_question_txt`, access: "auth" },
  exportAnswerQuestionList: { method: "POST", path: `${AUTH}/activity_stat/answer_question_list`, access: "auth" },
  moderationQueue: { method: "POST", path: `${OPS}/qa/moderation_queue`, access: "ops" },
  moderationCount: { method: "POST", path: `${OPS}/qa/moderation_count`, access: "ops" },
  moderate: { method: "POST", path: `${OPS}/qa/moderate`, access: "ops" },
});
