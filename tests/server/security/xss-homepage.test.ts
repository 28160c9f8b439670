import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { companyHomepageChanges, companyHomepages } from "#server/db/schema/index.ts";
import type { TIntroModifyRecord } from "#shared/api/homepage.contract.ts";
import { toPublishedIntro } from "#shared/homepage/homepage-rules.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";
import { as } from "../qa-helpers.ts";
import { logos } from "../materials-helpers.ts";
import { XSS_CORPUS, looksLive } from "./xss-corpus.ts";

// The homepage panel's free text: the introductions are rich text cleaned to the allow-list (the materials'
// sanitiser), picture titles, video names and the operator's rejection reason are stored plain; the published
// copy (what the public institution page shows) is checked as well as the change.
const AUTH = "/base-service/api/auth/v1";
const OPS = "/base-service/api/ops/v1";
let t: TTestApp;
let admin: string;
let ops: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, ops] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("ops-operator")]);
  companyId = await t.companyOf("listed-admin");
});
afterAll(async () => t.close());

const runs = (html: string) =>
  /<\s*(script|iframe|svg|math|style|object|embed)/i.test(html) || /<[^>]*\son[a-z]+\s*=/i.test(html) || /<[^>]*=\s*["']?\s*(?:(?:java|vb)script|data)\s*:/i.test(html);

describe("the XSS corpus posted into the company homepage", () => {
  it.each(XSS_CORPUS.map((p, i) => [i, p] as const))("#%i is stored and published without live markup", async (i, payload) => {
    const { logoPath } = await logos(t, admin);
    const text = `${i}${payload}`.slice(0, 100);
    const filed = await t.post<TIntroModifyRecord>(`${AUTH}/company/company_home_page_info_modify`, {
      id: companyId,
      logoPath,
      companyIntroJson: JSON.stringify({
        gsfc_intro: `<p>介绍${payload}</p>`, gsfc_intro_en: `<p>About ${payload}</p>`, gsfc_intro_en_show: true,
        gsfc_pics: [{ image: logoPath, title: text }], intro_video: { url: logoPath, name: text, videoTypeName: text.slice(0, 50) }, cloud_video: [{ url: logoPath, name: text }],
      }),
    }, as(admin));
    expect(filed.code, filed.message).toBe(200);
    const id = filed.datas[0]!.id;
    // even-numbered payloads are rejected with the payload as the reason, odd ones approved and published
    const verdict = i % 2 === 0 ? { id, status: 2, auditFailReason: `${payload}`.slice(0, 200) } : { id, status: 1 };
    const reviewed = await t.post(`${OPS}/company_homepage/change_review`, verdict, as(ops));
    expect(reviewed.code, reviewed.message).toBe(200);

    const [change] = await t.database.db.select().from(companyHomepageChanges).where(eq(companyHomepageChanges.id, id));
    const stored = [toPublishedIntro(change!.companyIntroJson)];
    if (i % 2 === 1) {
      const [home] = await t.database.db.select().from(companyHomepages).where(eq(companyHomepages.companyId, companyId));
      stored.push(toPublishedIntro(home!.companyIntroJson));
    }
    for (const intro of stored) {
      for (const html of [intro.gsfc_intro, intro.gsfc_intro_en]) expect(runs(html), html).toBe(false);
      const plain = [...intro.gsfc_pics.map((p) => p.title), intro.intro_video?.name ?? "", intro.intro_video?.videoTypeName ?? "", ...intro.cloud_video.map((v) => v.name)];
      for (const value of plain) expect(looksLive(value), value).toBe(false);
    }
    expect(looksLive(change!.auditFailReason ?? ""), change!.auditFailReason ?? "").toBe(false);
  });
});
