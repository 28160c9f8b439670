import { and, eq, isNull } from "drizzle-orm";
import { dictionaryItems, systemSettings } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { DEMO_NOTICE_TEXT, DEMO_NOTICE_TEXT_EN } from "./seed-settings.ts";

/**
 * The English of the demo dictionaries (dictionary_items.name_en / attach_field1_en): what English pages show
 * for the hot-search words, the upgrade notice, the quick questions, the booking types and the documents. A
 * step of its own, so a database seeded before the English columns existed gains it too; an item an operator
 * already gave English keeps it.
 */
export const DICTIONARY_NAMES_EN: Readonly<Record<string, string>> = {
  // hot-search words (HotSearch)
  业绩说明会: "Results briefings",
  年度分红: "Annual dividends",
  新能源: "New energy",
  半导体: "Semiconductors",
  基金路演: "Fund roadshows",
  再融资: "Refinancing",
  ESG: "ESG",
  人工智能: "Artificial intelligence",
  热门搜索: "Hot searches",
  // quick questions (QAInfo)
  快捷提问: "Quick questions",
  分红计划: "Dividend plan",
  经营业绩: "Results",
  发展战略: "Strategy",
  研发投入: "R&D",
  股份回购: "Share buybacks",
  行业竞争: "Competition",
  // the upgrade window and its notice
  系统升级时间: "System upgrade window",
  升级窗口: "Upgrade window",
  系统升级通知: "System upgrade notice",
  通知内容: "Notice text",
  // booking types
  上市公司预约类型: "Listed company booking types",
  重大事项说明会: "Major event briefing",
  再融资路演: "Refinancing roadshow",
  其他路演: "Other roadshow",
  基金公司预约类型: "Fund company booking types",
  新发基金路演: "New fund roadshow",
  基金经理交流会: "Fund manager meeting",
  投资策略会: "Investment strategy meeting",
  持续营销路演: "Ongoing marketing roadshow",
  基金分红说明会: "Fund dividend briefing",
  // documents and rules
  规则文档: "Rule documents",
  服务声明: "Service statement",
  服务协议: "Service agreement",
  操作指引: "Operation guides",
  单场路演操作指引: "Single roadshow guide",
  集体路演操作指引: "Collective roadshow guide",
  基金路演操作指引: "Fund roadshow guide",
  业务规则文档: "Business rules",
  业绩说明会业务规则: "Results briefing rules",
  再融资路演业务规则: "Refinancing roadshow rules",
  重大事项说明会业务规则: "Major event briefing rules",
  其他路演业务规则: "Other roadshow rules",
  基金路演业务规则: "Fund roadshow rules",
  集体路演业务规则: "Collective roadshow rules",
  模板与下载文件: "Templates and downloads",
  路演活动公告模板: "Roadshow announcement template",
  基金路演活动公告模板: "Fund roadshow announcement template",
  参会人员名单模板: "Participant list template",
  预征集问答导入模板: "Pre-collected Q&A import template",
  嘉宾导入模板: "Guest import template",
  视频转播技术标准: "Relay technical standard",
  转播平台合作申请表: "Relay platform application form",
  // video categories (their English already sits in attachField1, the videos pages' convention)
  上市公司视频分类: "Company video categories",
  基金视野分类: "Fund Vision categories",
  业绩解读: "Results Explained",
  行业分析: "Industry Analysis",
  投教课堂: "Investor Education",
  公司风采: "Company Profiles",
  市场观点: "Market Views",
  基金经理说: "Fund Manager Talks",
};

/** The quick questions' text in English, by their Chinese text (QAInfo children's attachField1). */
export const QUICK_QUESTIONS_EN: Readonly<Record<string, string>> = {
  "公司今年的分红计划是什么？": "What is the company's dividend plan for this year?",
  "公司本报告期营业收入和净利润变动的主要原因是什么？": "What mainly drove the changes in revenue and net profit in this reporting period?",
  "公司未来三年的发展战略和重点投入方向是什么？": "What is the company's strategy for the next three years, and where will it invest most?",
  "公司在研发方面的投入情况如何，有哪些新产品即将推出？": "How much does the company invest in R&D, and which new products are coming?",
  "公司是否有股份回购或大股东增持的计划？": "Does the company or its major shareholders plan to buy back or add shares?",
  "面对行业竞争加剧，公司的核心竞争优势体现在哪些方面？": "As competition grows, where do the company's core advantages lie?",
};

/** The upgrade notice in English for the window stored as "YYYY-MM-DD_startHH:MM_endHH:MM". */
export function upgradeNoticeEn(window: string | null): string | null {
  const m = window?.match(/^(\d{4}-\d{2}-\d{2})_start(\d{1,2}:\d{2})_end(\d{1,2}:\d{2})$/);
  if (!m) return null;
  return `Dear users: the platform will be upgraded on ${m[1]} from ${m[2]} to ${m[3]} (Beijing time). Booking, document submission and live streaming are paused during the upgrade. We apologise for any inconvenience.`;
}

export async function seedDictionaryEnglish(tx: TDb): Promise<void> {
  const rows = await tx.select().from(dictionaryItems).where(isNull(dictionaryItems.nameEn));
  for (const row of rows) {
    const nameEn = DICTIONARY_NAMES_EN[row.name];
    if (nameEn) await tx.update(dictionaryItems).set({ nameEn }).where(and(eq(dictionaryItems.id, row.id), isNull(dictionaryItems.nameEn)));
  }

  const [time] = await tx.select().from(dictionaryItems).where(eq(dictionaryItems.parentCode, "SystemConfigUpdateTime")).limit(1);
  const untranslated = await tx.select().from(dictionaryItems).where(isNull(dictionaryItems.attachField1En));
  for (const row of untranslated) {
    const value =
      row.parentCode === "QAInfo" ? (QUICK_QUESTIONS_EN[row.attachField1 ?? ""] ?? null)
      : row.parentCode === "SystemConfigUpdateNotify" ? upgradeNoticeEn(time?.attachField1 ?? null)
      : null;
    if (value) await tx.update(dictionaryItems).set({ attachField1En: value }).where(eq(dictionaryItems.id, row.id));
  }

  // the seeded notice banner of a database seeded before the banner had English
  const [banner] = await tx.select().from(systemSettings).where(eq(systemSettings.key, "noticeBanner"));
  const value = banner?.value as Record<string, unknown> | undefined;
  if (value && value.text === DEMO_NOTICE_TEXT && !value.textEn) {
    await tx.update(systemSettings).set({ value: { ...value, textEn: DEMO_NOTICE_TEXT_EN } }).where(eq(systemSettings.key, "noticeBanner"));
  }
}
