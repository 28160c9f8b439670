import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activities, activityVisibleUsers, siteBanners, users } from "#server/db/schema/index.ts";
import type { TBanner } from "#shared/api/content.contract.ts";
import { OPS, PUB } from "#shared/api/contract.ts";
import { FIRST_PAINT_ELEMENT_ID } from "#shared/shell/first-paint.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { activityId } from "./qa-helpers.ts";
import { XSS_CORPUS } from "./security/xss-corpus.ts";

// The page sent for /activityDetails/{id} carries the server's drawing of its header (first paint) for a page
// anyone may see, and for nothing else; every text in it comes back out of its attribute as it was stored.

let t: TTestApp;
let ops: string;
let staticDir: string;
let live: number;
const SHELL_PAGE = '<!doctype html><html><head><title>portal</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

const pageOf = async (url: string, cookie?: string) => (await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} })).body;
/** The drawing's layer, or null. */
const drawingOf = (page: string) => {
  const start = page.indexOf(`<div id="${FIRST_PAINT_ELEMENT_ID}"`);
  return start < 0 ? null : page.slice(start, page.indexOf("<script", start));
};
/** The texts the drawing shows, decoded as a browser reads attribute values. */
const textsOf = (drawing: string) =>
  [...drawing.matchAll(/data-t="([^"]*)"/g)].map((m) =>
    m[1]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&"),
  );
const settings = { grayMode: 0, maintenanceEnabled: false, agreementVersion: "2026.2", noticeStartAt: "2026-11-20 00:00", noticeEndAt: "2027-12-20 00:00", noticeSpeed: 80, noticeText: "" };
const saveSettings = async (change: Partial<typeof settings>) => {
  const saved = await t.post(`${OPS}/system/settings_save`, { ...settings, ...change }, { authorization: ops });
  expect(saved.code, saved.message).toBe(200);
};

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), "roadshow-first-paint-"));
  writeFileSync(path.join(staticDir, "index.html"), SHELL_PAGE);
  t = await createTestApp({ staticRoot: staticDir });
  ops = await t.loginPass("ops-admin");
  live = await activityId(t, "inProgress");
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe("the activity page's first paint", () => {
  it("draws the header of a public page after #root, with its background preloaded from the head", async () => {
    const page = await pageOf(`/activityDetails/${live}`);
    const drawing = drawingOf(page)!;
    expect(drawing).not.toBeNull();
    expect(page.indexOf(`<div id="root"></div><div id="${FIRST_PAINT_ELEMENT_ID}" aria-hidden="true"`)).toBeGreaterThan(0);
    const texts = textsOf(drawing);
    expect(texts).toContain("鹏城智能");
    expect(texts).toContain("300917");
    expect(texts.some((text) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text))).toBe(true);
    expect(drawing).toContain("url(&quot;/images/activity-bg/bg-1.jpg&quot;)");
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).toContain('<link rel="preload" as="image" href="/images/activity-bg/bg-1.jpg" fetchpriority="high">');
    // its style sheet too, which stays when the drawing goes (taking one away restyles the whole page)
    expect(head).toMatch(/<style>html\{font-size:clamp\(.*#first-paint\{position:absolute/);
    // no words of the interface: those come with the client, in the reader's language
    expect(drawing).not.toMatch(/活动时间|添加到日历|关注公司/);
  });

  it("draws the title in the language the visitor's cookie names", async () => {
    await t.database.db.update(activities).set({ title: "中文标题一", enTitle: "English Title One" }).where(eq(activities.id, live));
    expect(textsOf(drawingOf(await pageOf(`/activityDetails/${live}`))!)).toContain("中文标题一");
    expect(textsOf(drawingOf(await pageOf(`/activityDetails/${live}`, "lang=zh-CN"))!)).toContain("中文标题一");
    expect(textsOf(drawingOf(await pageOf(`/activityDetails/${live}`, "theme=x; lang=en-US"))!)).toContain("English Title One");
  });

  it("keeps every stored text inside its attribute", async () => {
    for (const text of [...XSS_CORPUS, '"><script>window.__xss=1</script>', "' onmouseover='x", "a&amp;b"]) {
      await t.database.db.update(activities).set({ title: text, enTitle: null }).where(eq(activities.id, live));
      await saveSettings({ noticeText: text });
      const drawing = drawingOf(await pageOf(`/activityDetails/${live}`))!;
      // the layer's only elements are its own: divs, spans and the logo image
      expect(new Set([...drawing.matchAll(/<([a-z]+)/g)].map((m) => m[1])), text).toEqual(new Set(["div", "img", "span"]));
      expect(drawing.includes("<script"), text).toBe(false);
      // the title as stored, the notice as public_settings answers it (the settings keep a notice's text as plain text)
      const texts = textsOf(drawing);
      const notice = (await t.post<{ noticeBanner: { text: string } | null }>(`${PUB}/system/public_settings`)).datas[0]!.noticeBanner?.text;
      // the notice (when its text is not empty), the logo's initials, the title
      const expected = [...(notice?.trim() ? [notice] : []), "鹏城", text];
      expect(texts.slice(0, expected.length), text).toEqual(expected);
    }
    await saveSettings({});
  });

  it("draws the notices visible now and gray mode as the shell would", async () => {
    await saveSettings({ noticeText: "今日维护通知" });
    const withNotice = drawingOf(await pageOf(`/activityDetails/${live}`))!;
    expect(textsOf(withNotice)).toContain("今日维护通知");
    expect(withNotice).not.toContain('class="fp-gray"');
    await saveSettings({ noticeText: "已过期的通知", noticeStartAt: "2020-01-01 00:00", noticeEndAt: "2020-01-02 00:00", grayMode: 2 });
    const later = drawingOf(await pageOf(`/activityDetails/${live}`))!;
    expect(textsOf(later)).not.toContain("已过期的通知");
    expect(later).toContain('class="fp-gray"');
    await saveSettings({});
  });

  it("draws nothing for a page an anonymous visitor may not see, a preview, another route or maintenance", async () => {
    const hidden = await activityId(t, "infoSubmitted");
    await t.database.db.update(activities).set({ pubStatus: 0, testCode: "page-code-2" }).where(eq(activities.id, hidden));
    const restricted = await activityId(t, "published");
    const [investor] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, "13800000001"));
    await t.database.db.insert(activityVisibleUsers).values({ activityId: restricted, userId: investor!.id });
    for (const url of [`/activityDetails/${hidden}`, `/activityDetails/${hidden}/page-code-2`, `/activityDetails/${restricted}`, "/activityDetails/999999", "/activityDetails/abc", "/homepage", `/mobileDetails/${live}`]) {
      const page = await pageOf(url);
      expect(page, url).toContain('<div id="root"></div>');
      expect(drawingOf(page), url).toBeNull();
    }
    await saveSettings({ maintenanceEnabled: true });
    expect(drawingOf(await pageOf(`/activityDetails/${live}`))).toBeNull();
    await saveSettings({});
    expect(drawingOf(await pageOf(`/activityDetails/${live}`))).not.toBeNull();
  });

  it("is left out of /index.html, the service worker's copy", async () => {
    expect((await pageOf("/index.html")).includes(FIRST_PAINT_ELEMENT_ID)).toBe(false);
  });
});

