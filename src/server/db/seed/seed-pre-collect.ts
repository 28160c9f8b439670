import { and, asc, eq, like } from "drizzle-orm";
import type { TDb } from "../client.ts";
import { activities, activityCompanies, companies, preCollectQuestions, users } from "../schema/index.ts";
import { DEMO_ACTIVITY } from "./seed-activity.ts";
import { addHours } from "./seed-time.ts";

/**
 * Pre-collected questions of the published upcoming briefing (its pre-collection module is on): investors'
 * questions pending, answered and not suitable, and one the company added with its answer, so the company's
 * sub-tabs and the public page have something to show (issue 18).
 */
const QUESTIONS: { question: string; answer: string | null; status: 0 | 1 | 2; collectType: 1 | 2; hoursAgo: number }[] = [
  { question: "公司今年的现金分红比例是否会高于去年？", answer: "公司将继续保持稳定的分红政策，今年拟每10股派发现金红利3.5元，分红比例约为40%。", status: 1, collectType: 1, hoursAgo: 70 },
  { question: "海外市场收入占比未来三年的目标是多少？", answer: null, status: 0, collectType: 1, hoursAgo: 50 },
  { question: "请问新建产能何时投产？对毛利率有什么影响？", answer: null, status: 0, collectType: 1, hoursAgo: 30 },
  { question: "能否透露下一季度的具体订单数字？", answer: null, status: 2, collectType: 1, hoursAgo: 26 },
  { question: "公司研发投入主要集中在哪些方向？", answer: "研发投入主要集中在新一代智能制造平台与核心零部件国产化，两项合计占研发费用的七成。", status: 1, collectType: 2, hoursAgo: 20 },
  { question: "管理层如何看待行业价格竞争？", answer: null, status: 0, collectType: 1, hoursAgo: 6 },
];

export async function seedPreCollect(tx: TDb, at: Date): Promise<void> {
  const [row] = await tx
    .select({ activityId: activities.id, companyId: activityCompanies.companyId, companyName: companies.fullName })
    .from(activities)
    .innerJoin(activityCompanies, eq(activityCompanies.activityId, activities.id))
    .innerJoin(companies, eq(companies.id, activityCompanies.companyId))
    .where(and(like(activities.title, `%${DEMO_ACTIVITY.published}`), eq(activities.moduleHasPreCollection, true)))
    .orderBy(asc(activities.id))
    .limit(1);
  if (!row) return;
  const investors = await tx.select({ id: users.id, nickName: users.nickName }).from(users).where(eq(users.userType, "personal")).orderBy(asc(users.id)).limit(2);
  await tx.insert(preCollectQuestions).values(
    QUESTIONS.map((q, i) => {
      const investor = investors[i % Math.max(1, investors.length)];
      const asked = addHours(at, -q.hoursAgo);
      return {
        activityId: row.activityId,
        companyId: row.companyId,
        question: q.question,
        answer: q.answer,
        status: q.status,
        collectType: q.collectType,
        userType: q.collectType === 1 ? 1 : 2,
        userId: q.collectType === 1 ? (investor?.id ?? null) : null,
        userNickName: q.collectType === 1 ? (investor?.nickName ?? "投资者") : "董事会办公室",
        userCompanyName: q.collectType === 1 ? null : row.companyName,
        createdAt: asked,
        updTime: q.status === 0 ? null : addHours(asked, 2),
      };
    }),
  );
}
