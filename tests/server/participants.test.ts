import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as xlsx from "xlsx";
import { activities, activityCompanies, auditLog, participants } from "#server/db/schema/index.ts";
import { pinClock } from "#server/clock.ts";
import { AUTH, OPS } from "#shared/api/contract.ts";
import { PARTICIPANT_HEADER, PARTICIPANT_MAX_ROWS, ParticipantMsg } from "#shared/participants/participant-rules.ts";
import type { TParticipant, TParticipantError, TParticipantInfo } from "#shared/api/participant.contract.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { TEST_NOW } from "./test-database.ts";
import { freshActivity } from "./materials-helpers.ts";
import { PNG, uploadFile } from "./upload-helpers.ts";

// The participant list (issue 18 item 4; document 3 sections 4, 5 and 7 upload_participant): the upload
// read and checked on the server, re-upload, the attendee deadline, the operators' download, refusals.

const UPLOAD = `${AUTH}/activity/upload_participant`;
const INFO = `${AUTH}/activity/participant_info`;
const OPS_LIST = `${OPS}/activity/participant_list`;
const ID_A = "110105198001011238";
const ID_B = "44030519851212002X";

let t: TTestApp;
let admin: string;
let other: string;
let ops: string;
let companyId: number;

type TCell = string | number | { f: string } | null;
/** A workbook of rows (the first the header); { f } is a formula cell. */
function book(rows: TCell[][]): Buffer {
  const sheet = xlsx.utils.aoa_to_sheet(rows.map((r) => r.map((c) => (c && typeof c === "object" ? null : c))));
  rows.forEach((r, ri) => r.forEach((c, ci) => {
    if (c && typeof c === "object") sheet[xlsx.utils.encode_cell({ r: ri, c: ci })] = { t: "n", f: c.f, v: 0 };
  }));
  const wb = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(wb, sheet, "参会人员");
  return xlsx.write(wb, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
}
const HEADER = [...PARTICIPANT_HEADER];
const row = (n: number, over: Partial<Record<"name" | "unit" | "mobile" | "id" | "mode", TCell>> = {}): TCell[] => [
  n, over.name ?? `参会人${n}`, over.unit ?? "某某证券股份有限公司", "研究员", over.mobile ?? `1380000${String(1000 + n).slice(-4)}`, over.id ?? ID_A, over.mode ?? "现场", "",
];

async function send(activityId: number, data: Buffer, name = "参会人员.xlsx", token = admin) {
  const up = await uploadFile(t, token, name, data);
  if (up.code !== 200) return { ...up, datas: [] as unknown[] } as unknown as Awaited<ReturnType<typeof t.post<TParticipantInfo>>>;
  return t.post<TParticipantInfo & TParticipantError>(UPLOAD, { id: activityId, path: up.datas[0]!.filePath, fileName: name }, { authorization: token });
}
const info = (activityId: number, token = admin) => t.post<TParticipantInfo>(INFO, { activityId }, { authorization: token });
const stored = (activityId: number) => t.database.db.select().from(participants).where(eq(participants.activityId, activityId));

beforeAll(async () => {
  t = await createTestApp();
  [admin, other, ops] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("fund-admin"), t.loginPass("ops-admin")]);
  companyId = await t.companyOf("listed-admin");
});
afterEach(() => pinClock(TEST_NOW));
afterAll(async () => t.close());

