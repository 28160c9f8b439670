import { describe, expect, it } from "vitest";
import {
  centreAccess,
  effectiveLoginType,
  entryTarget,
  returnPathAfterLogout,
  visibleTabsFor,
} from "#client/features/enterprise-centre/centre-access.ts";
import { routeMetaFor } from "#shared/shell/route-meta.ts";
import { DEMO } from "./demo-fixtures.ts";

const account = (name: string) => DEMO[name]!;

describe("visible centre tabs per demo account (spec 1 §2.4)", () => {
  it.each([
    ["listed-admin", [1, 2, 3, 4, 5, 6, 9]],
    ["listed-member", [1, 2, 3, 4, 5, 6, 9]],
    ["gov-user", [1, 3, 6]],
    ["report-admin", [1, 2, 3, 4, 5, 6, 9, 10]],
    ["special-5", [1, 3]],
  ])("%s sees %j", (name, tabs) => {
    const { user, company } = account(name);
    expect(visibleTabsFor(company!, user, user.loginType)).toEqual(tabs);
  });
});

describe("centreAccess", () => {
  const decide = (name: string, pathname: string, overrides: { loginType?: string; modelType?: number } = {}) => {
    const { user, company } = account(name);
    return centreAccess({
      user: { ...user, modelType: overrides.modelType ?? user.modelType },
      company,
      loginType: overrides.loginType ?? user.loginType,
      pathname,
    });
  };

  it("lets a user stay on a page whose tab they see", () => {
    expect(decide("listed-member", "/guestWare")).toMatchObject({ kind: "stay" });
    expect(decide("report-admin", "/finReport")).toMatchObject({ kind: "stay" });
    expect(decide("gov-user", "/distributeList")).toMatchObject({ kind: "stay" });
  });

  it("sends a page whose tab is hidden to the centre home", () => {
    expect(decide("gov-user", "/activityManage")).toEqual({ kind: "redirect", to: "/center" });
    expect(decide("gov-user", "/addOrder")).toEqual({ kind: "redirect", to: "/center" });
    expect(decide("special-5", "/messRemind")).toEqual({ kind: "redirect", to: "/center" });
    expect(decide("listed-admin", "/finReport")).toEqual({ kind: "redirect", to: "/center" });
  });

  it("sends login type 0 to the personal centre and modelType 1 to the help centre", () => {
    expect(decide("listed-admin", "/center", { loginType: "0" })).toEqual({ kind: "redirect", to: "/personalCenter" });
    expect(decide("listed-admin", "/center", { modelType: 1 })).toEqual({ kind: "redirect", to: "/helpCenter" });
  });

  it("logs out an account without company info", () => {
    expect(decide("unbound", "/center")).toEqual({ kind: "logout" });
  });

  it("takes the session's login type before the stored one", () => {
    expect(effectiveLoginType(account("special-5").user, "1")).toBe("5");
    expect(effectiveLoginType(null, "2")).toBe("2");
    expect(effectiveLoginType(null, null)).toBe("1");
  });
});

describe("entryTarget (spec 1 §4.1)", () => {
  it("sends a bound account to /center on desktop and /home on mobile", () => {
    expect(entryTarget(2, 1440, "1")).toBe("/center");
    expect(entryTarget(2, 1200, "1")).toBe("/center");
    expect(entryTarget(2, 1199, "1")).toBe("/home");
    expect(entryTarget(2, 390, "1")).toBe("/home");
  });

  it("uses the 1000px breakpoint for login type 5", () => {
    expect(entryTarget(2, 1100, "5")).toBe("/center");
    expect(entryTarget(2, 999, "5")).toBe("/home");
  });

  it("sends any other bind status to choose an authentication type", () => {
    for (const status of [0, 1, 3, undefined]) expect(entryTarget(status, 1440, "1")).toBe("/login/authenticationType");
  });

  it("sends a personal login to the personal centre", () => {
    expect(entryTarget(undefined, 1440, "0")).toBe("/personalCenter");
  });
});

describe("returnPathAfterLogout", () => {
  const needsToken = (path: string) => routeMetaFor(path)?.auth === true;

  it("returns to the last public route", () => {
    expect(returnPathAfterLogout("/roadshowList?page=2", needsToken)).toBe("/roadshowList?page=2");
  });

  it("goes to the root when there is none, when it needs the token, or when it is not a same-site path", () => {
    expect(returnPathAfterLogout(null, needsToken)).toBe("/");
    expect(returnPathAfterLogout("/center", needsToken)).toBe("/");
    expect(returnPathAfterLogout("/personalCenter", needsToken)).toBe("/");
    expect(returnPathAfterLogout("//evil.example/x", needsToken)).toBe("/");
    expect(returnPathAfterLogout("https://evil.example/", needsToken)).toBe("/");
  });
});
