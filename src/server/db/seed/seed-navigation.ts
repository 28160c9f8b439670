import { navItems } from "../schema/index.ts";
import type { TDb } from "../client.ts";

/**
 * The header navigation (spec 1 sections 2.2 and 3): level-1 group headers (nav0, which do nothing when
 * clicked) each with level-2 children whose routePath decides where a click goes:
 * nav1/nav2 roadshow list, nav3 external, nav4/nav5 videos (nav5 Fund Vision), nav6 external on mobile,
 * nav9 institution centre by companyType, nav11 visual financial reports; nav7, nav8 and nav10 are the
 * hot-topic, course and about-us pages, which carry no url and are routed by the client.
 */
interface TNavSeed {
  navName: string;
  navEnName: string;
  routePath: string;
  url?: string;
  companyType?: number;
  /** false for items that have no English page */
  isPushEnVersion?: boolean;
}

interface TNavGroup extends TNavSeed {
  children: TNavSeed[];
}

const NAV_TREE: TNavGroup[] = [
  {
    navName: "路演中心",
    navEnName: "Roadshows",
    routePath: "nav0",
    children: [
      { navName: "业绩说明会", navEnName: "Earnings Briefings", routePath: "nav1" },
      { navName: "路演活动", navEnName: "Roadshow Events", routePath: "nav2" },
      { navName: "热门话题", navEnName: "Hot Topics", routePath: "nav7" },
    ],
  },
  {
    navName: "视频中心",
    navEnName: "Videos",
    routePath: "nav0",
    children: [
      { navName: "上市公司视频", navEnName: "Company Videos", routePath: "nav4" },
      { navName: "基金视野", navEnName: "Fund Vision", routePath: "nav5" },
    ],
  },
  {
    navName: "机构中心",
    navEnName: "Institutions",
    routePath: "nav0",
    children: [
      { navName: "上市公司", navEnName: "Listed Companies", routePath: "nav9", companyType: 1 },
      { navName: "基金公司", navEnName: "Fund Companies", routePath: "nav9", companyType: 2 },
      { navName: "全部机构", navEnName: "All Institutions", routePath: "nav9", companyType: 686868 },
    ],
  },
  {
    navName: "投资者服务",
    navEnName: "Investor Services",
    routePath: "nav0",
    children: [
      { navName: "可视化财报", navEnName: "Visual Financial Reports", routePath: "nav11" },
      // Chinese-only content: hidden in the English header.
      { navName: "投教课程", navEnName: "Investor Courses", routePath: "nav8", isPushEnVersion: false },
      {
        navName: "投资者教育网",
        navEnName: "Investor Education",
        routePath: "nav3",
        url: "https://www.investor.gov.cn/",
        isPushEnVersion: false,
      },
    ],
  },
  {
    navName: "更多",
    navEnName: "More",
    routePath: "nav0",
    children: [
      { navName: "关于我们", navEnName: "About Us", routePath: "nav10" },
      { navName: "互动平台", navEnName: "IR Interaction", routePath: "nav6", url: "https://irm.cninfo.com.cn/" },
    ],
  },
];

/** Every routePath the seeded navigation uses, for tests. */
export const DEMO_NAV_ROUTE_PATHS = [...new Set(NAV_TREE.flatMap((g) => [g.routePath, ...g.children.map((c) => c.routePath)]))];

const toRow = (item: TNavSeed) => ({
  navName: item.navName,
  navEnName: item.navEnName,
  routePath: item.routePath,
  url: item.url ?? null,
  companyType: item.companyType ?? null,
  isPushEnVersion: item.isPushEnVersion ?? true,
  status: 1,
});

/** Inserts the navigation tree: level 1 under parent 0 first, then each group's children with treePath "0,{parent},". */
export async function seedNavigation(tx: TDb): Promise<void> {
  const groups = await tx
    .insert(navItems)
    .values(NAV_TREE.map((g, i) => ({ ...toRow(g), parentId: 0, navLevel: 1, treePath: "0,", sort: i + 1 })))
    .returning({ id: navItems.id, navName: navItems.navName });
  const idByName = new Map(groups.map((g) => [g.navName, g.id]));

  const children = NAV_TREE.flatMap((group) => {
    const parentId = idByName.get(group.navName);
    if (parentId === undefined) throw new Error(`navigation group ${group.navName} was not inserted`);
    return group.children.map((child, i) => ({
      ...toRow(child),
      parentId,
      navLevel: 2,
      treePath: `0,${parentId},`,
      sort: i + 1,
    }));
  });
  await tx.insert(navItems).values(children);
}
