import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { activities, activityCompanies, companyMembers, users } from "#server/db/schema/index.ts";
import { DEMO_ACTIVITY } from "#server/db/seed/seed-activity.ts";
import { renderReceipt, cjkFontCandidates } from "#server/modules/venue/receipt-pdf.ts";
import type { TVenueInfo } from "#shared/api/venue.contract.ts";
import { VenueInfoMsg } from "#shared/venue/venue-info.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const AUTH = "/base-service/api/auth/v1/activity_page_build";
let t: TTestApp;
let admin: string;
let otherCompany: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, otherCompany] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("fund-admin")]);
});
afterAll(async () => t.close());

const as = (token: string) => ({ authorization: token });

async function idOf(title: string): Promise<number> {
  const [row] = await t.database.db.select({ id: activities.id }).from(activities).where(like(activities.title, `%${title}`));
  return row!.id;
}

async function fetchFile(path: string, token?: string) {
  return t.app.inject({ method: "GET", url: `/api${path}`, headers: token ? as(token) : {} });
}

describe("venue_info", () => {
  it("shows a confirmed venue with its region, room, address and link", async () => {
    const res = await t.post<TVenueInfo>(`${AUTH}/venue_info`, { activityId: await idOf(DEMO_ACTIVITY.venueConfirmed) }, as(admin));
    expect(res.code, res.message).toBe(200);
    const v = res.datas[0]!;
    expect(v).toMatchObject({ isAreaConfirmed: true, videoType: 1, regionName: expect.any(String), roomName: expect.any(String) });
    expect(v.invitionAddress).toBeTruthy();
  });

  it("shows nothing of a venue not yet confirmed", async () => {
    const v = (await t.post<TVenueInfo>(`${AUTH}/venue_info`, { activityId: await idOf(DEMO_ACTIVITY.infoSubmitted) }, as(admin))).datas[0]!;
    expect(v).toMatchObject({ isAreaConfirmed: false, regionName: null, roomName: null, invitionAddress: null, invitionAddressUrl: null });
  });

  it("answers 403 for another company's activity, 401 without a token and 400 for a bad id", async () => {
    const id = await idOf(DEMO_ACTIVITY.venueConfirmed);
    expect(await t.post(`${AUTH}/venue_info`, { activityId: id }, as(otherCompany))).toMatchObject({ code: 403 });
    expect(await t.post(`${AUTH}/download_receipt`, { activityId: id }, as(otherCompany))).toMatchObject({ code: 403 });
    expect((await t.post(`${AUTH}/venue_info`, { activityId: id })).code).toBe(401);
    expect(await t.post(`${AUTH}/venue_info`, { activityId: "x" }, as(admin))).toMatchObject({ code: 400, message: "活动编号不正确" });
  });

  it("answers 403 to a member without the activity tabs", async () => {
    const member = await t.loginPass("listed-member");
    const [m] = await t.database.db.select({ id: companyMembers.id, booking: companyMembers.isBookingEnable }).from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId)).where(eq(users.account, "listed-member"));
    await t.database.db.update(companyMembers).set({ isBookingEnable: false, isFundRoadshowEnable: false }).where(eq(companyMembers.id, m!.id));
    try {
      expect(await t.post(`${AUTH}/venue_info`, { activityId: await idOf(DEMO_ACTIVITY.venueConfirmed) }, as(member))).toMatchObject({ code: 403 });
    } finally {
      await t.database.db.update(companyMembers).set({ isBookingEnable: m!.booking }).where(eq(companyMembers.id, m!.id));
    }
  });
});

