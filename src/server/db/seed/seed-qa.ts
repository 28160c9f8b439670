import { and, eq, like } from "drizzle-orm";
import { DEFAULT_REVOKE_REASON } from "#shared/qa/qa-rules.ts";
import { activities, activityCompanies, activityGuests, companies, qaAnswers, qaMeToo, qaQuestions, users } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { guestSnapshot } from "../../modules/qa/index.ts";
import { DEMO_PERSONAL_MOBILES } from "./seed-accounts.ts";
import { DEMO_ACTIVITY } from "./seed-activity.ts";
import { DEMO_COMPANY_NAMES } from "./seed-companies.ts";
import { addHours } from "./seed-time.ts";

/**
 * The live Q&A demo (issue: the live Q&A loop) on the main listed company's activities (鹏城智能,
 * listed-admin): the activity in progress is opened for answers around the seed instant, so asking,
 * moderating, answering and revoking can be shown at once; it holds questions, answers and guest speeches in
 * every review state (pending, approved, refused; answers pending, approved, refused, revoked). The ended
 * activity auto-approved its questions (status 3) and keeps an answered history. Laid out relative to the
 * seed instant; everything is older than the asking rate window, so the demo investor can ask at once.
 */

type TAnswerSeed = { content: string; guest: number; status: 0 | 1 | 2; minutes: number; auditReason?: string; revoked?: string };
interface TQuestionSeed {
  content: string;
  nick: string;
  /** the demo investor (13800000001) asked it: the page marks it isMine */
  mine?: boolean;
  status: 0 | 1 | 2 | 3;
  /** minutes before the seed instant */
  minutes: number;
  meToo?: number;
  auditReason?: string;
  answers?: TAnswerSeed[];
}
interface TSpeechSeed {
  content: string;
  guest: number;
  status: 0 | 1 | 2;
  minutes: number;
  revoked?: string;
}

const GUESTS = [
  { guestName: "陈志远", guestEnName: "Chen Zhiyuan", title: "董事长", titleEn: "Chairman", gender: 1 },
  { guestName: "林慧敏", guestEnName: "Lin Huimin", title: "董事会秘书", titleEn: "Board Secretary", gender: 0 },
  { guestName: "黄国栋", guestEnName: "Huang Guodong", title: "财务总监", titleEn: "Chief Financial Officer", gender: 1 },
  { guestName: "苏晓峰", guestEnName: "Su Xiaofeng", title: "独立董事", titleEn: "Independent Director", gender: 1 },
];

const LIVE_QUESTIONS: TQuestionSeed[] = [
  {
    content: "公司第三季度营收同比增长的主要驱动因素是什么？智能制造解决方案业务的占比有多少？",
    nick: "深蓝投资", status: 1, minutes: 28, meToo: 156,
    answers: [{ content: "感谢您的关注。第三季度营收增长主要来自智能制造解决方案和工业视觉检测两条产品线，其中智能制造解决方案收入占比约为46%，较去年同期提升约8个百分点。", guest: 0, status: 1, minutes: 20 }],
  },
  {
    content: "毛利率较上半年有所下降，原因是什么？后续是否有改善措施？",
    nick: "长线持有者", status: 1, minutes: 26, meToo: 42,
    answers: [{ content: "毛利率下降主要受原材料价格波动和新产品导入期成本较高影响。公司正通过供应链国产化和规模效应逐步改善，预计第四季度毛利率将企稳回升。", guest: 2, status: 1, minutes: 18 }],
  },
  {
    content: "请问公司在人工智能大模型方面有哪些布局？是否已有落地的商业项目？",
    nick: "科技观察员", mine: true, status: 1, minutes: 25, meToo: 87,
    answers: [{ content: "公司已将自研的视觉大模型应用于工业质检场景，目前已在三家头部客户的产线上线，相关收入将在明年逐步体现。", guest: 0, status: 1, minutes: 12 }],
  },
  {
    content: "公司应收账款余额较高，回款周期是否有延长的风险？",
    nick: "稳健理财", status: 1, minutes: 24, meToo: 9,
    answers: [{ content: "应收账款主要集中在信用良好的大型制造企业，账龄在一年以内的占比超过85%。", guest: 2, status: 0, minutes: 6 }],
  },
  {
    content: "海外市场的拓展进展如何？东南亚工厂预计什么时候投产？",
    nick: "价值发现", status: 1, minutes: 22, meToo: 23,
    answers: [
      { content: "海外业务进展顺利，具体情况请关注公司公告。", guest: 1, status: 2, minutes: 15, auditReason: "回复内容过于简略，请补充具体信息" },
    ],
  },
  {
    content: "公司今年是否有股份回购或员工持股计划的安排？",
    nick: "小散一枚", status: 1, minutes: 21, meToo: 31,
    answers: [{ content: "公司将在年内推出回购方案，回购金额不低于一亿元。", guest: 1, status: 1, minutes: 14, revoked: "回复中的回购金额尚未经董事会审议，撤回后将重新回复" }],
  },
  { content: "研发投入占营收的比例是多少？明年是否会继续加大研发力度？", nick: "理性投资人", status: 1, minutes: 16, meToo: 5 },
  { content: "公司与主要竞争对手相比，核心技术优势体现在哪些方面？", nick: "行业研究员", status: 3, minutes: 14, meToo: 2 },
  {
    content: "新厂房的产能爬坡情况如何？",
    nick: "成长股猎手", status: 1, minutes: 13,
    answers: [{ content: "新厂房目前产能利用率约为60%。", guest: 2, status: 0, minutes: 4, revoked: DEFAULT_REVOKE_REASON }],
  },
  { content: "第四季度的订单情况怎么样？在手订单能否覆盖明年上半年的产能？", nick: "价值投资者", mine: true, status: 0, minutes: 9 },
  { content: "公司对明年的分红政策有什么考虑？", nick: "红利爱好者", status: 0, minutes: 7 },
  { content: "请问董事长如何看待当前行业的价格竞争？公司会跟进降价吗？", nick: "深蓝投资", status: 0, minutes: 5 },
  { content: "你们公司股价跌成这样，管理层是不是应该全部辞职？？？", nick: "匿名用户", status: 2, minutes: 19, auditReason: "内容含有不当言论" },
  { content: "加微信群获取内幕消息，稳赚不赔！", nick: "推广号", status: 2, minutes: 17, auditReason: "内容与本次活动无关" },
];

