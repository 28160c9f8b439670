import { AUTH, PUB, routeGroup } from "./route.ts";

/**
 * Pre-collected Q&A (document 3 section 7 "Pre-collected Q&A"; document 4 sections 2.3 and 2.7): the
 * company's calls, the investor's submit, and the public reads (open activities, answered questions).
 */
export const preCollectRoutes = routeGroup("preCollect", {
  companyPage: { method: "POST", path: `${AUTH}/question_collect/question_collect_company_page`, access: "auth" },
  companyList: { method: "POST", path: `${AUTH}/question_collect/question_collect_company_list`, access: "auth" },
  answer: { method: "POST", path: `${AUTH}/question_collect/company_user_answer`, access: "auth" },
  markUnsuitable: { method: "POST", path: `${AUTH}/question_collect/change_status`, access: "auth" },
  undoUnsuitable: { method: "POST", path: `${AUTH}/question_collect/cancel_status`, access: "auth" },
  cancelAnswer: { method: "POST", path: `${AUTH}/question_collect/company_user_cancel_answer`, access: "auth" },
  addQuestionAnswer: { method: "POST", path: `${AUTH}/question_collect/add_question_answer`, access: "auth" },
  submitExcel: { method: "POST", path: `${AUTH}/question_collect/submit_question_collect_excel`, access: "auth" },
  submitQuestion: { method: "POST", path: `${AUTH}/question_collect/submit_question`, access: "auth" },
  openActivities: { method: "POST", path: `${PUB}/question_collect/open_activity_list`, access: "pub" },
  answeredList: { method: "POST", path: `${PUB}/question_collect/answered_list`, access: "pub" },
});
