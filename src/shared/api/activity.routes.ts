import { AUTH, routeGroup } from "./route.ts";

/** The activity calls' routes (their contracts, with schemas, are in activity.contract.ts). */
export const activityRoutes = routeGroup("activity", {
  companyActivityList: { method: "POST", path: `${AUTH}/activity_company/company_activity_list`, access: "auth" },
  companyActivityPage: { method: "POST", path: `${AUTH}/activity_company/company_activity_page`, access: "auth" },
  companyExitActivity: { method: "POST", path: `${AUTH}/activity_company/company_exit_activity`, access: "auth" },
  messagePage: { method: "POST", path: `${AUTH}/message/message_page`, access: "auth" },
  messageUpdateRead: { method: "POST", path: `${AUTH}/message/message_update_read`, access: "auth" },
  companyMessageReadAll: { method: "POST", path: `${AUTH}/message/company_message_read_all`, access: "auth" },
  companyDistributePage: { method: "POST", path: `${AUTH}/activity_distribute/company_distribute_page`, access: "auth" },
  companyDistributeActivity: { method: "POST", path: `${AUTH}/activity_distribute/company_distribute_activity`, access: "auth" },
  submitPvUv: { method: "POST", path: `${AUTH}/activity_distribute/submit_pv_uv`, access: "auth" },
  distributeDetails: { method: "POST", path: `${AUTH}/activity_distribute/distribute_details`, access: "auth" },
  govActivityPage: { method: "POST", path: `${AUTH}/activity/gov_activity_page_new`, access: "auth" },
  activityStatList: { method: "POST", path: `${AUTH}/activity_stat/list`, access: "auth" },
  govActivityExport: { method: "POST", path: `${AUTH}/activity/gov_activity_export`, access: "auth" },
  activityBroadcastAvg: { method: "POST", path: `${AUTH}/activity_broadcast/activity_broad_cast_avg`, access: "auth" },
  downloadNoticeTemplateFile: { method: "POST", path: `${AUTH}/activity_stat/download_notice_template_file`, access: "auth" },
  downloadFundTemplateFile: { method: "POST", path: `${AUTH}/activity_stat/download_fund_template_file`, access: "auth" },
});

/** The reads a PV submission (submit_pv_uv) changes, which every screen that submits one refreshes. */
export const DISTRIBUTION_READS = [
  activityRoutes.companyDistributePage,
  activityRoutes.companyDistributeActivity,
  activityRoutes.distributeDetails,
] as const;
