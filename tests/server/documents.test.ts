import { inflateSync } from "node:zlib";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as xlsx from "xlsx";
import { bookingModes, dictionaryItems, systemSettings } from "#server/db/schema/index.ts";
import { DEMO_ACTIVITY } from "#server/db/seed/seed-activity.ts";
import { seedDocumentLinks } from "#server/db/seed/seed-documents.ts";
import { DocumentLinkCode, DocumentTemplateKey, TEMPLATE_DOCUMENTS } from "#shared/docs/documents.ts";
import { activityIdOf } from "./qa-read-fixtures.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

/**
 * Every document the spec names opens a real file: each link the system configuration holds (the operation
 * guides, business rules and templates dictionaries, every booking mode's guide, example and announcement
 * template) answers a PDF or a spreadsheet with its type and a download name, and the links follow the
 * configuration when an operator changes it.
 */
const AUTH = "/base-service/api/auth/v1";
let t: TTestApp;
let admin = "";
let fund = "";

beforeAll(async () => {
  t = await createTestApp();
  [admin, fund] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("fund-admin")]);
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

/** The text a PDF of ours shows: its content streams inflated, each <hex> string read as UTF-16BE. */
function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf("stream\n", at);
    if (start < 0) break;
    const end = pdf.indexOf("\nendstream", start);
    const ops = inflateSync(pdf.subarray(start + 7, end)).toString("latin1");
    for (const m of ops.matchAll(/<([0-9a-f]+)> Tj/g)) out.push(Buffer.from(m[1]!, "hex").swap16().toString("utf16le"));
    at = end + "\nendstream".length;
  }
  return out.join("\n");
}

async function configuredLinks(): Promise<{ name: string; link: string }[]> {
  const db = t.database.db;
  const dict = await db.select().from(dictionaryItems);
  const codes = Object.values(DocumentLinkCode) as string[];
  const links = dict.filter((d) => d.parentCode && codes.includes(d.parentCode)).map((d) => ({ name: d.name, link: d.attachField1 ?? "" }));
  for (const m of await db.select().from(bookingModes)) {
    for (const link of [m.guidancePath, m.examplePath, m.noticePath]) if (link) links.push({ name: m.modeName, link });
  }
  return links;
}

describe("the documents the system configuration links", () => {
  it("each is a real PDF or spreadsheet with its type and a Chinese download name", async () => {
    const links = await configuredLinks();
    // 3 guides, 6 rules, 7 templates, and the modes' documents
    expect(links.length).toBeGreaterThanOrEqual(16 + 8);
    for (const { name, link } of links) {
      const res = await get(link);
      expect(res.statusCode, link).toBe(200);
      const disposition = String(res.headers["content-disposition"]);
      expect(disposition, link).toMatch(/filename\*=UTF-8''%[0-9A-F]{2}/);
      const title = decodeURIComponent(disposition.split("''")[1]!);
      if (link.endsWith(".pdf")) {
        expect(res.headers["content-type"], link).toBe("application/pdf");
        expect(disposition, link).toMatch(/^inline;/);
        expect(res.rawPayload.subarray(0, 8).toString("latin1"), link).toBe("%PDF-1.7");
        expect(res.rawPayload.subarray(-6).toString("latin1"), link).toBe("%%EOF\n");
        const text = pdfText(res.rawPayload);
        expect(text, link).toContain(title.replace(/\.pdf$/, ""));
        // real content, not a placeholder page
        expect(text.length, link).toBeGreaterThan(150);
      } else {
        expect(res.headers["content-type"], link).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
        expect(disposition, link).toMatch(/^attachment;/);
        const book = xlsx.read(res.rawPayload, { type: "buffer" });
        const header = xlsx.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })[0]!;
        expect(header.length, link).toBeGreaterThanOrEqual(2);
        expect(book.SheetNames, link).toContain("填写说明");
      }
      expect(name.length).toBeGreaterThan(0);
    }
  });

  it("the guest template carries the library guest's fields and the Q&A template its two columns", async () => {
    const read = async (name: string) => {
      const book = xlsx.read((await get(`/api/docs/${name}`)).rawPayload, { type: "buffer" });
      return xlsx.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })[0];
    };
    expect(await read(TEMPLATE_DOCUMENTS.guest.name)).toEqual(expect.arrayContaining(["姓名*", "英文名*", "职务*", "性别（男/女）*", "手机号"]));
    expect(await read(TEMPLATE_DOCUMENTS.qa.name)).toEqual(["问题*", "回答"]);
  });

  it("answers 404 in the envelope for a document it does not ship", async () => {
    for (const url of ["/api/docs/nothing.pdf", "/api/docs/guide-single.docx", "/api/docs/..%2Fpackage.json", "/api/docs/mode-text-notice.pdf"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(JSON.parse(res.body), url).toMatchObject({ code: 404 });
    }
  });
});

