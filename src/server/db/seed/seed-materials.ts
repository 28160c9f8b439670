import { eq, like } from "drizzle-orm";
import { activities, activityCompanies, activityContacts, activityMaterials, companies, companyGuests } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { loadGuestMobileCipher } from "../../modules/materials/index.ts";
import { DEMO_ACTIVITY } from "./seed-activity.ts";
import { DEMO_COMPANY_NAMES } from "./seed-companies.ts";
import { addDays, chinaDate } from "./seed-time.ts";

/**
 * The materials form's demo (document 3): guest libraries for the main listed company and the fund company
 * (mobiles sealed as the live calls seal them), and one upcoming single activity of the listed company whose
 * materials are a half-filled draft, still open for two weeks, so a demo user can fill, save and submit them;
 * and the same for the fund company, whose form adds the fund products.
 */
export const DEMO_MATERIALS_TITLE = "2026年度经营展望说明会（资料准备中）";
export const DEMO_FUND_MATERIALS_TITLE = "华夏成长系列基金路演（资料准备中）";

const LIBRARY = {
  listedMain: [
    { guestName: "陈志远", guestEnName: "Chen Zhiyuan", title: "董事长", titleEn: "Chairman", gender: 1, mobile: "13700001001", guestCompanyName: "深圳示例科技股份有限公司", enGuestCompanyName: "Shenzhen Example Technology Co., Ltd.", intro: "公司创始人，从业二十五年，主导公司三次产业升级。", introEn: "Founder of the company with 25 years in the industry; led three upgrades of its business." },
    { guestName: "刘思琪", guestEnName: "Liu Siqi", title: "财务总监", titleEn: "CFO", gender: 0, mobile: "13700001002", guestCompanyName: "深圳示例科技股份有限公司", enGuestCompanyName: "Shenzhen Example Technology Co., Ltd.", intro: "注册会计师，负责公司财务管理与资本运作。", introEn: "Certified accountant in charge of finance and capital operations." },
    { guestName: "赵明", guestEnName: "Zhao Ming", title: "董事会秘书", titleEn: "Board Secretary", gender: 1, mobile: "13700001003", guestCompanyName: "深圳示例科技股份有限公司", enGuestCompanyName: "Shenzhen Example Technology Co., Ltd.", intro: "负责投资者关系与信息披露工作。", introEn: "Responsible for investor relations and disclosure." },
    { guestName: "孙立", guestEnName: "Sun Li", title: "独立董事", titleEn: "Independent Director", gender: 1, mobile: null, guestCompanyName: "某大学管理学院", enGuestCompanyName: "School of Management", intro: "管理学教授，研究公司治理。", introEn: "Professor of management researching corporate governance." },
  ],
  fund: [
    { guestName: "周明轩", guestEnName: "Zhou Mingxuan", title: "基金经理", titleEn: "Fund Manager", gender: 1, mobile: "13700002001", guestCompanyName: "华夏示例基金管理有限公司", enGuestCompanyName: "China AMC Example", intro: "十二年证券从业经历，成长股投资者。", introEn: "Twelve years in securities; a growth-stock investor." },
    { guestName: "林晓", guestEnName: "Lin Xiao", title: "研究总监", titleEn: "Head of Research", gender: 0, mobile: "13700002002", guestCompanyName: "华夏示例基金管理有限公司", enGuestCompanyName: "China AMC Example", intro: "负责宏观与行业研究。", introEn: "Leads macro and sector research." },
  ],
} as const;

