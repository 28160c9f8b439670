import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { companyBindApplies, rollingApplies, rollingServices, users } from "#server/db/schema/index.ts";
import { now } from "#server/clock.ts";
import { AUTH, OPS } from "#shared/api/contract.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";
import { PDF, uploadFile } from "../upload-helpers.ts";
import { XSS_CORPUS, looksLive } from "./xss-corpus.ts";

// The free texts of binding and lottery applications (applicant, reasons, issuer, contacts, services) keep no live markup.
let t: TTestApp;
let ops: string;
let company: string;
let pdf: string;
const as = (token: string) => ({ authorization: token });
const day = (n: number) => new Date(now().getTime() + n * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  [ops, company] = await Promise.all([t.loginPass("ops-admin"), t.loginPass("listed-admin")]);
  pdf = (await uploadFile(t, company, "a.pdf", PDF, { isPDF: "true" })).datas[0]!.filePath;
});
afterAll(async () => t.close());

/** An unbound enterprise account of its own for each payload (one waiting application per account). */
async function applicant(i: number): Promise<string> {
  const [model] = await t.database.db.select().from(users).where(eq(users.account, "unbound"));
  await t.database.db.insert(users).values({ account: `xss-bind-${i}`, passwordHash: model!.passwordHash, nickName: "x", userType: "enterprise", createdAt: now(), updatedAt: now() });
  return t.loginPass(`xss-bind-${i}`);
}

describe("the XSS corpus in application texts", () => {
  it.each(XSS_CORPUS.map((p, i) => [i, p] as const))("#%i is stored without live markup", async (i, payload) => {
    const token = await applicant(i);
    const companyId = await t.companyOf("listed-admin");
    const applied = await t.post<{ id: number }>(`${AUTH}/company_apply/apply_bind`, { companyType: 1, companyId, applicantName: `张${payload}`.slice(0, 50), letterPath: pdf, letterName: `信${payload}`.slice(0, 200) }, as(token));
    if (applied.code === 200) {
      const rejected = await t.post(`${OPS}/company_apply/reject`, { id: applied.datas[0]!.id, reason: `理由${payload}`.slice(0, 200) }, as(ops));
      expect([200, 400]).toContain(rejected.code);
      const [row] = await t.database.db.select().from(companyBindApplies).where(eq(companyBindApplies.id, applied.datas[0]!.id));
      for (const text of [row!.applicantName, row!.letterName, row!.rejectReason ?? ""]) expect(looksLive(text), text).toBe(false);
    } else expect(applied.code).toBe(400);

    const service = await t.post<{ id: number }>(`${OPS}/rolling/service_save`, { title: `服务${payload}`.slice(0, 100), titleEn: `S ${payload}`.slice(0, 200), description: `说明${payload}`, descriptionEn: `About ${payload}`, applyEndDate: day(30) }, as(ops));
    if (service.code === 200) {
      const [s] = await t.database.db.select().from(rollingServices).orderBy(desc(rollingServices.id)).limit(1);
      for (const text of [s!.title, s!.titleEn ?? "", s!.description, s!.descriptionEn ?? ""]) expect(looksLive(text), text).toBe(false);
      const rolled = await t.post<{ id: number }>(
        `${AUTH}/rolling/apply`,
        { serviceId: service.datas[0]!.id, companyFullName: `公司${payload}`.slice(0, 100), stockCode: "300917", issueType: 1, preferredDate: day(5), contactName: [`王${payload}`.slice(0, 100)], contactMobile: ["13800138000"], contactWechat: [`w${payload}`.slice(0, 100)], contactMail: [""], announcementPath: pdf, announcementName: `公告${payload}`.slice(0, 200) },
        as(company),
      );
      if (rolled.code === 200) {
        await t.post(`${OPS}/rolling/reject`, { id: rolled.datas[0]!.id, reason: `驳回${payload}`.slice(0, 200) }, as(ops));
        const [a] = await t.database.db.select().from(rollingApplies).where(eq(rollingApplies.id, rolled.datas[0]!.id));
        const texts = [a!.companyFullName, a!.announcementName, a!.rejectReason ?? "", ...a!.contacts.flatMap((c) => [c.contactName, c.contactWechat])];
        for (const text of texts) expect(looksLive(text), text).toBe(false);
      } else expect(rolled.code).toBe(400);
    } else expect(service.code).toBe(400);
  });
});