describe("links come from the system configuration", () => {
  it("the announcement template calls answer the configured link, and follow an operator's change", async () => {
    const db = t.database.db;
    const fundActivity = await activityIdOf(db, DEMO_ACTIVITY.fundPending);
    const fundTemplate = await t.post<string>(`${AUTH}/activity_stat/download_fund_template_file`, { activityId: fundActivity }, { authorization: fund });
    expect(fundTemplate.datas).toEqual([`/api/docs/${TEMPLATE_DOCUMENTS["fund-notice"].name}`]);
    expect((await get(fundTemplate.datas[0]!)).statusCode).toBe(200);

    const where = and(eq(dictionaryItems.parentCode, DocumentLinkCode.templates), eq(dictionaryItems.attachField2, DocumentTemplateKey.fundNotice));
    await db.update(dictionaryItems).set({ attachField1: "/api/files/docs/2026/fund-notice.docx" }).where(where);
    try {
      const replaced = await t.post<string>(`${AUTH}/activity_stat/download_fund_template_file`, { activityId: fundActivity }, { authorization: fund });
      expect(replaced.datas).toEqual(["/api/files/docs/2026/fund-notice.docx"]);
    } finally {
      await db.update(dictionaryItems).set({ attachField1: `/api/docs/${TEMPLATE_DOCUMENTS["fund-notice"].name}` }).where(where);
    }
    const published = await activityIdOf(db, DEMO_ACTIVITY.published);
    const notice = await t.post<string>(`${AUTH}/activity_stat/download_notice_template_file`, { activityId: published }, { authorization: admin });
    expect((await get(notice.datas[0]!)).headers["content-type"]).toBe("application/pdf");
  });

  it("the seed step replaces the placeholder links of earlier seeds and keeps an operator's", async () => {
    const db = t.database.db;
    await db.transaction(async (tx) => {
      // A database seeded before the documents existed: placeholder guides, help-centre mode links.
      await tx.delete(dictionaryItems).where(like(dictionaryItems.code, `${DocumentLinkCode.operationGuide}%`));
      await tx.delete(dictionaryItems).where(like(dictionaryItems.code, `${DocumentLinkCode.bookingRules}%`));
      await tx.insert(dictionaryItems).values([
        { code: "OperationGuide", parentCode: null, name: "操作指引", attachField1: null, sort: 1, status: 1 },
        { code: "OperationGuide_1", parentCode: "OperationGuide", name: "预约操作指引", attachField1: "/docs/guide/booking.pdf", sort: 1, status: 1 },
      ]);
      await tx.update(bookingModes).set({ guidancePath: "/helpCenter?doc=live-guide" }).where(eq(bookingModes.id, 1));
      await tx.update(bookingModes).set({ guidancePath: "/api/files/docs/relay.pdf" }).where(eq(bookingModes.id, 2));
      await seedDocumentLinks(tx);
    });
    const guides = await db.select().from(dictionaryItems).where(eq(dictionaryItems.parentCode, DocumentLinkCode.operationGuide));
    expect(guides.map((g) => [g.attachField2, g.attachField1]).sort()).toEqual([
      ["fund", "/api/docs/guide-fund.pdf"],
      ["multi", "/api/docs/guide-collective.pdf"],
      ["single", "/api/docs/guide-single.pdf"],
    ]);
    expect(await db.select().from(dictionaryItems).where(eq(dictionaryItems.parentCode, DocumentLinkCode.bookingRules))).toHaveLength(6);
    const [live] = await db.select().from(bookingModes).where(eq(bookingModes.id, 1));
    const [relay] = await db.select().from(bookingModes).where(eq(bookingModes.id, 2));
    expect(live!.guidancePath).toBe("/api/docs/mode-live-guide.pdf");
    expect(relay!.guidancePath).toBe("/api/files/docs/relay.pdf");
    await db.update(bookingModes).set({ guidancePath: "/api/docs/mode-relay-guide.pdf" }).where(eq(bookingModes.id, 2));
    expect((await db.select().from(systemSettings).where(eq(systemSettings.key, "seed.step.document-links"))).length).toBe(1);
  });
});
