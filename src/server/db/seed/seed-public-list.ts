import { activities, activityCompanies, activityRecordVideos, companies } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { DEMO_REPLAY_PATH } from "./seed-files.ts";
import { addDays, chinaDate } from "./seed-time.ts";

/**
 * Demo data of the public roadshow list, the home strips and search (issue 16): six more listed companies
 * with their published activities, upcoming (most within the home's 14 days; the clock takes them live) and
 * ended, four of the ended ones with an approved replay, so the list has pages and every strip has cards. Their own companies,
 * so the enterprise demos' lists stay as they were.
 */

export const PUBLIC_DEMO_COMPANIES = [
  { key: "liquor", shortName: "黔山酒业", fullName: "贵州黔山酒业股份有限公司", enShortName: "Qianshan Liquor", enFullName: "Guizhou Qianshan Liquor Co., Ltd.", stockCode: "600719" },
  { key: "bank", shortName: "江海银行", fullName: "江海银行股份有限公司", enShortName: "Jianghai Bank", enFullName: "Jianghai Bank Co., Ltd.", stockCode: "601128" },
  { key: "chip", shortName: "芯源微电", fullName: "上海芯源微电子股份有限公司", enShortName: "Xinyuan Micro", enFullName: "Shanghai Xinyuan Microelectronics Co., Ltd.", stockCode: "688322" },
  { key: "solar", shortName: "光合新能", fullName: "江苏光合新能源科技股份有限公司", enShortName: "Guanghe New Energy", enFullName: "Jiangsu Guanghe New Energy Technology Co., Ltd.", stockCode: "300845" },
  { key: "pharma", shortName: "康宁医药", fullName: "浙江康宁医药股份有限公司", enShortName: "Kangning Pharma", enFullName: "Zhejiang Kangning Pharmaceutical Co., Ltd.", stockCode: "002917" },
  { key: "robot", shortName: "智行机器人", fullName: "深圳智行机器人股份有限公司", enShortName: "Zhixing Robotics", enFullName: "Shenzhen Zhixing Robotics Co., Ltd.", stockCode: "301236" },
] as const;

type TCompanyKey = (typeof PUBLIC_DEMO_COMPANIES)[number]["key"];

interface TPublicSeed {
  company: TCompanyKey;
  title: string;
  enTitle: string;
  activityType: number;
  modeId: number;
  /** days from today (negative: past) */
  day: number;
  startTime: string;
  endTime: string;
  status: 1 | 2 | 3;
  replay?: string;
}

