import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activityGuests, companyGuests } from "#server/db/schema/index.ts";
import { MaterialsOutcome as O } from "#shared/materials/materials-rules.ts";
import type { TLibraryGuest } from "#shared/api/materials.contract.ts";
import type { TMaterialsGuest } from "#shared/api/activity-guest.ts";
import { createHash } from "node:crypto";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { as } from "./qa-helpers.ts";
import { GUEST, M, freshActivity } from "./materials-helpers.ts";

let t: TTestApp;
let admin: string;
let other: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = await Promise.all([t.loginPass("listed-admin"), t.loginPass("fund-admin")]);
  companyId = await t.companyOf("listed-admin");
});
afterAll(async () => t.close());

const add = (body: Record<string, unknown>, token = admin) => t.post<TMaterialsGuest>(M.add, body as never, as(token));
const list = async (activityId: number, token = admin) => (await t.post<TMaterialsGuest>(M.list, { activityId, companyId, size: 0 }, as(token))).datas;
const md5 = (s: string) => createHash("md5").update(s).digest("hex");

describe("activity_guest_add and activity_guest_edit", () => {
  it("adds a guest with every field; the mobile is stored encrypted, only its md5 searchable", async () => {
    const activityId = await freshActivity(t, companyId);
    const added = await add({ activityId, companyId, ...GUEST, mobile: "13800138001", isHideGender: true });
    expect(added.code, added.message).toBe(200);
    expect(added.datas[0]).toMatchObject({ ...GUEST, mobile: "13800138001", mobileMd5: md5("13800138001"), isHideGender: true, isSyncGuested: true, sort: 1 });
    const [row] = await t.database.db.select().from(activityGuests).where(eq(activityGuests.id, added.datas[0]!.id));
    expect(row!.mobile).toBeNull();
    expect(row!.mobileRsa).not.toContain("13800138001");
    expect(row!.mobileMd5).toBe(md5("13800138001"));
    // the list answers every field of document 3 to its own company
    expect(await list(activityId)).toEqual([added.datas[0]]);
  });

  it("checks the guest form's fields in order with their messages, and saves nothing", async () => {
    const activityId = await freshActivity(t, companyId);
    const cases: [Record<string, unknown>, string][] = [
      [{ guestName: "" }, O.enterGuestName.message],
      [{ guestEnName: "" }, O.enterGuestEnName.message],
      [{ guestEnName: "a".repeat(101) }, "超出字数限制101/100,请调整后提交"],
      [{ title: "" }, O.enterGuestTitle.message],
      [{ gender: "" }, O.chooseGender.message],
      [{ introEn: "a".repeat(3001) }, "字数超出限制3001/3000，请调整后提交"],
      [{ discription: "字".repeat(1001) }, "超出字数限制1001/1000,请调整后提交"],
      [{ guestCompanyName: "字".repeat(101) }, "超出字数限制101/100,请调整后提交"],
      [{ mobile: "abc" }, O.mobileInvalid.message],
      [{ avatarPath: "javascript:alert(1)" }, O.fileNotOwned.message],
    ];
    for (const [over, message] of cases) {
      const answer = await add({ activityId, ...GUEST, ...over });
      expect([answer.code, answer.message], JSON.stringify(over)).toEqual([400, message]);
    }
    expect(await list(activityId)).toEqual([]);
  });

  it("a mobile already a guest answers 409 with that guest's id; confirming adds it", async () => {
    const activityId = await freshActivity(t, companyId);
    const first = (await add({ activityId, ...GUEST, mobile: "13800138002" })).datas[0]!;
    const again = await add({ activityId, ...GUEST, guestName: "张伟二", mobile: "138-0013-8002" });
    expect([again.code, again.message, again.datas]).toEqual([409, O.guestMobileTaken.message, [{ id: first.id }]]);
    expect(await list(activityId)).toHaveLength(1);
    const confirmed = await add({ activityId, ...GUEST, guestName: "张伟二", mobile: "13800138002", isConfirmAddition: true });
    expect(confirmed.code).toBe(200);
    expect(confirmed.datas[0]!.sort).toBe(2);
  });

  it("edits a guest, keeps the number it sends back sealed, 409s on another guest's number", async () => {
    const activityId = await freshActivity(t, companyId);
    const a = (await add({ activityId, ...GUEST, mobile: "13800138003" })).datas[0]!;
    const b = (await add({ activityId, ...GUEST, guestName: "李娜", mobile: "13800138004" })).datas[0]!;
    const kept = await t.post<TMaterialsGuest>(M.edit, { activityId, id: a.id, ...GUEST, title: "总经理", mobileMd5: a.mobileMd5!, mobileRsa: a.mobileRsa! }, as(admin));
    expect(kept.datas[0]).toMatchObject({ title: "总经理", mobile: "13800138003", mobileMd5: a.mobileMd5 });
    const clash = await t.post(M.edit, { activityId, id: a.id, ...GUEST, mobile: "13800138004" }, as(admin));
    expect([clash.code, clash.datas]).toEqual([409, [{ id: b.id }]]);
    // clearing the mobile resets the library flag to true (document 3 section 4)
    const cleared = await t.post<TMaterialsGuest>(M.edit, { activityId, id: a.id, ...GUEST, isSyncGuested: false }, as(admin));
    expect(cleared.datas[0]).toMatchObject({ mobile: null, mobileMd5: null, isSyncGuested: true });
  });

  it("another company's guest or activity answers 403 and changes nothing", async () => {
    const activityId = await freshActivity(t, companyId);
    const g = (await add({ activityId, ...GUEST })).datas[0]!;
    expect((await add({ activityId, ...GUEST }, other)).code).toBe(403);
    expect((await t.post(M.edit, { activityId, id: g.id, ...GUEST, guestName: "篡改" }, as(other))).code).toBe(403);
    expect((await t.post(M.del, { activityId, ids: [g.id] }, as(other))).code).toBe(403);
    expect((await t.post(M.sort, { ids: [g.id], sorts: [5] }, as(other))).code).toBe(403);
    expect((await t.post(M.list, { activityId }, as(other))).code).toBe(403);
    const fundActivity = await freshActivity(t, await t.companyOf("fund-admin"));
    expect((await t.post(M.edit, { activityId: fundActivity, id: g.id, ...GUEST }, as(other))).code).toBe(403);
    expect(await list(activityId)).toMatchObject([{ id: g.id, guestName: GUEST.guestName, sort: 1 }]);
  });
});