describe("upload_participant", () => {
  it("stores a good list, masks it on the tab, marks the attendee step and deletes the spreadsheet", async () => {
    const id = await freshActivity(t, companyId);
    const before = await info(id);
    // 15:00 Beijing time the day before 2030-01-10
    expect(before.datas[0]).toMatchObject({ refusal: null, deadline: "2030-01-09T07:00:00.000Z", isPersonListSubed: false, participants: [] });
    const up = await uploadFile(t, admin, "名单.xlsx", book([HEADER, row(1), row(2, { id: "", mode: "线上" }), [null, null, null, null, null, null, null, null]]));
    const res = await t.post<TParticipantInfo>(UPLOAD, { id, path: up.datas[0]!.filePath, fileName: "名单.xlsx" }, { authorization: admin });
    expect(res.code, res.message).toBe(200);
    const list = res.datas[0]!;
    expect(list).toMatchObject({ isPersonListSubed: true, fileName: "名单.xlsx" });
    expect(list.participants).toEqual<TParticipant[]>([
      { row: 2, name: "参会人1", companyName: "某某证券股份有限公司", title: "研究员", mobile: "138****1001", idNumber: "110***********1238", attendMode: 1, remark: "" },
      { row: 3, name: "参会人2", companyName: "某某证券股份有限公司", title: "研究员", mobile: "138****1002", idNumber: "", attendMode: 2, remark: "" },
    ]);
    // the identity number and the mobile are stored encrypted only
    const rows = await stored(id);
    expect(JSON.stringify(rows)).not.toContain(ID_A);
    expect(JSON.stringify(rows)).not.toContain("13800001001");
    const [part] = await t.database.db.select().from(activityCompanies).where(eq(activityCompanies.activityId, id));
    expect(part).toMatchObject({ isPersonListSubed: true });
    // the spreadsheet held the numbers in clear: it is gone
    const file = await t.app.inject({ method: "GET", url: `/api${up.datas[0]!.filePath}` });
    expect(file.statusCode).toBe(404);
  });

  it("replaces the list on re-upload", async () => {
    const id = await freshActivity(t, companyId);
    expect((await send(id, book([HEADER, row(1), row(2), row(3)]))).code).toBe(200);
    const again = await send(id, book([HEADER, row(7, { id: ID_B })]));
    expect(again.code).toBe(200);
    expect(again.datas[0]!.participants.map((p) => [p.name, p.idNumber])).toEqual([["参会人7", "440***********002X"]]);
    expect(await stored(id)).toHaveLength(1);
  });

  it("refuses bad rows naming row and column, and stores nothing", async () => {
    const id = await freshActivity(t, companyId);
    expect((await send(id, book([HEADER, row(1)]))).code).toBe(200);
    const res = await send(
      id,
      book([
        HEADER,
        row(1, { name: "" }),
        row(2, { mobile: "12345" }),
        row(3, { id: "110105198001011239" }),
        row(4, { id: "" }),
        row(5, { mode: "电话" }),
        row(6, { unit: { f: "HYPERLINK(\"http://evil\",\"x\")" } }),
        row(7, { mobile: "13800001007" }),
        row(8, { mobile: "13800001007", id: "" , mode: "线上" }),
        // an identity number typed as a number: Excel keeps 15 digits
        row(9, { id: 110105198001011200 }),
      ]),
    );
    expect(res.code).toBe(400);
    expect(res.message).toMatch(/^参会人员名单有误，请修改后重新上传：第2行“姓名”列：必填；.*等8行$/);
    expect((res.datas as unknown as TParticipantError[]).map((e) => e.message)).toEqual([
      "第2行“姓名”列：必填",
      "第3行“联系电话”列：手机号格式不正确",
      "第4行“身份证号”列：不是有效的18位居民身份证号",
      "第5行“身份证号”列：现场参会须填写",
      "第6行“参会方式（现场/线上）”列：请填写“现场”或“线上”",
      "第7行“单位”列：不能包含公式",
      "第9行“联系电话”列：与第8行重复",
      "第10行“身份证号”列：请将单元格设为文本格式后重新填写（数字格式会丢失末尾几位）",
    ]);
    expect(await stored(id)).toHaveLength(1);
  });

  it("refuses a wrong template, an empty sheet, 10,000 rows, a file that is not xlsx and a missing file", async () => {
    const id = await freshActivity(t, companyId);
    expect(await send(id, book([["姓名", "手机"], ["a", "b"]]))).toMatchObject({ code: 400, message: ParticipantMsg.wrongTemplate });
    expect(await send(id, book([HEADER, [3, null, null, null, null, null, null, null]]))).toMatchObject({ code: 400, message: ParticipantMsg.empty });
    const many = [HEADER, ...Array.from({ length: 10_000 }, (_, i) => row(i + 1))];
    expect(await send(id, book(many))).toMatchObject({ code: 400, message: ParticipantMsg.tooManyRows });
    const full = [HEADER, ...Array.from({ length: PARTICIPANT_MAX_ROWS }, (_, i) => row(i + 1, { mobile: `139${String(i).padStart(8, "0")}` }))];
    expect((await send(id, book(full))).datas[0]!.participants).toHaveLength(PARTICIPANT_MAX_ROWS);
    const png = await uploadFile(t, admin, "图片.png", PNG);
    expect(await t.post(UPLOAD, { id, path: png.datas[0]!.filePath }, { authorization: admin })).toMatchObject({ code: 400, message: ParticipantMsg.fileMissing });
    expect(await t.post(UPLOAD, { id, path: "/files/uploads/nothing-here.xlsx" }, { authorization: admin })).toMatchObject({ code: 400, message: ParticipantMsg.fileMissing });
    expect(await t.post(UPLOAD, { id, path: "../../etc/passwd" }, { authorization: admin })).toMatchObject({ code: 400, message: ParticipantMsg.fileMissing });
    expect(await t.post(UPLOAD, { path: "/files/x.xlsx" }, { authorization: admin })).toMatchObject({ code: 400, message: "活动编号不正确" });
  });

  it("is read-only after 15:00 Beijing time the day before, once published and once cancelled", async () => {
    // TEST_NOW is 10:00 Beijing time on 2026-11-23: the deadline of a 2026-11-24 activity is 15:00 that day
    const id = await freshActivity(t, companyId, { startDate: "2026-11-24", endDate: "2026-11-24" });
    const file = book([HEADER, row(1)]);
    pinClock("2026-11-23T06:59:00Z");
    expect((await send(id, file)).code).toBe(200);
    pinClock("2026-11-23T07:00:00Z");
    expect(await send(id, file)).toMatchObject({ code: 400, message: ParticipantMsg.deadlinePassed, outcome: "participant.deadlinePassed" });
    expect((await info(id)).datas[0]).toMatchObject({ refusal: "deadlinePassed", isPersonListSubed: true });
    pinClock(TEST_NOW);
    await t.database.db.update(activities).set({ pubStatus: 2 }).where(eq(activities.id, id));
    expect(await send(id, file)).toMatchObject({ code: 400, message: ParticipantMsg.published });
    await t.database.db.update(activities).set({ pubStatus: 0, isCancel: true }).where(eq(activities.id, id));
    expect(await send(id, file)).toMatchObject({ code: 400, message: ParticipantMsg.cancelled });
    const online = await freshActivity(t, companyId, { videoType: 2 });
    expect(await send(online, file)).toMatchObject({ code: 400, message: ParticipantMsg.noVenue });
  });

  it("answers 403 for another company's activity and 401 without a token", async () => {
    const id = await freshActivity(t, companyId);
    const up = await uploadFile(t, other, "名单.xlsx", book([HEADER, row(1)]));
    expect((await t.post(UPLOAD, { id, path: up.datas[0]!.filePath }, { authorization: other })).code).toBe(403);
    expect((await info(id, other)).code).toBe(403);
    expect((await t.post(UPLOAD, { id, path: up.datas[0]!.filePath })).code).toBe(401);
    expect(await stored(id)).toHaveLength(0);
  });
});

describe("participant_list (back office)", () => {
  it("gives operators the list in clear, audited, and refuses companies", async () => {
    const id = await freshActivity(t, companyId);
    expect((await send(id, book([HEADER, row(1), row(2, { id: ID_B })]))).code).toBe(200);
    const res = await t.post<TParticipant>(OPS_LIST, { activityId: id, companyId }, { authorization: ops });
    expect(res.code, res.message).toBe(200);
    expect(res.datas.map((p) => [p.mobile, p.idNumber])).toEqual([["13800001001", ID_A], ["13800001002", ID_B]]);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, "participant.download"), eq(auditLog.entityId, `${id}:${companyId}`)));
    expect(audit).toHaveLength(1);
    expect((await t.post(OPS_LIST, { activityId: id, companyId }, { authorization: admin })).code).toBe(403);
  });
});