export const PUBLIC_DEMO_ACTIVITIES: readonly TPublicSeed[] = [
  { company: "liquor", title: "黔山酒业2026年第三季度业绩说明会", enTitle: "Qianshan Liquor Q3 2026 Results Briefing", activityType: 1, modeId: 1, day: 0, startTime: "19:00", endTime: "20:30", status: 1 },
  { company: "chip", title: "芯源微电半导体设备新品交流会", enTitle: "Xinyuan Micro Semiconductor Equipment Launch", activityType: 4, modeId: 2, day: 1, startTime: "14:00", endTime: "15:30", status: 1 },
  { company: "bank", title: "江海银行2026年度投资者交流会", enTitle: "Jianghai Bank 2026 Investor Meeting", activityType: 1, modeId: 1, day: 1, startTime: "10:00", endTime: "11:30", status: 1 },
  { company: "solar", title: "光合新能定向增发网上路演", enTitle: "Guanghe New Energy Private Placement Roadshow", activityType: 2, modeId: 1, day: 2, startTime: "15:00", endTime: "17:00", status: 1 },
  { company: "pharma", title: "康宁医药重大资产重组说明会", enTitle: "Kangning Pharma Major Restructuring Briefing", activityType: 3, modeId: 4, day: 3, startTime: "09:30", endTime: "11:00", status: 1 },
  { company: "robot", title: "智行机器人人工智能战略发布会", enTitle: "Zhixing Robotics AI Strategy Launch", activityType: 4, modeId: 1, day: 5, startTime: "14:00", endTime: "15:30", status: 1 },
  { company: "liquor", title: "黔山酒业年度分红说明会", enTitle: "Qianshan Liquor Annual Dividend Briefing", activityType: 1, modeId: 4, day: 7, startTime: "15:00", endTime: "16:30", status: 1 },
  { company: "chip", title: "芯源微电投资者调研交流会", enTitle: "Xinyuan Micro Investor Research Meeting", activityType: 4, modeId: 3, day: 9, startTime: "10:00", endTime: "12:00", status: 1 },
  { company: "bank", title: "江海银行ESG专题交流会", enTitle: "Jianghai Bank ESG Session", activityType: 4, modeId: 4, day: 12, startTime: "14:30", endTime: "16:00", status: 1 },
  { company: "solar", title: "光合新能储能业务交流会", enTitle: "Guanghe New Energy Storage Business Meeting", activityType: 4, modeId: 1, day: 20, startTime: "10:00", endTime: "11:00", status: 1 },
  { company: "pharma", title: "康宁医药创新药研发进展说明会", enTitle: "Kangning Pharma Innovative Drug Pipeline Update", activityType: 4, modeId: 1, day: -2, startTime: "14:00", endTime: "15:30", status: 3, replay: "创新药研发进展说明会回放" },
  { company: "robot", title: "智行机器人2026年半年度业绩说明会", enTitle: "Zhixing Robotics H1 2026 Results Briefing", activityType: 1, modeId: 1, day: -6, startTime: "15:00", endTime: "16:30", status: 3, replay: "半年度业绩说明会回放" },
  { company: "liquor", title: "黔山酒业新品发布交流会", enTitle: "Qianshan Liquor New Product Launch", activityType: 4, modeId: 5, day: -10, startTime: "10:00", endTime: "11:00", status: 3, replay: "新品发布交流会回放" },
  { company: "bank", title: "江海银行2026年半年度业绩说明会", enTitle: "Jianghai Bank H1 2026 Results Briefing", activityType: 1, modeId: 1, day: -14, startTime: "16:00", endTime: "17:30", status: 3, replay: "半年度业绩说明会回放" },
  { company: "chip", title: "芯源微电再融资网上路演", enTitle: "Xinyuan Micro Refinancing Roadshow", activityType: 2, modeId: 4, day: -20, startTime: "14:00", endTime: "16:00", status: 3 },
  { company: "solar", title: "光合新能2026年第一季度业绩说明会", enTitle: "Guanghe New Energy Q1 2026 Results Briefing", activityType: 1, modeId: 4, day: -40, startTime: "15:00", endTime: "16:00", status: 3 },
  { company: "pharma", title: "康宁医药投资者网上交流会", enTitle: "Kangning Pharma Online Investor Meeting", activityType: 4, modeId: 4, day: -55, startTime: "09:30", endTime: "11:00", status: 3 },
  { company: "robot", title: "智行机器人股东大会前投资者沟通会", enTitle: "Zhixing Robotics Pre-AGM Investor Meeting", activityType: 4, modeId: 4, day: -70, startTime: "14:00", endTime: "15:00", status: 3 },
];

export async function seedPublicList(tx: TDb, at: Date): Promise<void> {
  const companyIds = new Map<TCompanyKey, number>();
  for (const c of PUBLIC_DEMO_COMPANIES) {
    const { key, ...row } = c;
    const [inserted] = await tx.insert(companies).values({ ...row, companyType: 1 }).returning({ id: companies.id });
    companyIds.set(key, inserted!.id);
  }
  for (const s of PUBLIC_DEMO_ACTIVITIES) {
    const date = chinaDate(addDays(at, s.day));
    const [activity] = await tx
      .insert(activities)
      .values({
        activityType: s.activityType, title: s.title, enTitle: s.enTitle, modeId: s.modeId, startDate: date, endDate: date,
        startTime: s.startTime || null, endTime: s.endTime || null, status: s.status, pubStatus: 2, pubTime: addDays(at, Math.min(-1, s.day - 3)),
        crtTime: addDays(at, Math.min(-5, s.day - 10)), updTime: at,
      })
      .returning({ id: activities.id });
    const companyId = companyIds.get(s.company)!;
    await tx.insert(activityCompanies).values({ activityId: activity!.id, companyId, isAcceptAgreement: true, isInfoSubed: true });
    if (s.replay) {
      await tx.insert(activityRecordVideos).values({
        // the demo's replay file, placed by the back office: the page plays what the replays strip promises
        activityId: activity!.id, companyId, uploadVideoType: 0, videoName: s.replay, videoDuration: 3600 + 300 * Math.abs(s.day),
        videoPath: DEMO_REPLAY_PATH, source: 2, status: 3, auditTime: addDays(at, s.day + 1),
      });
    }
  }
}