describe("the home page's first paint", () => {
  const firstBanner = async () => (await t.post<TBanner>(`${PUB}/index/banner_list`)).datas[0]!;

  it("draws the carousel's first slide, picture preloaded from the head, for /home and for /, which leads there", async () => {
    const banner = await firstBanner();
    for (const url of ["/home", "/", "/home/"]) {
      const page = await pageOf(url);
      const drawing = drawingOf(page)!;
      expect(drawing, url).not.toBeNull();
      expect(drawing).toContain(`<div class="fp-slide"><img src="${banner.imageUrl}" alt="" fetchpriority="high">`);
      expect(textsOf(drawing)).toEqual([banner.title]);
      const head = page.slice(0, page.indexOf("</head>"));
      expect(head).toContain(`<link rel="preload" as="image" href="${banner.imageUrl}" fetchpriority="high">`);
      expect(head).toMatch(/<style>html\{font-size:clamp\(.*#first-paint\{position:absolute.*\.fp-slide\{/);
      // the activity page's rules are not sent with it
      expect(head).not.toContain(".fp-card");
    }
  });

  it("draws the caption in the cookie's language, and keeps every stored text and address inside its attribute", async () => {
    const banner = await firstBanner();
    await t.database.db.update(siteBanners).set({ titleEn: "Spring roadshows" }).where(eq(siteBanners.id, banner.id));
    expect(textsOf(drawingOf(await pageOf("/home", "lang=en-US"))!)).toEqual(["Spring roadshows"]);
    for (const text of [...XSS_CORPUS, '"><script>window.__xss=1</script>', "' onerror='x"]) {
      await t.database.db.update(siteBanners).set({ title: text, imageUrl: `/static/content/${text}.svg` }).where(eq(siteBanners.id, banner.id));
      const page = await pageOf("/home");
      const drawing = drawingOf(page)!;
      expect(new Set([...drawing.matchAll(/<([a-z]+)/g)].map((m) => m[1])), text).toEqual(new Set(["div", "img"]));
      expect(textsOf(drawing), text).toEqual([text]);
      const src = /<img src="([^"]*)" alt=""/.exec(drawing.slice(drawing.indexOf("fp-slide")))![1]!;
      expect(src.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&"), text).toBe(`/static/content/${text}.svg`);
      expect(page.match(/<script/g)?.length, text).toBe(2);
    }
    await t.database.db.update(siteBanners).set({ title: banner.title, titleEn: banner.titleEn, imageUrl: banner.imageUrl }).where(eq(siteBanners.id, banner.id));
  });

  it("draws nothing when no banner is live or in maintenance", async () => {
    await saveSettings({ maintenanceEnabled: true });
    expect(drawingOf(await pageOf("/home"))).toBeNull();
    await saveSettings({});
    const live = await t.database.db.select({ id: siteBanners.id, endAt: siteBanners.endAt }).from(siteBanners);
    await t.database.db.update(siteBanners).set({ endAt: new Date("2020-01-01T00:00:00Z") });
    expect(drawingOf(await pageOf("/home"))).toBeNull();
    for (const row of live) await t.database.db.update(siteBanners).set({ endAt: row.endAt }).where(eq(siteBanners.id, row.id));
    expect(drawingOf(await pageOf("/home"))).not.toBeNull();
  });
});
