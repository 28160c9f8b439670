import { AUTH, PUB, routeGroup } from "./route.ts";

/** The session calls' routes (their contracts, with schemas, are in session.contract.ts). */
export const sessionRoutes = routeGroup("session", {
  checkLogin: { method: "POST", path: `${PUB}/checkLogin`, access: "pub" },
  loginUrl: { method: "POST", path: `${PUB}/login_url`, access: "pub" },
  logoutUrl: { method: "POST", path: `${PUB}/login_out_url`, access: "pub" },
  logout: { method: "POST", path: `${PUB}/logout`, access: "pub" },
  onlineIncrement: { method: "POST", path: `${PUB}/online_increment`, access: "pub" },
  checkBindCompany: { method: "POST", path: `${AUTH}/company_apply/check_bind_company`, access: "auth" },
  companyInfo: { method: "POST", path: `${AUTH}/company/info`, access: "auth" },
  userInfo: { method: "POST", path: `${AUTH}/user/userinfo`, access: "auth" },
  isRealPerson: { method: "POST", path: `${AUTH}/user/is_real_person`, access: "auth" },
  realPersonVerify: { method: "POST", path: `${AUTH}/user/real_person_verify`, access: "auth" },
  updateProfile: { method: "POST", path: `${AUTH}/user/update_profile`, access: "auth" },
});
