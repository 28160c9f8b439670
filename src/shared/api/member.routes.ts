import { AUTH, OPS, routeGroup } from "./route.ts";

/** Member management (document 3 section 7, Members) and the back office's admin appointment (document 4 section 6); contracts in member.contract.ts. */
export const memberRoutes = routeGroup("member", {
  memberInfo: { method: "POST", path: `${AUTH}/company_member/member_info`, access: "auth" },
  memberPage: { method: "POST", path: `${AUTH}/company_member/page`, access: "auth" },
  memberList: { method: "POST", path: `${AUTH}/company_member/list`, access: "auth" },
  memberAdd: { method: "POST", path: `${AUTH}/company_member/member_add`, access: "auth" },
  memberEdit: { method: "POST", path: `${AUTH}/company_member/member_edit`, access: "auth" },
  adminExchange: { method: "POST", path: `${AUTH}/company_member/admin_exchange`, access: "auth" },
  memberDel: { method: "POST", path: `${AUTH}/company_member/member_del`, access: "auth" },
  companyExit: { method: "POST", path: `${AUTH}/company_member/company_exit`, access: "auth" },
  opsAppointAdmin: { method: "POST", path: `${OPS}/company_member/appoint_admin`, access: "ops", supervisorOnly: true },
});
