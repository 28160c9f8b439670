import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activities, activityMaterials } from "#server/db/schema/index.ts";
import { AUTH } from "#shared/api/contract.ts";
import { PosterMsg } from "#shared/promotion/poster-rules.ts";
import type { TPoster } from "#shared/api/poster.contract.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { freshActivity } from "./materials-helpers.ts";
import { uploadFile } from "./upload-helpers.ts";
import { renderPosterPng } from "#server/modules/poster/poster-render.ts";

/** A real picture to use as a background: a small gradient drawn by the same renderer. */
const posterPng = () => renderPosterPng('<svg xmlns="http://www.w3.org/2000/svg" width="36" height="64"><rect width="36" height="64" fill="#b45309"/></svg>');

// The promotion poster (issue 18 item 5; document 3 sections 4 and 9): a PNG drawn on the server once the
// page is published, kept while what it shows stays the same, drawn again when it changes.
const POSTER = `${AUTH}/activity/activity_poster`;
let t: TTestApp;
let admin: string;
let other: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp({ publicOrigin: "https://roadshow.example.com" });
  [admin, other] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("fund-admin")]);
  companyId = await t.companyOf("listed-admin");
});
afterAll(async () => t.close());

const poster = (activityId: number, token = admin) => t.post<TPoster>(POSTER, { activityId }, { authorization: token });

describe("activity_poster", () => {
  it("draws a 720x1280 PNG of a published activity, keeps it, and draws a new one when the title changes", async () => {
    const id = await freshActivity(t, companyId, { pubStatus: 2, title: "示例科技2026年第三季度业绩说明会" });
    const first = await poster(id);
    expect(first.code, first.message).toBe(200);
    expect(first.datas[0]).toMatchObject({ width: 720, height: 1280, fileName: "示例科技2026年第三季度业绩说明会-海报.png" });
    const url = first.datas[0]!.url;
    expect(url).toMatch(new RegExp(`^/api/posters/${id}-[0-9a-f]{32}\\.png$`));
    const png = await t.app.inject({ method: "GET", url });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    // IHDR: width and height
    expect([png.rawPayload.readUInt32BE(16), png.rawPayload.readUInt32BE(20)]).toEqual([720, 1280]);
    // unchanged inputs: the same file
    expect((await poster(id)).datas[0]!.url).toBe(url);
    await t.database.db.update(activities).set({ title: "示例科技2026年第三季度业绩说明会（更新）" }).where(eq(activities.id, id));
    const changed = (await poster(id)).datas[0]!.url;
    expect(changed).not.toBe(url);
    expect((await t.app.inject({ method: "GET", url: changed })).statusCode).toBe(200);
  });

  it("draws again when the background changes", async () => {
    const id = await freshActivity(t, companyId, { pubStatus: 2 });
    const before = (await poster(id)).datas[0]!.url;
    await t.database.db.insert(activityMaterials).values({ activityId: id, companyId, bgType: 2, activityBgImagePath: "/files/uploads/missing.png" });
    // a background that is not there draws the gradient: the same poster
    expect((await poster(id)).datas[0]!.url).toBe(before);
    const bg = await uploadFile(t, admin, "背景.png", await posterPng());
    await t.database.db.update(activityMaterials).set({ activityBgImagePath: bg.datas[0]!.filePath }).where(eq(activityMaterials.activityId, id));
    const drawn = await poster(id);
    expect(drawn.code, drawn.message).toBe(200);
    expect(drawn.datas[0]!.url).not.toBe(before);
  });

  it("refuses an unpublished page, another company and no token; a bad name is a 404", async () => {
    const id = await freshActivity(t, companyId, { pubStatus: 0 });
    expect(await poster(id)).toMatchObject({ code: 400, message: PosterMsg.unpublished, outcome: "poster.unpublished" });
    const published = await freshActivity(t, companyId, { pubStatus: 2 });
    expect((await poster(published, other)).code).toBe(403);
    expect((await t.post(POSTER, { activityId: published })).code).toBe(401);
    for (const url of ["/api/posters/1-abc.png", "/api/posters/..%2F..%2Fetc%2Fpasswd", `/api/posters/1-${"0".repeat(32)}.png`]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });
});
