import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activityGuests, activityMaterials } from "#server/db/schema/index.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";
import { as } from "../qa-helpers.ts";
import { M, freshActivity, logos } from "../materials-helpers.ts";
import { XSS_CORPUS, looksLive } from "./xss-corpus.ts";

// The materials form's free text: guest fields, schedule rows, picture and video titles and scene photo
// texts are stored plain; the introductions are rich text, cleaned to the allow-list.
let t: TTestApp;
let admin: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginPass("listed-admin");
  companyId = await t.companyOf("listed-admin");
});
afterAll(async () => t.close());

/** Rich text may keep allowed tags and any words as text, but no element, handler or address that runs. */
const runs = (html: string) =>
  /<\s*(script|iframe|svg|math|style|object|embed)/i.test(html) || /<[^>]*\son[a-z]+\s*=/i.test(html) || /<[^>]*=\s*["']?\s*(?:(?:java|vb)script|data)\s*:/i.test(html);

describe("the XSS corpus posted into the materials form", () => {
  it.each(XSS_CORPUS.map((p, i) => [i, p] as const))("#%i is stored without live markup", async (i, payload) => {
    const activityId = await freshActivity(t, companyId);
    const { logoPath } = await logos(t, admin);
    const text = `${i}${payload}`.slice(0, 100);
    const guest = await t.post(M.add, {
      activityId, guestName: text, guestEnName: text, title: text, titleEn: text, guestCompanyName: text, enGuestCompanyName: text,
      gender: 1, discription: `${i}${payload}`, introEn: `${i}${payload}`,
    }, as(admin));
    expect(guest.code, guest.message).toBe(200);
    const [g] = await t.database.db.select().from(activityGuests).where(eq(activityGuests.activityId, activityId));
    for (const value of [g!.guestName, g!.guestEnName, g!.title, g!.titleEn, g!.guestCompanyName, g!.enGuestCompanyName, g!.intro, g!.introEn]) {
      expect(looksLive(value ?? ""), value ?? "").toBe(false);
    }

    const saved = await t.post(M.info, {
      id: activityId, isCommit: false,
      arrangeContentJson: JSON.stringify([{ time: text, title: text, en_title: text }]),
      companyIntroJson: JSON.stringify({
        gsfc_intro: `<p>介绍${payload}</p>`, gsfc_intro_en: `<p>About ${payload}</p>`, gsfc_intro_en_show: true,
        gsfc_pics: [{ image: logoPath, title: text }], intro_video: { url: logoPath, name: text }, cloud_video: { url: [logoPath], name: [text] },
      }),
    }, as(admin));
    expect(saved.code, saved.message).toBe(200);
    const pic = await t.post(M.pic, { id: activityId, worksitImageJson: JSON.stringify([{ image: logoPath, title: text, content: `${payload}`, en_content: `${payload}` }]) }, as(admin));
    expect(pic.code, pic.message).toBe(200);

    const [m] = await t.database.db.select().from(activityMaterials).where(eq(activityMaterials.activityId, activityId));
    const intro = m!.companyIntroJson!;
    for (const html of [intro.gsfc_intro ?? "", intro.gsfc_intro_en ?? ""]) expect(runs(html), html).toBe(false);
    const plain = [
      ...(m!.arrangeContentJson ?? []).flatMap((r) => [r.time, r.title, r.en_title ?? ""]),
      ...(intro.gsfc_pics ?? []).map((p) => p.title ?? ""),
      intro.intro_video?.name ?? "",
      ...(intro.cloud_video?.name ?? []),
      ...(m!.worksitImageJson ?? []).flatMap((p) => [p.title ?? "", p.content ?? "", p.en_content ?? ""]),
    ];
    for (const value of plain) expect(looksLive(value), value).toBe(false);
  });
});
