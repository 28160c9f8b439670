import { and, eq, inArray, like } from "drizzle-orm";
import { UploadVideoType, VideoSource, VideoStatus } from "#shared/upload/video-record.ts";
import { DEMO_REPLAY_PATH } from "./seed-files.ts";
import { activities, activityCompanies, activityGuests, activityMaterials, activityRecordVideos, companies, fundProducts, type TCompanyIntroJson, type TScheduleRow } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { DEMO_ACTIVITY } from "./seed-activity.ts";
import { DEMO_COMPANY_NAMES, type TDemoCompanyKey } from "./seed-companies.ts";

/**
 * The public activity page's demo materials (document 3 section 3): the chosen background templates (the
 * dictionary ActivityBgImage of seed-dictionaries, whose images are public/images/activity-bg), introductions in Chinese and English, picture carousels, schedules, guests with their
 * introductions, fund products for the fund activities, the live stream address of the activity in
 * progress (a CDN address the demo cannot reach, so the page shows its text-only fallback), and an approved
 * replay of the ended one (the file seed-files.ts puts into the storage).
 */

const PICS = [1, 2, 3].map((n) => `/images/activity-demo/pic-${n}.svg`);

const FUNDS = [
  { fundCode: "110011", fundAbbr: "华夏示范成长混合", fundExpansionAbbr: "华夏示范成长混合型证券投资基金" },
  { fundCode: "110022", fundAbbr: "华夏消费升级混合A", fundExpansionAbbr: "华夏消费升级灵活配置混合型证券投资基金" },
  { fundCode: "161725", fundAbbr: "华夏中证科技指数", fundExpansionAbbr: "华夏中证科技龙头指数证券投资基金" },
  { fundCode: "005827", fundAbbr: "华夏稳健回报债券A", fundExpansionAbbr: "华夏稳健回报债券型证券投资基金" },
  { fundCode: "012345", fundAbbr: "华夏新能源产业混合", fundExpansionAbbr: "华夏新能源产业精选混合型证券投资基金" },
];

type TGuestSeed = {
  guestName: string;
  guestEnName: string;
  title: string;
  titleEn: string;
  gender: 0 | 1;
  intro: string;
  introEn: string;
};

const LISTED_GUESTS: TGuestSeed[] = [
  {
    guestName: "陈志远", guestEnName: "Chen Zhiyuan", title: "董事长", titleEn: "Chairman", gender: 1,
    intro: "工学博士，高级工程师。2008年创立公司，长期致力于工业视觉与智能制造技术的研发与产业化，主持多项国家重点研发计划项目。",
    introEn: "PhD in engineering and senior engineer. Founded the company in 2008 and has led the research and industrialisation of machine vision and smart manufacturing, including several national key R&D programmes.",
  },
  {
    guestName: "林慧敏", guestEnName: "Lin Huimin", title: "董事会秘书", titleEn: "Board Secretary", gender: 0,
    intro: "经济学硕士，注册会计师。负责公司信息披露、投资者关系管理与资本市场运作，曾任职于国内大型券商投资银行部。",
    introEn: "Master of economics and certified public accountant. Responsible for disclosure, investor relations and capital markets; previously in the investment banking division of a major securities firm.",
  },
  {
    guestName: "黄国栋", guestEnName: "Huang Guodong", title: "财务总监", titleEn: "Chief Financial Officer", gender: 1,
    intro: "管理学硕士，拥有二十年制造业财务管理经验，主导公司财务体系建设与全面预算管理。",
    introEn: "Master of management with twenty years of financial management in manufacturing; built the company's finance system and budgeting.",
  },
  {
    guestName: "苏晓峰", guestEnName: "Su Xiaofeng", title: "独立董事", titleEn: "Independent Director", gender: 1,
    intro: "教授、博士生导师，长期从事公司治理与资本市场研究。",
    introEn: "Professor and doctoral supervisor researching corporate governance and capital markets.",
  },
];

const FUND_GUESTS: TGuestSeed[] = [
  {
    guestName: "周明轩", guestEnName: "Zhou Mingxuan", title: "基金经理", titleEn: "Fund Manager", gender: 1,
    intro: "十二年证券从业经验，擅长成长股投资，管理多只偏股混合型基金。",
    introEn: "Twelve years in securities; a growth-stock investor managing several equity-oriented hybrid funds.",
  },
  {
    guestName: "许静怡", guestEnName: "Xu Jingyi", title: "首席宏观分析师", titleEn: "Chief Macro Analyst", gender: 0,
    intro: "经济学博士，研究宏观经济与大类资产配置。",
    introEn: "PhD in economics researching the macro economy and asset allocation.",
  },
];