const LIVE_SPEECHES: TSpeechSeed[] = [
  { content: "各位投资者下午好，欢迎参加鹏城智能第三季度业绩说明会。今天公司管理层将与大家就经营情况进行充分交流。", guest: 0, status: 1, minutes: 29 },
  { content: "第三季度公司实现营业收入8.62亿元，同比增长23.4%；归属于上市公司股东的净利润1.05亿元，同比增长18.7%。", guest: 2, status: 1, minutes: 27 },
  { content: "关于可转债募投项目的进度，稍后将由董事会秘书统一说明。", guest: 1, status: 1, minutes: 23, revoked: "发言内容需与公告保持一致，撤回后重新发布" },
  { content: "感谢各位投资者的提问，我们会在活动结束后整理未能回复的问题，通过投资者关系平台统一答复。", guest: 0, status: 0, minutes: 3 },
];

const ENDED_QUESTIONS: TQuestionSeed[] = [
  {
    content: "第二季度经营性现金流由负转正，是否可以持续？", nick: "财报细读者", status: 3, minutes: 8 * 24 * 60 + 30, meToo: 64,
    answers: [{ content: "经营性现金流改善来自回款管理的加强和预收款增加，公司将继续保持稳健的现金流管理。", guest: 2, status: 1, minutes: 8 * 24 * 60 + 20 }],
  },
  {
    content: "公司存货周转天数增加较多，是否存在滞销风险？", nick: "稳健理财", status: 3, minutes: 8 * 24 * 60 + 25, meToo: 17,
    answers: [{ content: "存货增加主要是为第三季度旺季的备货，不存在滞销风险。", guest: 2, status: 1, minutes: 8 * 24 * 60 + 15 }],
  },
  { content: "请问公司下半年的资本开支计划是多少？", nick: "价值投资者", mine: true, status: 3, minutes: 8 * 24 * 60 + 22, meToo: 4 },
];

interface TTarget {
  activityId: number;
  companyId: number;
  companyName: string;
  enCompanyName: string | null;
  title: string;
}

async function findTarget(tx: TDb, company: { id: number; shortName: string; enShortName: string | null }, titleSuffix: string): Promise<TTarget | null> {
  const [row] = await tx
    .select({ id: activities.id, title: activities.title })
    .from(activities)
    .innerJoin(activityCompanies, eq(activityCompanies.activityId, activities.id))
    .where(and(eq(activityCompanies.companyId, company.id), like(activities.title, `%${titleSuffix}`)));
  return row ? { activityId: row.id, companyId: company.id, companyName: company.shortName, enCompanyName: company.enShortName, title: row.title } : null;
}

async function insertGuests(tx: TDb, t: TTarget, at: Date): Promise<(typeof activityGuests.$inferSelect)[]> {
  return tx
    .insert(activityGuests)
    .values(GUESTS.map((g, i) => ({ ...g, activityId: t.activityId, companyId: t.companyId, guestCompanyName: t.companyName, enGuestCompanyName: t.enCompanyName, sort: i, createdAt: addHours(at, -48), updatedAt: addHours(at, -48) })))
    .returning();
}

