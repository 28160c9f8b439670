import { messages } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import type { TDemoCompanyKey } from "./seed-companies.ts";
import { addDays, addHours, chinaDate } from "./seed-time.ts";

/** Message reminders (mqType 1, notifications) spread over the past two weeks, some read and some not. */
interface TMessageSeed {
  title: string;
  html: string;
  /** days before the seed */
  daysAgo: number;
  read: boolean;
}

// The fiscal year under review is the one before the seed's, so the texts stay current whatever year it is.
const mainCompanyMessages = (fy: number): TMessageSeed[] => [
  {
    title: "预约成功通知",
    html: `<p>贵公司预约的<strong>${fy}年度业绩说明会</strong>已预约成功，请于活动开始前3个交易日内完成资料提交。</p>`,
    daysAgo: 13,
    read: true,
  },
  {
    title: "活动场地已分配",
    html: `<p>贵公司${fy}年度业绩说明会的活动场地已分配：深圳市福田区深南大道2012号 路演厅A。</p><p>请在活动管理中查看详情。</p>`,
    daysAgo: 11,
    read: true,
  },
  {
    title: "资料提交提醒",
    html: "<p>距离资料提交截止还有<strong>2天</strong>，请尽快上传嘉宾信息、活动海报及演示材料。</p>",
    daysAgo: 8,
    read: true,
  },
  {
    title: "视频审核通过",
    html: `<p>贵公司上传的视频《鹏城智能${fy}年经营回顾》已审核通过，现已在企业视频中展示。</p>`,
    daysAgo: 6,
    read: false,
  },
  {
    title: "问题征集已开启",
    html: "<p>贵公司业绩说明会的问题预征集已开启，投资者提交的问题将在审核后展示，请及时准备回复。</p>",
    daysAgo: 4,
    read: false,
  },
  {
    title: "直播地址已配置",
    html: '<p>活动直播地址已配置完成，请于活动前一天进行直播测试。</p><p>如有疑问请致电客服。</p>',
    daysAgo: 2,
    read: false,
  },
  {
    title: "主页变更审核通过",
    html: "<p>贵公司提交的公司主页变更（公司简介、轮播图）已审核通过并发布。</p>",
    daysAgo: 0.5,
    read: false,
  },
];

const fundCompanyMessages = (fy: number): TMessageSeed[] => [
  {
    title: "基金路演预约成功",
    html: "<p>贵公司预约的<strong>新发基金路演</strong>已预约成功，请在活动管理中补充路演嘉宾及材料。</p>",
    daysAgo: 9,
    read: true,
  },
  {
    title: "视频审核未通过",
    html: `<p>贵公司上传的视频《${fy + 1}年投资策略展望》未通过审核，原因：视频中缺少风险提示，请修改后重新上传。</p>`,
    daysAgo: 3,
    read: false,
  },
];

/** Inserts company messages for the main listed company and the fund company, and one personal message. */
export async function seedMessages(
  tx: TDb,
  at: Date,
  companyIds: Record<TDemoCompanyKey, number>,
  verifiedPersonalUserId: number,
): Promise<void> {
  const toCompanyRow = (companyId: number) => (m: TMessageSeed) => ({
    companyId,
    isCompanyMessage: true,
    mqType: 1,
    msgTitle: m.title,
    content: m.html,
    status: m.read ? 1 : 0,
    crtTime: addDays(at, -m.daysAgo),
  });
  const fy = Number(chinaDate(at).slice(0, 4)) - 1;
  await tx.insert(messages).values([
    ...mainCompanyMessages(fy).map(toCompanyRow(companyIds.listedMain)),
    ...fundCompanyMessages(fy).map(toCompanyRow(companyIds.fund)),
    {
      userId: verifiedPersonalUserId,
      isCompanyMessage: false,
      mqType: 1,
      msgTitle: "活动提醒",
      content: `<p>您关注的<strong>鹏城智能${fy}年度业绩说明会</strong>将于明天开始，欢迎准时观看并参与互动。</p>`,
      status: 0,
      crtTime: addHours(at, -3),
    },
  ]);
}
