import { activityDistributions, messages } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import type { TDemoCompanyKey } from "./seed-companies.ts";
import { addDays, addHours } from "./seed-time.ts";

/** What the activity seed made, for the distribution rows and messages that refer to it (visits: seed-stats.ts). */
export interface TSeededActivity {
  key: string;
  id: number;
  companyId: number;
  title: string;
  startDate: string;
  status: number;
  pubStatus: number;
  testCode: string | null;
}

/**
 * Distribution rows: the main listed company (the demo company with distribution enabled) relays other
 * companies' activities: two next week (the badge), one later, two ended (one PV submitted, one not).
 */
async function seedDistributions(tx: TDb, at: Date, seeded: TSeededActivity[], partnerId: number): Promise<void> {
  const rows: { key: string; pvNum: number | null }[] = [
    { key: "partnerNextWeek", pvNum: null },
    { key: "partnerClosedNextWeek", pvNum: null },
    { key: "partnerLater", pvNum: null },
    { key: "partnerEnded", pvNum: 386 },
    { key: "fundEnded", pvNum: null },
  ];
  const values = rows.flatMap(({ key, pvNum }) => {
    const a = seeded.find((s) => s.key === key);
    if (!a) return [];
    const base = `https://live.pengcheng-tech.example.com/roadshow/${a.id}`;
    return [
      {
        activityId: a.id,
        companyId: partnerId,
        pvNum,
        submitStatus: pvNum === null ? 0 : 1,
        liveDistributeUrl: `${base}/live`,
        liveDistributeBackUrl: `${base}/live-backup`,
        interactUrl: `${base}/interact`,
        crtTime: addDays(at, -6),
        updTime: pvNum === null ? null : addDays(at, -1),
      },
    ];
  });
  if (values.length > 0) await tx.insert(activityDistributions).values(values);
}

/** Message reminders about the seeded activities (some unread), on top of the first seed's. */
async function seedActivityMessages(tx: TDb, at: Date, seeded: TSeededActivity[], mainId: number): Promise<void> {
  const find = (key: string) => seeded.find((s) => s.key === key);
  const list: { key: string; title: string; html: (a: TSeededActivity) => string; hoursAgo: number; read: boolean }[] = [
    {
      key: "testPublished",
      title: "活动页面已测试发布",
      html: (a) => `<p>《${a.title}》的活动页面已测试发布，测试码：<strong>${a.testCode ?? ""}</strong>，请预览并核对页面内容。</p>`,
      hoursAgo: 5,
      read: false,
    },
    { key: "published", title: "活动页面已正式发布", html: (a) => `<p>《${a.title}》的活动页面已正式发布，投资者现在可以查看并预约提醒。</p>`, hoursAgo: 26, read: true },
    { key: "operatorCancelled", title: "活动已取消", html: (a) => `<p>《${a.title}》已由平台取消，如有疑问请联系客服。</p>`, hoursAgo: 30, read: false },
  ];
  const rows = list.flatMap((m) => {
    const a = find(m.key);
    return a ? [{ companyId: mainId, isCompanyMessage: true, mqType: 1, msgTitle: m.title, content: m.html(a), status: m.read ? 1 : 0, crtTime: addHours(at, -m.hoursAgo) }] : [];
  });
  if (rows.length > 0) await tx.insert(messages).values(rows);
}

export async function seedActivityExtras(
  tx: TDb,
  at: Date,
  seeded: TSeededActivity[],
  companies: Map<TDemoCompanyKey, { id: number }>,
): Promise<void> {
  const main = companies.get("listedMain");
  if (main) {
    await seedDistributions(tx, at, seeded, main.id);
    await seedActivityMessages(tx, at, seeded, main.id);
  }
}
