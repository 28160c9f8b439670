import { AUTH, routeGroup } from "./route.ts";

/** The investor's own corner (document 4 sections 4 and 8); schemas in personal.contract.ts. */
export const personalRoutes = routeGroup("personal", {
  favouriteToggle: { method: "POST", path: `${AUTH}/favourite/toggle`, access: "auth" },
  followToggle: { method: "POST", path: `${AUTH}/follow/toggle`, access: "auth" },
  myMarks: { method: "POST", path: `${AUTH}/personal/my_marks`, access: "auth" },
  myQuestionPage: { method: "POST", path: `${AUTH}/personal/my_question_page`, access: "auth" },
  favouritePage: { method: "POST", path: `${AUTH}/personal/favourite_page`, access: "auth" },
  followPage: { method: "POST", path: `${AUTH}/personal/follow_page`, access: "auth" },
});
