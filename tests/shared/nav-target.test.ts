import { describe, expect, it } from "vitest";
import type { TNavItem } from "#shared/api/shell.contract.ts";
import {
  INSTITUTION_DEFAULT_COMPANY_TYPE,
  isExternalUrl,
  navLabel,
  navTarget,
  visibleNavItems,
} from "#shared/shell/nav-target.ts";

let nextId = 1;
function nav(routePath: string | null, extra: Partial<TNavItem> = {}): TNavItem {
  const id = nextId++;
  return {
    id,
    navName: `菜单${id}`,
    navEnName: `Menu ${id}`,
    parentId: 1,
    navLevel: 2,
    treePath: "0,1,",
    routePath,
    url: null,
    companyType: null,
    isPushEnVersion: true,
    sort: id,
    childrenList: [],
    ...extra,
  };
}

describe("nav menu routing (document 1 section 2.2)", () => {
  it("sends nav1 and nav2 to the roadshow list with their navType", () => {
    for (const isMobile of [false, true]) {
      expect(navTarget(nav("nav1"), isMobile)).toEqual({ kind: "route", to: "/roadshowList", search: { navType: "nav1" } });
      expect(navTarget(nav("nav2"), isMobile)).toEqual({ kind: "route", to: "/roadshowList", search: { navType: "nav2" } });
    }
  });

  it("sends nav4 and nav5 to the video aggregation with their navType", () => {
    expect(navTarget(nav("nav4"), false)).toEqual({ kind: "route", to: "/stockVideoConverge", search: { navType: "nav4" } });
    expect(navTarget(nav("nav5"), true)).toEqual({ kind: "route", to: "/stockVideoConverge", search: { navType: "nav5" } });
  });

  it("sends nav11 to the financial report list", () => {
    expect(navTarget(nav("nav11"), false)).toEqual({ kind: "route", to: "/finReportList" });
  });

  it("sends nav9 to the institution centre with the item's company type, 686868 when it has none", () => {
    expect(navTarget(nav("nav9", { companyType: 2 }), false)).toEqual({
      kind: "route", to: "/institutionalCenter", search: { companyType: "2" },
    });
    expect(navTarget(nav("nav9"), false)).toEqual({ kind: "route", to: "/institutionalCenter", search: { companyType: "686868" } });
    expect(INSTITUTION_DEFAULT_COMPANY_TYPE).toBe(686868);
  });

  it("keeps company type 0 rather than replacing it with the default", () => {
    expect(navTarget(nav("nav9", { companyType: 0 }), false)).toMatchObject({ search: { companyType: "0" } });
  });

  it("opens nav3 externally and does nothing for nav3 without a usable url", () => {
    expect(navTarget(nav("nav3", { url: "https://www.investor.gov.cn/" }), false)).toEqual({ kind: "external", url: "https://www.investor.gov.cn/" });
    expect(navTarget(nav("nav3"), false)).toEqual({ kind: "none" });
    expect(navTarget(nav("nav3", { url: "javascript:alert(1)" }), false)).toEqual({ kind: "none" });
  });

  it("opens nav6 externally on mobile, and on desktop too for want of a portal page", () => {
    const item = nav("nav6", { url: "https://irm.cninfo.com.cn/" });
    expect(navTarget(item, true)).toEqual({ kind: "external", url: "https://irm.cninfo.com.cn/" });
    expect(navTarget(item, false)).toEqual({ kind: "external", url: "https://irm.cninfo.com.cn/" });
    expect(navTarget(nav("nav6"), true)).toEqual({ kind: "none" });
  });

  it("does nothing for nav0", () => {
    expect(navTarget(nav("nav0", { navLevel: 1 }), false)).toEqual({ kind: "none" });
  });

  it("routes the other seeded items: hot topics, courses, about us", () => {
    expect(navTarget(nav("nav7"), false)).toEqual({ kind: "route", to: "/hotTopic" });
    expect(navTarget(nav("nav8"), false)).toEqual({ kind: "route", to: "/course" });
    expect(navTarget(nav("nav10"), true)).toEqual({ kind: "route", to: "/aboutUs" });
  });

  it("lets an http(s) url win over any routePath and trims it", () => {
    expect(navTarget(nav("nav1", { url: " http://example.com/x " }), false)).toEqual({ kind: "external", url: "http://example.com/x" });
    expect(navTarget(nav(null, { url: "HTTPS://EXAMPLE.COM" }), false)).toEqual({ kind: "external", url: "HTTPS://EXAMPLE.COM" });
  });

  it("ignores a url that is not http(s) for routed items", () => {
    expect(navTarget(nav("nav1", { url: "ftp://example.com" }), false)).toMatchObject({ kind: "route", to: "/roadshowList" });
  });

  it("trims the routePath", () => {
    expect(navTarget(nav(" nav11 "), false)).toEqual({ kind: "route", to: "/finReportList" });
  });

  it("falls back to a same-site url for an unknown routePath, and to nothing otherwise", () => {
    expect(navTarget(nav("nav99", { url: "/hotTopicDetail/3" }), false)).toEqual({ kind: "route", to: "/hotTopicDetail/3" });
    expect(navTarget(nav("nav99", { url: "//evil.example.com" }), false)).toEqual({ kind: "none" });
    expect(navTarget(nav("nav99"), false)).toEqual({ kind: "none" });
    expect(navTarget(nav(null), false)).toEqual({ kind: "none" });
    expect(navTarget(nav(""), false)).toEqual({ kind: "none" });
  });

  it("accepts only well-formed absolute http(s) urls as external", () => {
    expect(isExternalUrl("https://a.b/c?d=1")).toBe(true);
    for (const bad of [null, undefined, "", "/home", "//a.b", "javascript:void(0)", "data:text/html,x", "http://", "mailto:a@b.c"]) {
      expect(isExternalUrl(bad)).toBe(false);
    }
  });
});

