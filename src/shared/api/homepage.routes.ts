import { AUTH, OPS, routeGroup } from "./route.ts";

/**
 * The company homepage panel of the enterprise centre (document 3 section 7, Company homepage) and the
 * operators' queue of homepage changes (document 4 section 6); contracts in homepage.contract.ts.
 */
export const homepageRoutes = routeGroup("homepage", {
  info: { method: "POST", path: `${AUTH}/company/company_home_page_info`, access: "auth" },
  modify: { method: "POST", path: `${AUTH}/company/company_home_page_info_modify`, access: "auth" },
  records: { method: "POST", path: `${AUTH}/company_intro_modify_record/select_company_intro_modify_record_page`, access: "auth" },
  opsChangePage: { method: "POST", path: `${OPS}/company_homepage/change_page`, access: "ops" },
  opsChangeReview: { method: "POST", path: `${OPS}/company_homepage/change_review`, access: "ops" },
});

/** The answers a homepage change or its review changes (the panel, its records, the queue, the public page). */
export const HOMEPAGE_READS = [homepageRoutes.info, homepageRoutes.records, homepageRoutes.opsChangePage] as const;
