import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPS, PUB } from "#shared/api/contract.ts";
import { BOOT_DATA_ELEMENT_ID, ShellDictionary, type TBootData } from "#shared/shell/boot-data.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { XSS_CORPUS } from "./security/xss-corpus.ts";

// The page the server sends for a client route carries the shell's first answers (src/shared/shell/boot-data.ts):
// the same datas the public calls answer, current at each request, in an element no text can break out of.

let t: TTestApp;
let ops: string;
let staticDir: string;
const SHELL_PAGE = '<!doctype html><html><head><title>portal</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

/** The boot element's text in a page, parsed as the client parses it. */
function bootOf(html: string): TBootData {
  const match = new RegExp(`<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">(.*?)</script>`, "s").exec(html);
  if (!match) throw new Error("no boot data in the page");
  return JSON.parse(match[1]!) as TBootData;
}
const datasOf = (boot: TBootData, contract: string, parentCode?: string) =>
  boot.answers.find((a) => a.contract === contract && a.body?.parentCode === parentCode)?.datas;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(os.tmpdir(), "roadshow-boot-"));
  writeFileSync(path.join(staticDir, "index.html"), SHELL_PAGE);
  t = await createTestApp({ staticRoot: staticDir });
  ops = await t.loginPass("ops-admin");
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe("the shell's first answers in the page", () => {
  it("are what nav_list, public_settings and the notice's dictionaries answer, before the entry's script", async () => {
    const page = await t.app.inject({ method: "GET", url: "/activityDetails/18" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body.indexOf(BOOT_DATA_ELEMENT_ID)).toBeLessThan(page.body.indexOf("</head>"));
    const boot = bootOf(page.body);
    expect(Date.parse(boot.at)).not.toBeNaN();

    const settings = await t.post(`${PUB}/system/public_settings`);
    expect(datasOf(boot, "shell.publicSettings")).toEqual(settings.datas);
    const nav = JSON.parse((await t.app.inject({ method: "GET", url: `${PUB}/index/nav_list` })).body) as { datas: unknown[] };
    expect(datasOf(boot, "shell.navList")).toEqual(nav.datas);
    expect((nav.datas[0] as { childrenList: unknown[] }).childrenList.length).toBeGreaterThan(0);
    for (const parentCode of [ShellDictionary.updateTime, ShellDictionary.updateNotify]) {
      const dictionary = await t.post(`${PUB}/dictionary/dic_list`, { parentCode });
      expect(datasOf(boot, "shell.dicList", parentCode), parentCode).toEqual(dictionary.datas);
    }
  });

  it("go out compressed as the browser accepts", async () => {
    const plain = (await t.app.inject({ method: "GET", url: "/home" })).body;
    const br = await t.app.inject({ method: "GET", url: "/home", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.rawPayload.length).toBeLessThan(plain.length / 2);
    expect(bootOf(brotliDecompressSync(br.rawPayload).toString("utf8")).answers).toEqual(bootOf(plain).answers);
    const gzip = await t.app.inject({ method: "GET", url: "/home", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toContain(BOOT_DATA_ELEMENT_ID);
  });

  it("follow a change at the next page, and keep every notice text inside its element", async () => {
    const settings = { grayMode: 0, maintenanceEnabled: false, agreementVersion: "2026.2", noticeStartAt: "2026-11-20 00:00", noticeEndAt: "2027-12-20 00:00", noticeSpeed: 80 };
    for (const text of [...XSS_CORPUS, "</script><script>window.__xss=1</script>", "<!--", "行\u2028分隔"]) {
      const saved = await t.post(`${OPS}/system/settings_save`, { ...settings, noticeText: text }, { authorization: ops });
      expect(saved.code, saved.message).toBe(200);
      const page = (await t.app.inject({ method: "GET", url: "/home" })).body;
      // one script element of data, whose text holds no "<" at all: nothing in it can end or open an element
      const marker = `id="${BOOT_DATA_ELEMENT_ID}">`;
      const rest = page.slice(page.indexOf(marker) + marker.length);
      expect(rest.indexOf("<"), text).toBe(rest.indexOf("</script>"));
      const banner = datasOf(bootOf(page), "shell.publicSettings")![0] as { noticeBanner: { text: string } | null };
      const pub = await t.post<{ noticeBanner: { text: string } | null }>(`${PUB}/system/public_settings`);
      expect(banner.noticeBanner?.text, text).toBe(pub.datas[0]!.noticeBanner?.text);
    }
  });

  it("are left out of /index.html itself, the copy the service worker keeps", async () => {
    const shell = await t.app.inject({ method: "GET", url: "/index.html" });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).not.toContain(BOOT_DATA_ELEMENT_ID);
  });
});
