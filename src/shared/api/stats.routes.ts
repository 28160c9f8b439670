import { AUTH, PUB, routeGroup } from "./route.ts";

/**
 * Visit recording (document 4 section 2.3: activity/view_record from the public activity page) and the
 * statistics calls of document 3 section 7 "Statistics" that read its rollups. activity_stat/list,
 * activity_broad_cast_avg and activity_question_answer_count live with the activity and Q&A calls.
 */
export const statsRoutes = routeGroup("stats", {
  viewRecord: { method: "POST", path: `${PUB}/activity/view_record`, access: "pub" },
  companyActivityHourStat: { method: "POST", path: `${AUTH}/activity_hour_stat/company_activity_hour_stat`, access: "auth" },
  companyActivityDayStat: { method: "POST", path: `${AUTH}/activity_hour_stat/company_activity_day_stat`, access: "auth" },
  distributeStat: { method: "POST", path: `${AUTH}/activity_stat/distribute_stat`, access: "auth" },
  companyStatList: { method: "POST", path: `${AUTH}/activity_stat/company_stat_list`, access: "auth" },
});