describe("English navigation (isPushEnVersion)", () => {
  const tree = (): TNavItem[] => [
    nav("nav0", {
      navLevel: 1,
      childrenList: [nav("nav1"), nav("nav2", { isPushEnVersion: false })],
    }),
    nav("nav0", { navLevel: 1, isPushEnVersion: false, childrenList: [nav("nav4")] }),
    nav("nav0", { navLevel: 1, childrenList: [nav("nav8", { isPushEnVersion: false })] }),
    nav("nav10", { navLevel: 1 }),
  ];

  it("shows everything in Chinese", () => {
    const items = tree();
    expect(visibleNavItems(items, "zh-CN")).toBe(items);
  });

  it("keeps only pushed items in English, at every level", () => {
    const items = tree();
    const en = visibleNavItems(items, "en-US");
    expect(en.map((i) => i.routePath)).toEqual(["nav0", "nav10"]);
    expect(en[0]!.childrenList.map((c) => c.routePath)).toEqual(["nav1"]);
  });

  it("drops a group whose children are all hidden but keeps a leaf with no children", () => {
    const en = visibleNavItems(tree(), "en-US");
    expect(en.some((i) => i.childrenList.length === 0 && i.routePath === "nav0")).toBe(false);
    expect(en.find((i) => i.routePath === "nav10")?.childrenList).toEqual([]);
  });

  it("filters deeper levels too and does not mutate its input", () => {
    const deep = nav("nav0", {
      navLevel: 1,
      childrenList: [nav("nav0", { navLevel: 2, childrenList: [nav("nav1", { navLevel: 3 }), nav("nav2", { navLevel: 3, isPushEnVersion: false })] })],
    });
    const en = visibleNavItems([deep], "en-US");
    expect(en[0]!.childrenList[0]!.childrenList).toHaveLength(1);
    expect(deep.childrenList[0]!.childrenList).toHaveLength(2);
  });

  it("handles an empty list", () => {
    expect(visibleNavItems([], "en-US")).toEqual([]);
  });
});

describe("navigation labels", () => {
  it("uses the English name in en-US and the Chinese one otherwise", () => {
    const item = nav("nav1", { navName: "业绩说明会", navEnName: "Earnings Briefings" });
    expect(navLabel(item, "en-US")).toBe("Earnings Briefings");
    expect(navLabel(item, "zh-CN")).toBe("业绩说明会");
  });

  it("falls back to the Chinese name when the English one is blank", () => {
    expect(navLabel(nav("nav1", { navName: "路演", navEnName: "  " }), "en-US")).toBe("路演");
    expect(navLabel(nav("nav1", { navName: "路演", navEnName: "" }), "en-US")).toBe("路演");
  });
});