const LISTED_INTRO: TCompanyIntroJson = {
  gsfc_intro:
    "<p><strong>深圳市鹏城智能科技股份有限公司</strong>成立于2008年，是国内领先的工业视觉与智能制造解决方案提供商，产品覆盖视觉检测设备、工业软件与智能产线。</p><p>公司拥有研发人员六百余名，累计获得授权专利四百余项，服务新能源、消费电子、汽车零部件等行业的数百家客户。</p><ul><li>国家级专精特新“小巨人”企业</li><li>工业视觉检测设备市场份额位居行业前列</li></ul>",
  gsfc_intro_en_show: true,
  gsfc_intro_en:
    "<p><strong>Shenzhen Pengcheng Intelligent Technology Co., Ltd.</strong> was founded in 2008 and is a leading provider of machine vision and smart manufacturing solutions, from inspection equipment to industrial software and smart production lines.</p><p>Its 600 engineers hold more than 400 patents, serving hundreds of customers in new energy, consumer electronics and automotive parts.</p><ul><li>National specialised and innovative \"little giant\" enterprise</li><li>Among the market leaders in machine vision inspection equipment</li></ul>",
  gsfc_pics: [
    { image: PICS[0]!, title: "智能制造示范产线", size: 542 },
    { image: PICS[1]!, title: "工业视觉检测中心", size: 542 },
    { image: PICS[2]!, title: "东南亚生产基地", size: 542 },
  ],
  intro_video: null,
  cloud_video: null,
};

const FUND_INTRO: TCompanyIntroJson = {
  gsfc_intro:
    "<p>华夏基金管理有限公司成立于1998年，是首批全国性基金管理公司之一，坚持长期投资、价值投资，为投资者提供覆盖权益、固收、指数与养老的全系列产品。</p>",
  gsfc_intro_en_show: true,
  gsfc_intro_en:
    "<p>Founded in 1998, the fund company was among the first national fund managers in China. It invests for the long term and offers equity, fixed-income, index and pension products.</p>",
  gsfc_pics: [{ image: PICS[1]!, title: "投研团队", size: 542 }],
  intro_video: null,
  cloud_video: null,
};

/** A schedule row as its length in minutes (null: until the activity ends) and what happens then. */
interface TScheduleStep {
  minutes: number | null;
  title: string;
  en_title: string;
}

const BRIEFING_SCHEDULE: TScheduleStep[] = [
  { minutes: 10, title: "主持人介绍到场嘉宾", en_title: "Introduction of the guests" },
  { minutes: 30, title: "董事长致辞及经营情况介绍", en_title: "Chairman's address and business review" },
  { minutes: 60, title: "网络互动问答", en_title: "Online Q&A" },
  { minutes: null, title: "总结发言", en_title: "Closing remarks" },
];

const FUND_SCHEDULE: TScheduleStep[] = [
  { minutes: 20, title: "市场回顾与展望", en_title: "Market review and outlook" },
  { minutes: 25, title: "产品投资策略介绍", en_title: "Investment strategy of the products" },
  { minutes: null, title: "投资者问答", en_title: "Investor Q&A" },
];

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The schedule laid on the activity's own hours ("14:00-14:10", …, the last row ending when the activity
 * does), so a page's schedule never contradicts its time. Steps past the end are dropped.
 */
function timedSchedule(steps: readonly TScheduleStep[], startTime: string, endTime: string): TScheduleRow[] {
  let from = minutesOf(startTime);
  // the live demo's window may run past midnight (ends 01:00 for a start at 22:30)
  const end = minutesOf(endTime) + (minutesOf(endTime) <= from ? 24 * 60 : 0);
  const rows: TScheduleRow[] = [];
  for (const step of steps) {
    if (from >= end) break;
    const to = step.minutes === null ? end : Math.min(end, from + step.minutes);
    rows.push({ time: `${hhmmOf(from)}-${hhmmOf(to)}`, title: step.title, en_title: step.en_title });
    from = to;
  }
  return rows;
}

interface TPageSeed {
  title: string;
  /** the English title the English page shows */
  enTitle: string;
  company: TDemoCompanyKey;
  bgNum: number;
  intro: TCompanyIntroJson;
  schedule: TScheduleStep[];
  guests: TGuestSeed[];
  fundCodes?: string[];
  liveUrl?: string;
  onStage?: number;
  /** an approved replay (the demo file of seed-files.ts) */
  replay?: string;
  /** the promotional video: the same demo file (public once its record is approved) */
  promo?: boolean;
}

