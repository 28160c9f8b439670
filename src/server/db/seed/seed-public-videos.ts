import { readFile } from "node:fs/promises";
import { inArray } from "drizzle-orm";
import { PublicVideoStatus, videoCategoryDictionary, type TVideoNavType } from "#shared/video/public-video.ts";
import { companies, dictionaryItems, publicVideos } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import type { TStorage } from "../../lib/storage.ts";
import { DEMO_COMPANY_NAMES, type TDemoCompanyKey } from "./seed-companies.ts";

/**
 * The public video library's demo (document 4 section 2.6): the category dictionaries of both channels and
 * videos in each, laid out backwards from the seed time, with one draft and one scheduled for tomorrow per
 * channel (neither is public). Every video plays the same small H.264/AAC MP4 (6 s, 320×180, 90 KB, made
 * with ffmpeg's test pattern) shipped in fixtures/, put into storage by ensureDemoVideoFiles at start.
 */

const DAY = 86_400_000;
export const DEMO_VIDEO_KEY = "uploads/demo/public-video-demo.mp4";
export const DEMO_COVER_KEYS = ["uploads/demo/public-video-cover-1.jpg", "uploads/demo/public-video-cover-2.jpg", "uploads/demo/public-video-cover-3.jpg"] as const;
const FIXTURES: [string, string][] = [
  [DEMO_VIDEO_KEY, "demo-video.mp4"],
  [DEMO_COVER_KEYS[0], "video-cover-1.jpg"],
  [DEMO_COVER_KEYS[1], "video-cover-2.jpg"],
  [DEMO_COVER_KEYS[2], "video-cover-3.jpg"],
];

/** The demo's files in storage (a fresh disk or bucket gets them; present ones are left alone). */
export async function ensureDemoVideoFiles(storage: TStorage): Promise<void> {
  for (const [key, name] of FIXTURES) {
    if (await storage.stat(key)) continue;
    await storage.put(key, await readFile(new URL(`./fixtures/${name}`, import.meta.url)));
  }
}

interface TCategorySeed {
  key: string;
  name: string;
  enName: string;
}

export const DEMO_VIDEO_CATEGORIES: Record<TVideoNavType, TCategorySeed[]> = {
  nav4: [
    { key: "results", name: "业绩解读", enName: "Results Explained" },
    { key: "industry", name: "行业分析", enName: "Industry Analysis" },
    { key: "education", name: "投教课堂", enName: "Investor Education" },
    { key: "profile", name: "公司风采", enName: "Company Profiles" },
  ],
  nav5: [
    { key: "market", name: "市场观点", enName: "Market Views" },
    { key: "manager", name: "基金经理说", enName: "Fund Manager Talks" },
    { key: "education", name: "投教课堂", enName: "Investor Education" },
  ],
};

interface TVideoSeed {
  nav: TVideoNavType;
  category: string;
  company: TDemoCompanyKey | null;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  /** days before the seed it was published; negative: scheduled; null: a draft */
  ageDays: number | null;
  views: number;
}

const V = (nav: TVideoNavType, category: string, company: TDemoCompanyKey | null, title: string, titleEn: string, description: string, descriptionEn: string, ageDays: number | null, views: number): TVideoSeed => ({
  nav, category, company, title, titleEn, description, descriptionEn, ageDays, views,
});