async function insertQa(tx: TDb, t: TTarget, at: Date, guests: (typeof activityGuests.$inferSelect)[], investorId: number | null, items: { questions: TQuestionSeed[]; speeches: TSpeechSeed[] }) {
  const ago = (minutes: number) => addHours(at, -minutes / 60);
  for (const s of items.questions) {
    const asked = ago(s.minutes);
    const reviewed = s.status === 0 || s.status === 3 ? null : addHours(asked, 2 / 60);
    const [q] = await tx
      .insert(qaQuestions)
      .values({
        activityId: t.activityId,
        companyId: t.companyId,
        questionType: 1,
        content: s.content,
        askerUserId: s.mine ? investorId : null,
        userNickName: s.mine ? "价值投资者" : s.nick,
        userType: 1,
        askerIdentity: "personal",
        status: s.status,
        auditReason: s.auditReason ?? null,
        auditedAt: reviewed,
        meTooCount: s.meToo ?? 0,
        createdAt: asked,
        updatedAt: reviewed ?? asked,
      })
      .returning({ id: qaQuestions.id });
    for (const a of s.answers ?? []) {
      const g = guests[a.guest]!;
      const answered = ago(a.minutes);
      const done = a.status === 0 ? null : addHours(answered, 1 / 60);
      await tx.insert(qaAnswers).values({
        questionId: q!.id,
        activityId: t.activityId,
        companyId: t.companyId,
        content: a.content,
        ...guestSnapshot(g),
        status: a.status,
        auditReason: a.auditReason ?? null,
        auditedAt: done,
        isCancel: Boolean(a.revoked),
        cancelReason: a.revoked ?? null,
        cancelledAt: a.revoked ? addHours(answered, 3 / 60) : null,
        createdAt: answered,
        updatedAt: a.revoked ? addHours(answered, 3 / 60) : (done ?? answered),
      });
    }
    // The demo investor already said 'me too' on the first question (the page shows it pressed).
    if (investorId !== null && s === items.questions[0]) await tx.insert(qaMeToo).values({ questionId: q!.id, userId: investorId, createdAt: ago(s.minutes - 1) });
  }
  for (const s of items.speeches) {
    const g = guests[s.guest]!;
    const spoken = ago(s.minutes);
    await tx.insert(qaQuestions).values({
      activityId: t.activityId,
      companyId: t.companyId,
      questionType: 3,
      content: s.content,
      ...guestSnapshot(g),
      status: s.status,
      auditedAt: s.status === 0 ? null : addHours(spoken, 1 / 60),
      isCancel: Boolean(s.revoked),
      cancelReason: s.revoked ?? null,
      cancelledAt: s.revoked ? addHours(spoken, 5 / 60) : null,
      createdAt: spoken,
      updatedAt: spoken,
    });
  }
}

/** The seed step (after activity-demo, whose activities it fills). */
export async function seedQaDemo(tx: TDb, at: Date): Promise<void> {
  const [company] = await tx.select().from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES.listedMain));
  if (!company) return;
  const [investor] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_PERSONAL_MOBILES.verified));
  const investorId = investor?.id ?? null;

  const live = await findTarget(tx, company, DEMO_ACTIVITY.inProgress);
  if (live) {
    const [already] = await tx.select({ id: qaQuestions.id }).from(qaQuestions).where(eq(qaQuestions.activityId, live.activityId)).limit(1);
    if (!already) {
      // Live, formally published, text Q&A open, answers accepted from an hour ago until half a day after the seed.
      await tx
        .update(activities)
        .set({ status: 2, pubStatus: 2, isCancel: false, isOpenText: true, isAutoApprove: false, answerStartTime: addHours(at, -1), answerEndTime: addHours(at, 12) })
        .where(eq(activities.id, live.activityId));
      const guests = await insertGuests(tx, live, at);
      await insertQa(tx, live, at, guests, investorId, { questions: LIVE_QUESTIONS, speeches: LIVE_SPEECHES });
    }
  }

  const ended = await findTarget(tx, company, DEMO_ACTIVITY.ended);
  if (ended) {
    const [already] = await tx.select({ id: qaQuestions.id }).from(qaQuestions).where(eq(qaQuestions.activityId, ended.activityId)).limit(1);
    if (!already) {
      // This one approved its questions automatically (status 3).
      await tx.update(activities).set({ isAutoApprove: true }).where(eq(activities.id, ended.activityId));
      const guests = await insertGuests(tx, ended, at);
      await insertQa(tx, ended, at, guests, investorId, { questions: ENDED_QUESTIONS, speeches: [] });
    }
  }
}