describe("download_receipt", () => {
  it("makes a PDF receipt of a confirmed venue, served to its company only", async () => {
    const id = await idOf(DEMO_ACTIVITY.venueConfirmed);
    const res = await t.post<string>(`${AUTH}/download_receipt`, { activityId: id }, as(admin));
    expect(res.code, res.message).toBe(200);
    const path = res.datas[0]!;
    expect(path).toMatch(/^\/files\/receipts\/c\d+\/a\d+-[0-9a-f]+\.pdf\?/);
    const bare = path.split("?")[0]!;
    const file = await fetchFile(bare, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("application/pdf");
    expect(file.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // the signed address alone works (a download link sends no header); the bare one not for others
    expect((await fetchFile(path)).statusCode).toBe(200);
    expect((await fetchFile(bare)).statusCode).toBe(403);
    expect((await fetchFile(bare, otherCompany)).statusCode).toBe(403);
    // the same assignment gives the same file
    expect((await t.post<string>(`${AUTH}/download_receipt`, { activityId: id }, as(admin))).datas[0]!.split("?")[0]).toBe(bare);
  });

  it("refuses while the venue is not assigned, and for an activity without a venue", async () => {
    expect(await t.post(`${AUTH}/download_receipt`, { activityId: await idOf(DEMO_ACTIVITY.infoSubmitted) }, as(admin))).toMatchObject({ code: 400, message: VenueInfoMsg.notAssigned, outcome: "venueInfo.notAssigned" });
    expect(await t.post(`${AUTH}/download_receipt`, { activityId: await idOf(DEMO_ACTIVITY.videoUploaded) }, as(admin))).toMatchObject({ code: 400, message: VenueInfoMsg.notVenueActivity });
  });

  it("answers 403 for a part the company withdrew", async () => {
    const id = await idOf(DEMO_ACTIVITY.companyWithdrawn);
    const [part] = await t.database.db.select().from(activityCompanies).where(eq(activityCompanies.activityId, id));
    expect(part!.isCancel).toBe(true);
    expect(await t.post(`${AUTH}/venue_info`, { activityId: id }, as(admin))).toMatchObject({ code: 403 });
  });
});

describe("the receipt PDF", () => {
  const facts = {
    companyName: "深圳市鹏城智能科技股份有限公司",
    issuedAt: "2026-11-26 10:00",
    venue: {
      activityId: 1, title: "重大资产重组媒体说明会", isAreaConfirmed: true, areaConfirmedTime: "2026-11-20 09:00", videoType: 1, recType: null,
      regionName: "深圳", roomName: "深交所路演厅A", invitionAddress: "深圳市福田区深南大道2012号", invitionAddressUrl: "https://meet.example.com/r/1",
    },
  };

  it("embeds a CJK font found on the machine, with the Chinese text and the QR picture", async (ctx) => {
    const { existsSync } = await import("node:fs");
    if (!cjkFontCandidates().some((f) => existsSync(f.path))) ctx.skip();
    const { pdf, embeddedFont } = await renderReceipt(facts);
    expect(embeddedFont).toBe(true);
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toMatch(/\/FontFile3|\/FontFile2/);
    expect(text).toContain("/Subtype /Image");
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  });

  it("falls back to a valid PDF in STSong-Light when no font can be read", async () => {
    const { pdf, embeddedFont } = await renderReceipt(facts, [{ path: "/nonexistent/font.ttc" }, { path: "/etc/hostname", family: "Nope" }]);
    expect(embeddedFont).toBe(false);
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.7")).toBe(true);
    expect(text).toContain("/BaseFont /STSong-Light");
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    // the cross-reference table points at every object where it is
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe("xref");
    for (const m of text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)) expect(text.slice(Number(m[1]), Number(m[1]) + 12)).toMatch(/^\d+ 0 obj/);
  });

  it("an API app with no font answers the fallback receipt", async () => {
    const bare = await createTestApp({ receiptFonts: [] });
    try {
      const token = await bare.loginPass("listed-admin");
      const [row] = await bare.database.db.select({ id: activities.id }).from(activities).where(like(activities.title, `%${DEMO_ACTIVITY.venueConfirmed}`));
      const res = await bare.post<string>(`${AUTH}/download_receipt`, { activityId: row!.id }, as(token));
      const file = await bare.app.inject({ method: "GET", url: `/api${res.datas[0]!}` });
      expect(file.rawPayload.toString("latin1")).toContain("/BaseFont /STSong-Light");
    } finally {
      await bare.close();
    }
  });
});