export const DEMO_PUBLIC_VIDEOS: TVideoSeed[] = [
  V("nav4", "results", "listedMain", "鹏城智能2026年三季度业绩解读", "Pengcheng Intelligent Q3 2026 Results Explained", "董事长与财务总监解读三季度营收、毛利率变化及智能终端业务的增长来源。", "The chairman and CFO walk through third-quarter revenue, margin changes and where the smart-device growth came from.", 1, 12_860),
  V("nav4", "results", "listedClosed", "长江新材半年度经营情况说明", "Changjiang New Materials: First-Half Operations Review", "管理层介绍上半年产能利用率、原材料价格影响与下半年的扩产计划。", "Management covers first-half capacity use, the effect of raw-material prices and the expansion plan for the second half.", 3, 4_318),
  V("nav4", "industry", "listedMain", "人工智能终端行业的下一个五年", "The Next Five Years of AI Devices", "从算力、算法到应用场景，鹏城智能研究院解析端侧人工智能的产业趋势。", "From compute and algorithms to use cases, Pengcheng's research institute reads the trends of on-device AI.", 4, 8_902),
  V("nav4", "education", null, "读懂上市公司年报的五个关键数字", "Five Key Numbers for Reading an Annual Report", "面向中小投资者的投教短片：营业收入、扣非净利润、经营现金流、资产负债率与ROE。", "A short investor-education film on revenue, recurring net profit, operating cash flow, the debt ratio and ROE.", 5, 21_455),
  V("nav4", "profile", "report", "云栖数据：让数据成为生产力", "Yunqi Data: Making Data Productive", "走进云栖数据杭州总部，了解其数据中台产品与客户服务体系。", "A visit to Yunqi Data's Hangzhou headquarters, its data-platform products and customer service.", 6, 2_771),
  V("nav4", "results", "report", "云栖数据2026年半年报业绩说明会精华", "Yunqi Data 2026 Interim Results Briefing Highlights", "业绩说明会问答精华：订阅收入占比、海外市场与研发投入。", "Highlights of the briefing's Q&A: subscription revenue share, overseas markets and R&D spending.", 8, 3_604),
  V("nav4", "industry", "listedClosed", "新材料行业：从进口替代到全球竞争", "New Materials: From Import Substitution to Global Competition", "行业专家与公司高管对谈新材料产业链的机会与风险。", "Industry experts and company executives discuss the opportunities and risks along the new-materials chain.", 10, 5_120),
  V("nav4", "education", null, "什么是业绩说明会？投资者如何参与", "What Is an Earnings Briefing and How to Take Part", "介绍业绩说明会的形式、提问方式与注意事项。", "How earnings briefings work, how to ask questions and what to keep in mind.", 12, 9_870),
  V("nav4", "profile", "listedMain", "鹏城智能智能制造基地巡礼", "Inside Pengcheng Intelligent's Smart Factory", "跟随镜头参观鹏城智能东莞智能制造基地的自动化产线。", "A camera tour of the automated lines at Pengcheng Intelligent's Dongguan smart-manufacturing base.", 14, 6_342),
  V("nav4", "results", "listedMain", "鹏城智能2026年半年度业绩解读", "Pengcheng Intelligent H1 2026 Results Explained", "解读上半年经营数据、分红安排与研发进展。", "First-half operating figures, the dividend plan and research progress explained.", 30, 15_003),
  V("nav4", "industry", "report", "数据要素市场化的机遇", "Opportunities in the Data-Element Market", "云栖数据首席经济学家谈数据资产入表与数据交易。", "Yunqi Data's chief economist on booking data as assets and trading data.", 33, 2_205),
  V("nav4", "education", null, "警惕非法荐股：投资者防骗指南", "Beware of Illegal Stock Tips: An Anti-Fraud Guide", "识别荐股骗局的常见手法，保护自身合法权益。", "The usual tricks of stock-tip scams and how to protect your rights.", 36, 30_412),
  V("nav4", "results", "listedClosed", "长江新材2025年年度业绩回顾", "Changjiang New Materials 2025 Annual Results Review", "回顾2025年度经营业绩与分红方案。", "A review of 2025 results and the dividend plan.", 40, 3_950),
  V("nav4", "profile", "listedClosed", "长江新材：绿色工厂的实践", "Changjiang New Materials: Running a Green Factory", "介绍公司在节能减排与循环利用方面的做法。", "How the company saves energy, cuts emissions and recycles.", 45, 1_876),
  V("nav4", "industry", "listedMain", "消费电子周期展望", "Consumer Electronics Cycle Outlook", "从库存周期与新品发布看消费电子行业的景气变化。", "Reading the consumer-electronics cycle from inventories and product launches.", 50, 4_488),
  V("nav4", "education", null, "一分钟了解股票代码", "Stock Codes in One Minute", "沪深北交易所股票代码的编排规则。", "How the Shanghai, Shenzhen and Beijing exchanges number their stocks.", 55, 7_731),
  V("nav4", "results", "report", "云栖数据一季度经营简报", "Yunqi Data Q1 Operating Brief", "一季度收入、客户数与合同负债情况说明。", "First-quarter revenue, customer count and contract liabilities.", 60, 1_502),
  V("nav4", "results", "listedMain", "鹏城智能2026年度业绩预告解读（草稿）", "Pengcheng Intelligent 2026 Preliminary Results (draft)", "尚未发布的视频。", "Not yet published.", null, 0),
  V("nav4", "industry", "listedMain", "明日发布：智能汽车电子专题", "Tomorrow: Smart Car Electronics Special", "定时发布的视频。", "Scheduled for tomorrow.", -1, 0),
  V("nav5", "market", "fund", "华夏基金：2026年四季度市场展望", "ChinaAMC: Market Outlook for Q4 2026", "首席投资官从宏观、流动性与估值三个角度展望四季度A股市场。", "The CIO looks at Q4 A-shares through macro conditions, liquidity and valuations.", 1, 18_230),
  V("nav5", "manager", "fund", "基金经理说：科技成长的投资框架", "Fund Manager Talks: A Framework for Tech Growth", "科技主题基金经理分享选股框架与仓位管理。", "A technology fund manager shares how they pick stocks and size positions.", 2, 9_410),
  V("nav5", "education", null, "基金定投的三个误区", "Three Myths About Regular Fund Investing", "投教短片：定投不是稳赚、止盈同样重要、选对基金是前提。", "Regular investing is not a sure win, taking profit matters too, and choosing the right fund comes first.", 3, 25_006),
  V("nav5", "market", "fundClosed", "博远基金：债券市场的机会与风险", "Boyuan Fund: Opportunities and Risks in Bonds", "固收团队解析利率走势与信用债配置思路。", "The fixed-income team on rate trends and credit-bond allocation.", 7, 3_318),
  V("nav5", "manager", "institution", "浦江私募：量化策略的十年", "Pujiang: Ten Years of Quant Strategies", "私募基金经理回顾量化策略的发展与风险控制。", "A private fund manager looks back on quant strategies and their risk control.", 11, 2_140),
  V("nav5", "education", null, "如何读懂基金招募说明书", "How to Read a Fund Prospectus", "从投资目标、费率到风险收益特征，一步步读懂招募说明书。", "From objectives and fees to risk and return, reading a prospectus step by step.", 20, 11_902),
  V("nav5", "market", "fund", "华夏基金：红利资产配置价值（草稿）", "ChinaAMC: The Case for Dividend Assets (draft)", "尚未发布的视频。", "Not yet published.", null, 0),
];