const PAGES: TPageSeed[] = [
  { title: DEMO_ACTIVITY.inProgress, enTitle: "Pengcheng Intelligent Q3 Results Briefing (Live)", company: "listedMain", bgNum: 1, intro: LISTED_INTRO, schedule: BRIEFING_SCHEDULE, guests: LISTED_GUESTS, onStage: 4, liveUrl: "https://live.roadshow.example.com/pengcheng/q3/index.m3u8", promo: true },
  { title: DEMO_ACTIVITY.ended, enTitle: "Pengcheng Intelligent Q2 Business Review", company: "listedMain", bgNum: 2, intro: LISTED_INTRO, schedule: BRIEFING_SCHEDULE, guests: LISTED_GUESTS, onStage: 4, replay: "第二季度经营情况交流会回放.mp4" },
  { title: DEMO_ACTIVITY.published, enTitle: "Pengcheng Intelligent Annual Results and Cash Dividend Briefing", company: "listedMain", bgNum: 3, intro: LISTED_INTRO, schedule: BRIEFING_SCHEDULE, guests: LISTED_GUESTS.slice(0, 3), onStage: 3, promo: true },
  { title: DEMO_ACTIVITY.testPublished, enTitle: "Pengcheng Intelligent Private Placement Online Roadshow", company: "listedMain", bgNum: 4, intro: LISTED_INTRO, schedule: BRIEFING_SCHEDULE, guests: LISTED_GUESTS.slice(0, 2), onStage: 2 },
  { title: DEMO_ACTIVITY.endedEarlier, enTitle: "Pengcheng Intelligent Investor Open Day", company: "listedMain", bgNum: 3, intro: LISTED_INTRO, schedule: [], guests: LISTED_GUESTS.slice(1, 3) },
  { title: DEMO_ACTIVITY.fundPublished, enTitle: "China AMC Fund Manager Exchange", company: "fund", bgNum: 4, intro: FUND_INTRO, schedule: FUND_SCHEDULE, guests: FUND_GUESTS, fundCodes: ["110011", "161725", "005827"], onStage: 2 },
  { title: DEMO_ACTIVITY.fundEnded, enTitle: "China AMC Investment Strategy Meeting", company: "fund", bgNum: 2, intro: FUND_INTRO, schedule: FUND_SCHEDULE, guests: FUND_GUESTS, fundCodes: ["110022", "012345"], onStage: 2 },
  { title: DEMO_ACTIVITY.fundPending, enTitle: "China AMC New Fund Online Roadshow", company: "fund", bgNum: 1, intro: FUND_INTRO, schedule: FUND_SCHEDULE, guests: FUND_GUESTS.slice(0, 1), fundCodes: ["012345"] },
];

/** Fills the guests seed-qa made (names and titles only) with the remaining fields, and adds the missing ones. */
async function upsertGuests(tx: TDb, activityId: number, companyId: number, companyName: string, enCompanyName: string | null, guests: TGuestSeed[], at: Date) {
  const existing = await tx.select().from(activityGuests).where(and(eq(activityGuests.activityId, activityId), eq(activityGuests.companyId, companyId)));
  for (const [i, g] of guests.entries()) {
    const fields = { ...g, guestCompanyName: companyName, enGuestCompanyName: enCompanyName, sort: i, updatedAt: at };
    const found = existing.find((e) => e.guestName === g.guestName);
    if (found) await tx.update(activityGuests).set(fields).where(eq(activityGuests.id, found.id));
    else await tx.insert(activityGuests).values({ ...fields, activityId, companyId, createdAt: at });
  }
}

/** The seed step (after qa-demo, whose guests it completes). */
export async function seedActivityPageDemo(tx: TDb, at: Date): Promise<void> {
  await tx.insert(fundProducts).values(FUNDS).onConflictDoNothing();
  const names = [DEMO_COMPANY_NAMES.listedMain, DEMO_COMPANY_NAMES.fund];
  const rows = await tx.select().from(companies).where(inArray(companies.fullName, names));
  const byKey = new Map<TDemoCompanyKey, (typeof rows)[number]>();
  for (const r of rows) byKey.set(r.fullName === DEMO_COMPANY_NAMES.listedMain ? "listedMain" : "fund", r);
  for (const p of PAGES) {
    const company = byKey.get(p.company);
    if (!company) continue;
    const [activity] = await tx
      .select({ id: activities.id, startTime: activities.startTime, endTime: activities.endTime })
      .from(activities)
      .innerJoin(activityCompanies, eq(activityCompanies.activityId, activities.id))
      .where(and(eq(activityCompanies.companyId, company.id), like(activities.title, `%${p.title}`)));
    if (!activity) continue;
    await tx.insert(activityMaterials).values({
      activityId: activity.id,
      companyId: company.id,
      bgType: 1,
      bgNum: p.bgNum,
      companyIntroJson: p.intro,
      arrangeContentJson: activity.startTime && activity.endTime ? timedSchedule(p.schedule, activity.startTime, activity.endTime) : [],
      worksitImageJson: [],
      guestsOnStage: p.onStage ?? p.guests.length,
      guestsUnderStage: 120,
      promotionalVideoPath: p.promo ? DEMO_REPLAY_PATH : null,
      fundCodes: p.fundCodes ?? [],
      updTime: at,
    });
    await tx.update(activities).set({ enTitle: p.enTitle, ...(p.liveUrl ? { liveUrl: p.liveUrl } : {}) }).where(eq(activities.id, activity.id));
    if (p.replay) {
      await tx.insert(activityRecordVideos).values({
        activityId: activity.id,
        companyId: company.id,
        uploadVideoType: UploadVideoType.direct,
        videoPath: DEMO_REPLAY_PATH,
        videoName: p.replay,
        videoSize: 83_062,
        videoDuration: 6,
        description: "活动回放",
        source: VideoSource.backOffice,
        status: VideoStatus.backOffice,
        auditTime: at,
        ctrTime: at,
      });
    }
    await upsertGuests(tx, activity.id, company.id, company.shortName, company.enShortName, p.guests, at);
  }
}
