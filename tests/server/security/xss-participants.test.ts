import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as xlsx from "xlsx";
import { participants } from "#server/db/schema/index.ts";
import { AUTH } from "#shared/api/contract.ts";
import { PARTICIPANT_HEADER } from "#shared/participants/participant-rules.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";
import { freshActivity } from "../materials-helpers.ts";
import { uploadFile } from "../upload-helpers.ts";
import { XSS_CORPUS, looksLive } from "./xss-corpus.ts";

// The participant list's free-text cells (name, unit, title, remark) come from a company's spreadsheet:
// each payload of the corpus is stored as plain text (or the row refused), never as live markup.
let t: TTestApp;
let admin: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginPass("listed-admin");
  companyId = await t.companyOf("listed-admin");
});
afterAll(async () => t.close());

describe("the XSS corpus in a participant list", () => {
  it("is stored without live markup", async () => {
    const id = await freshActivity(t, companyId);
    const rows = XSS_CORPUS.map((p, i) => [i + 1, `参会人${i}${p}`.slice(0, 90), `单位${p}`.slice(0, 90), `职务${p}`.slice(0, 90), `139${String(i).padStart(8, "0")}`, "", "线上", `备注${p}`.slice(0, 190)]);
    const sheet = xlsx.utils.aoa_to_sheet([[...PARTICIPANT_HEADER], ...rows]);
    const book = xlsx.utils.book_new();
    xlsx.utils.book_append_sheet(book, sheet, "参会人员");
    const up = await uploadFile(t, admin, "xss.xlsx", xlsx.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
    const res = await t.post(`${AUTH}/activity/upload_participant`, { id, path: up.datas[0]!.filePath }, { authorization: admin });
    expect([200, 400]).toContain(res.code);
    const stored = await t.database.db.select().from(participants).where(eq(participants.activityId, id));
    for (const p of stored) for (const text of [p.name, p.companyName, p.title, p.remark]) expect(looksLive(text), text).toBe(false);
    if (res.code === 200) expect(stored).toHaveLength(XSS_CORPUS.length);
  });
});
