import { describe, expect, it } from "vitest";
import { NavMsg, navItemProblem, navUrlAcceptable } from "#shared/content/nav-rules.ts";

const item = (p: Partial<Parameters<typeof navItemProblem>[0]> = {}) => ({ navLevel: 1, parentId: 0, routePath: "nav0", url: null, ...p });

describe("navigation item rules", () => {
  it("accept a level-1 group, a level-2 item under a level-1 one, and an external item with its address", () => {
    expect(navItemProblem(item(), null, 0)).toBeNull();
    expect(navItemProblem(item({ navLevel: 2, parentId: 3, routePath: "nav1" }), 1, 0)).toBeNull();
    expect(navItemProblem(item({ routePath: "nav3", url: "https://ir.example.com" }), null, 0)).toBeNull();
    expect(navItemProblem(item({ routePath: "nav0", url: "/aboutUs" }), null, 0)).toBeNull();
  });

  it("refuse a wrong level, a missing or wrong parent, and a group with children moved under another", () => {
    expect(navItemProblem(item({ navLevel: 3 }), null, 0)).toBe(NavMsg.level);
    expect(navItemProblem(item({ parentId: 2 }), 1, 0)).toBe(NavMsg.parentOfLevelOne);
    expect(navItemProblem(item({ navLevel: 2 }), null, 0)).toBe(NavMsg.parentRequired);
    expect(navItemProblem(item({ navLevel: 2, parentId: 9 }), null, 0)).toBe(NavMsg.parentNotFound);
    expect(navItemProblem(item({ navLevel: 2, parentId: 9 }), 2, 0)).toBe(NavMsg.parentNotFound);
    expect(navItemProblem(item({ navLevel: 2, parentId: 9 }), 1, 2)).toBe(NavMsg.hasChildren);
  });

  it("refuse an unknown type, an address the header cannot follow, and an external type without one", () => {
    expect(navItemProblem(item({ routePath: "nav12" }), null, 0)).toBe(NavMsg.routePath);
    expect(navItemProblem(item({ url: "javascript:alert(1)" }), null, 0)).toBe(NavMsg.url);
    expect(navItemProblem(item({ url: "//evil.example" }), null, 0)).toBe(NavMsg.url);
    expect(navItemProblem(item({ routePath: "nav6", url: "/home" }), null, 0)).toBe(NavMsg.externalNeedsUrl);
    expect(navUrlAcceptable("")).toBe(true);
    expect(navUrlAcceptable("http://")).toBe(false);
  });
});