export async function seedMaterialsDemo(tx: TDb, at: Date): Promise<void> {
  const cipher = await loadGuestMobileCipher(tx);
  const byName = new Map((await tx.select({ id: companies.id, fullName: companies.fullName }).from(companies)).map((c) => [c.fullName, c.id]));
  for (const [key, guests] of Object.entries(LIBRARY) as [keyof typeof LIBRARY, (typeof LIBRARY)[keyof typeof LIBRARY]][]) {
    const companyId = byName.get(DEMO_COMPANY_NAMES[key]);
    if (!companyId) continue;
    await tx.insert(companyGuests).values(
      guests.map(({ mobile, ...g }) => ({ companyId, ...g, ...(mobile ? cipher.seal(mobile) : {}), createdAt: at, updatedAt: at })),
    );
  }

  // the new activities copy the booking of the listed company's published briefing, two weeks later
  const [model] = await tx.select().from(activities).where(like(activities.title, `%${DEMO_ACTIVITY.published}`));
  if (!model) return;
  const listed = byName.get(DEMO_COMPANY_NAMES.listedMain);
  const fund = byName.get(DEMO_COMPANY_NAMES.fund);
  if (listed) {
    await seedOpenMaterials(tx, at, model, {
      companyId: listed, title: DEMO_MATERIALS_TITLE, enTitle: "2026 Business Outlook Briefing", activityType: 1, inDays: 16,
      intro: "<p>公司专注于工业软件与智能制造解决方案，服务超过两千家制造企业。</p>",
    });
  }
  // a fund company's roadshow: its form has the product overview (fund products) as well
  if (fund) {
    await seedOpenMaterials(tx, at, model, {
      companyId: fund, title: DEMO_FUND_MATERIALS_TITLE, enTitle: "ChinaAMC Growth Funds Roadshow", activityType: 5, inDays: 17,
      intro: "<p>华夏基金成立于1998年，是国内首批全国性基金管理公司之一。</p>",
    });
  }
}

interface TOpenMaterials {
  companyId: number;
  title: string;
  enTitle: string;
  activityType: number;
  inDays: number;
  intro: string;
}

/** "15:00" → "15:10". */
function tenMinutesLater(hhmm: string): string {
  const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + 10;
  return `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** One upcoming single activity of a company whose materials are a half-filled draft, open for two weeks. */
async function seedOpenMaterials(tx: TDb, at: Date, model: typeof activities.$inferSelect, o: TOpenMaterials): Promise<void> {
  const [modelPart] = await tx.select().from(activityCompanies).where(eq(activityCompanies.activityId, model.id));
  const day = chinaDate(addDays(at, o.inDays));
  const { id: _id, ...rest } = model;
  const [activity] = await tx
    .insert(activities)
    .values({
      ...rest, title: o.title, enTitle: o.enTitle, activityType: o.activityType, startDate: day, endDate: day,
      status: 1, pubStatus: 0, pubTime: null, testCode: null, homePage: null, liveUrl: null, isCancel: false,
      infoSubmitCloseTime: addDays(at, 14), videoUploadCloseTime: null, crtTime: addDays(at, -2), updTime: at,
    })
    .returning({ id: activities.id });
  const [part] = await tx
    .insert(activityCompanies)
    .values({
      activityId: activity!.id, companyId: o.companyId, modeId: modelPart?.modeId ?? null, videoType: modelPart?.videoType ?? rest.videoType, recType: modelPart?.recType ?? null,
      regionId: modelPart?.regionId ?? null, isAcceptAgreement: true, crtTime: addDays(at, -2),
    })
    .returning({ id: activityCompanies.id });
  // the model booking's contacts, but not its company's mailbox on another company's booking
  const contacts = modelPart ? await tx.select().from(activityContacts).where(eq(activityContacts.activityCompanyId, modelPart.id)) : [];
  const ownCompany = modelPart?.companyId === o.companyId;
  if (contacts.length > 0) await tx.insert(activityContacts).values(contacts.map(({ id: _c, ...c }) => ({ ...c, contactMail: ownCompany ? c.contactMail : "", activityCompanyId: part!.id })));
  await tx.insert(activityMaterials).values({
    activityId: activity!.id, companyId: o.companyId, bgType: 1, bgNum: 1,
    // the draft's one schedule row starts when the activity does (the model's hours)
    arrangeContentJson: rest.startTime ? [{ time: `${rest.startTime}-${tenMinutesLater(rest.startTime)}`, title: "主持人开场", en_title: "Opening by the host" }] : [],
    companyIntroJson: { gsfc_intro: o.intro, gsfc_intro_en: "", gsfc_intro_en_show: false, gsfc_pics: [], intro_video: null, cloud_video: null },
    version: 1, updTime: at,
  });
}