describe("activity_guest_del and activity_guest_sort", () => {
  it("sorts 1-based and deletes the caller's guests", async () => {
    const activityId = await freshActivity(t, companyId);
    const ids: number[] = [];
    for (const name of ["甲", "乙", "丙"]) ids.push((await add({ activityId, ...GUEST, guestName: name })).datas[0]!.id);
    const sorted = await t.post(M.sort, { activityId, ids: [ids[2]!, ids[0]!, ids[1]!], sorts: [1, 2, 3] }, as(admin));
    expect(sorted.code, sorted.message).toBe(200);
    expect((await list(activityId)).map((g) => g.guestName)).toEqual(["丙", "甲", "乙"]);
    expect((await t.post(M.sort, { ids: [ids[0]!], sorts: [0] }, as(admin))).message).toBe(O.sortInvalid.message);
    expect((await t.post(M.sort, { ids: [ids[0]!, ids[1]!], sorts: [1] }, as(admin))).message).toBe(O.sortInvalid.message);
    const deleted = await t.post(M.del, { activityId, ids: [ids[0]!, ids[1]!] }, as(admin));
    expect([deleted.code, deleted.message]).toEqual([200, "删除成功"]);
    expect((await list(activityId)).map((g) => g.guestName)).toEqual(["丙"]);
    expect((await t.post(M.del, { activityId }, as(admin))).message).toBe(O.chooseGuest.message);
  });
});

describe("the guest library: select_from_guest and add_from_guest", () => {
  it("files synced guests, finds them by name, full mobile or last three digits, and adds them to another activity", async () => {
    const first = await freshActivity(t, companyId);
    await add({ activityId: first, ...GUEST, guestName: "王芳库", mobile: "13911112222" });
    await add({ activityId: first, ...GUEST, guestName: "不入库", mobile: "13911113333", isSyncGuested: false });
    const byName = await t.post<TLibraryGuest>(M.library, { size: 0, companyId, guestNameLike: "王芳" }, as(admin));
    expect(byName.datas).toMatchObject([{ guestName: "王芳库", mobile: "13911112222" }]);
    expect((await t.post<TLibraryGuest>(M.library, { mobileSearch: "222" }, as(admin))).datas.map((g) => g.guestName)).toContain("王芳库");
    expect((await t.post<TLibraryGuest>(M.library, { mobileSearch: "13911112222" }, as(admin))).datas.map((g) => g.guestName)).toEqual(["王芳库"]);
    expect((await t.post<TLibraryGuest>(M.library, { guestNameLike: "不入库" }, as(admin))).datas).toEqual([]);
    // another company never sees this library
    expect((await t.post<TLibraryGuest>(M.library, { guestNameLike: "王芳" }, as(other))).datas).toEqual([]);
    expect((await t.post(M.library, { companyId }, as(other))).code).toBe(403);

    const second = await freshActivity(t, companyId);
    const libraryId = byName.datas[0]!.id;
    const added = await t.post<TMaterialsGuest>(M.fromLibrary, { activityId: second, ids: [libraryId] }, as(admin));
    expect(added.datas).toMatchObject([{ guestName: "王芳库", mobile: "13911112222", sort: 1 }]);
    // twice: the mobile is already a guest, so it is skipped
    expect((await t.post(M.fromLibrary, { activityId: second, ids: [libraryId] }, as(admin))).datas).toEqual([]);
    expect((await t.post(M.fromLibrary, { activityId: second }, as(admin))).message).toBe(O.chooseGuest.message);
    expect((await t.post(M.fromLibrary, { activityId: second, ids: [libraryId] }, as(other))).code).toBe(403);
    const [lib] = await t.database.db.select().from(companyGuests).where(eq(companyGuests.id, libraryId));
    expect(lib!.mobileRsa).not.toContain("13911112222");
  });
});
