/**
 * Where the enterprise centre sends a user (spec 1 sections 2.4 and 4.1). Pure, so the route guards and the
 * tests decide the same way; the I/O (loading user and company, logging out) is the routes' job.
 */
import type { TCompanyInfo, TUserInfo } from "#shared/api/session.contract.ts";
import { visibleEnterpriseTabs } from "#shared/company/enterprise-tabs.ts";
import { LoginType } from "#shared/identity/login-type.ts";
import { isMobileWidth } from "#shared/shell/display.ts";
import { centreTabOf } from "#client/features/enterprise-centre/centre-tabs.ts";

/** check_bind_company status 2: the account is bound to a company. */
export const BIND_STATUS_BOUND = 2;

export const CENTRE_HOME = "/center";
export const PERSONAL_CENTRE = "/personalCenter";
export const HELP_CENTRE = "/helpCenter";
export const AUTHENTICATION_TYPE = "/login/authenticationType";
export const MOBILE_HOME = "/home";

export type CentreDecision =
  | { kind: "stay"; tabs: number[] }
  | { kind: "redirect"; to: string }
  /** no company behind the account: log out and go back where the user came from */
  | { kind: "logout" };

/** The login type that counts: the session's own (userinfo), else the one remembered at login. */
export function effectiveLoginType(user: Pick<TUserInfo, "loginType"> | null, stored: string | null): string {
  return user?.loginType || stored || LoginType.pass;
}

/** The tabs a user sees: spec 1 section 2.4 through the shared rule (a user without a role is a plain member). */
export function visibleTabsFor(company: TCompanyInfo, user: TUserInfo, loginType: string): number[] {
  return visibleEnterpriseTabs(
    company,
    {
      companyUserRole: user.companyUserRole ?? 0,
      isBookingEnable: user.isBookingEnable,
      isFundRoadshowEnable: user.isFundRoadshowEnable,
    },
    loginType,
  );
}

/**
 * Centre shell rule: personal logins (type "0") go to the personal centre, modelType 1 to the help centre
 * (without an id), an account without company info logs out, a page whose tab this user does not see goes to
 * the centre home; otherwise the page stays, with the user's tabs.
 */
export function centreAccess(input: {
  user: TUserInfo;
  company: TCompanyInfo | null;
  loginType: string;
  pathname: string;
}): CentreDecision {
  const { user, company, loginType, pathname } = input;
  if (loginType === LoginType.personal) return { kind: "redirect", to: PERSONAL_CENTRE };
  if (user.modelType === 1) return { kind: "redirect", to: HELP_CENTRE };
  if (!company) return { kind: "logout" };
  const tabs = visibleTabsFor(company, user, loginType);
  const tab = centreTabOf(pathname);
  if (tab !== undefined && !tabs.includes(tab)) return { kind: "redirect", to: CENTRE_HOME };
  return { kind: "stay", tabs };
}

/**
 * Entry rule for /enterpriseCentre (spec 1 section 4.1): a personal login goes to the personal centre; a
 * bound account (status 2) goes to the centre home on desktop and to home on mobile (narrower than 1200px,
 * 1000px for login type 5); any other status goes to choose an authentication type.
 */
export function entryTarget(bindStatus: number | undefined, viewportWidth: number, loginType: string): string {
  if (loginType === LoginType.personal) return PERSONAL_CENTRE;
  if (bindStatus !== BIND_STATUS_BOUND) return AUTHENTICATION_TYPE;
  return isMobileWidth(viewportWidth, loginType) ? MOBILE_HOME : CENTRE_HOME;
}

/**
 * Where a logged-out user returns (spec: the last route, else the root). Only a same-site path, and never a
 * page that needs the token just dropped, or the guard would bounce the user on to /home anyway.
 */
export function returnPathAfterLogout(lastRouter: string | null, needsToken: (path: string) => boolean): string {
  if (!lastRouter || !/^\/(?!\/)[^\s\\]*$/.test(lastRouter)) return "/";
  const path = lastRouter.split(/[?#]/)[0] ?? "/";
  return needsToken(path) ? "/" : lastRouter;
}