/** Demo step `public-videos`: the channels' categories and the library. */
export async function seedPublicVideos(tx: TDb, at: Date): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const nav of ["nav4", "nav5"] as const) {
    const parent = videoCategoryDictionary(nav);
    await tx.insert(dictionaryItems).values({ code: parent, parentCode: null, name: nav === "nav4" ? "上市公司视频分类" : "基金视野分类", sort: 0, status: 1 });
    const rows = await tx
      .insert(dictionaryItems)
      .values(DEMO_VIDEO_CATEGORIES[nav].map((c, i) => ({ code: `${parent}.${c.key}`, parentCode: parent, name: c.name, attachField1: c.enName, sort: i + 1, status: 1 })))
      .returning({ id: dictionaryItems.id, code: dictionaryItems.code });
    for (const r of rows) categoryIds.set(r.code, r.id);
  }
  const names = Object.values(DEMO_COMPANY_NAMES);
  const found = await tx.select({ id: companies.id, fullName: companies.fullName }).from(companies).where(inArray(companies.fullName, names));
  const companyId = (key: TDemoCompanyKey | null) => (key ? (found.find((c) => c.fullName === DEMO_COMPANY_NAMES[key])?.id ?? null) : null);

  await tx.insert(publicVideos).values(
    DEMO_PUBLIC_VIDEOS.map((v, i) => {
      // published in the afternoon of its day, a little apart, so the order is stable
      const publishTime = v.ageDays === null ? null : new Date(at.getTime() - v.ageDays * DAY - i * 60_000);
      const created = new Date(at.getTime() - Math.max(v.ageDays ?? 0, 0) * DAY - DAY / 2);
      return {
        navType: v.nav,
        categoryId: categoryIds.get(`${videoCategoryDictionary(v.nav)}.${v.category}`)!,
        companyId: companyId(v.company),
        title: v.title,
        titleEn: v.titleEn,
        description: v.description,
        descriptionEn: v.descriptionEn,
        coverPath: `/files/${DEMO_COVER_KEYS[i % DEMO_COVER_KEYS.length]}`,
        videoPath: `/files/${DEMO_VIDEO_KEY}`,
        videoSize: 92_538,
        duration: 6,
        status: v.ageDays === null ? PublicVideoStatus.unpublished : PublicVideoStatus.published,
        publishTime,
        viewCount: v.views,
        crtTime: created,
        updTime: created,
      };
    }),
  );
}
