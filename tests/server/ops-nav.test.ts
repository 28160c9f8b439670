import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { auditLog } from "#server/db/schema/index.ts";
import type { TOpsNavItem } from "#shared/api/nav-ops.contract.ts";
import type { TNavItem } from "#shared/api/shell.contract.ts";
import { CapacityMsg } from "#shared/booking/capacity-rules.ts";
import { NavMsg } from "#shared/content/nav-rules.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

// The header navigation's editor: the back office changes what every page's header shows.
const OPS = "/base-service/api/ops/v1";
const PUB = "/base-service/api/pub/v1";
let t: TTestApp;
let supervisor: string;
let operator: string;
let company: string;
let personal: string;
const as = (token: string) => ({ authorization: token });
const list = async (token = operator) => (await t.post<TOpsNavItem>(`${OPS}/nav/nav_list`, {}, as(token))).datas;
const save = (body: Record<string, unknown>, token = supervisor) => t.post<TOpsNavItem>(`${OPS}/nav/nav_save`, body as never, as(token));
const header = async (): Promise<TNavItem[]> => {
  const res = await t.app.inject({ method: "GET", url: `${PUB}/index/nav_list` });
  return (JSON.parse(res.body) as { datas: { childrenList: TNavItem[] }[] }).datas[0]!.childrenList;
};

beforeAll(async () => {
  t = await createTestApp();
  [supervisor, operator, company, personal] = await Promise.all([t.loginPass("ops-admin"), t.loginPass("ops-operator"), t.loginPass("listed-admin"), t.loginMobile("13800000001")]);
});
afterAll(async () => t.close());

describe("the navigation editor", () => {
  it("lists the seeded items, each level-1 item followed by its children; only operators may read it", async () => {
    const items = await list();
    expect(items.length).toBeGreaterThan(5);
    const firstChild = items.findIndex((i) => i.navLevel === 2);
    expect(items[firstChild - 1]!.navLevel === 1 || items[firstChild - 1]!.parentId === items[firstChild]!.parentId).toBe(true);
    expect((await t.post(`${OPS}/nav/nav_list`, {}, as(company))).code).toBe(403);
    expect((await t.post(`${OPS}/nav/nav_list`, {}, as(personal))).code).toBe(403);
  });

  it("adds a level-2 item under a group, which the public header then shows, audited", async () => {
    const group = (await header()).find((i) => (i.childrenList ?? []).length > 0)!;
    const created = await save({ navName: "业绩说明会专区", navEnName: "Results briefings", navLevel: 2, parentId: group.id, routePath: "nav1", sort: 99, status: 1 });
    expect(created.code, created.message).toBe(200);
    const item = created.datas[0]!;
    expect(item).toMatchObject({ parentId: group.id, navLevel: 2, version: 1 });
    const shown = (await header()).find((i) => i.id === group.id)!.childrenList!.map((c) => c.navName);
    expect(shown.at(-1)).toBe("业绩说明会专区");
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "nav_items"), eq(auditLog.entityId, String(item.id)))).orderBy(desc(auditLog.id));
    expect(audit?.action).toBe("ops.content.nav_create");
  });

  it("edits at the version read; a second edit made against the same old version is refused and changes nothing", async () => {
    const item = (await list()).find((i) => i.navName === "业绩说明会专区")!;
    const body = { id: item.id, version: item.version, navName: "业绩会专区", navEnName: "Briefings", navLevel: 2, parentId: item.parentId, routePath: "nav1", sort: 99, status: 1 };
    expect((await save(body)).datas[0]).toMatchObject({ navName: "业绩会专区", version: item.version + 1 });
    const stale = await save({ ...body, navName: "另一人的修改" });
    expect(stale).toMatchObject({ code: 400, message: CapacityMsg.stale });
    expect((await list()).find((i) => i.id === item.id)!.navName).toBe("业绩会专区");
  });

  it("switching an item off takes it out of the public header", async () => {
    const item = (await list()).find((i) => i.navName === "业绩会专区")!;
    expect((await save({ id: item.id, version: item.version, navName: item.navName, navEnName: item.navEnName, navLevel: 2, parentId: item.parentId, routePath: "nav1", status: 0 })).code).toBe(200);
    const all = (await header()).flatMap((i) => [i, ...(i.childrenList ?? [])]);
    expect(all.some((i) => i.id === item.id)).toBe(false);
  });

  it("refuses a bad shape with the rule's message and stores nothing", async () => {
    const before = (await list()).length;
    const level2 = (await list()).find((i) => i.navLevel === 2)!;
    const cases: [Record<string, unknown>, string][] = [
      [{ navName: "孤儿", navEnName: "Orphan", navLevel: 2, routePath: "nav1", status: 1 }, NavMsg.parentRequired],
      [{ navName: "孙级", navEnName: "Grandchild", navLevel: 2, parentId: level2.id, routePath: "nav1", status: 1 }, NavMsg.parentNotFound],
      [{ navName: "脚本", navEnName: "Script", navLevel: 1, routePath: "nav0", url: "javascript:alert(1)", status: 1 }, NavMsg.url],
      [{ navName: "外站", navEnName: "Away", navLevel: 1, routePath: "nav3", url: "/home", status: 1 }, NavMsg.externalNeedsUrl],
      [{ navName: "未知", navEnName: "Unknown", navLevel: 1, routePath: "nav99", status: 1 }, NavMsg.routePath],
      [{ navName: "三级", navEnName: "Third", navLevel: 3, routePath: "nav1", status: 1 }, NavMsg.level],
      [{ navName: "这是一个超过二十个字符长度的导航名称真的很长", navEnName: "Long", navLevel: 1, routePath: "nav0", status: 1 }, NavMsg.nameTooLong],
    ];
    for (const [body, message] of cases) expect(await save(body), message).toMatchObject({ code: 400, message });
    // a group with children cannot be moved under another group
    const withChildren = (await header()).find((i) => (i.childrenList ?? []).length > 0)!;
    const other = (await header()).find((i) => i.id !== withChildren.id)!;
    const row = (await list()).find((i) => i.id === withChildren.id)!;
    expect(await save({ id: row.id, version: row.version, navName: row.navName, navEnName: row.navEnName, navLevel: 2, parentId: other.id, routePath: row.routePath ?? "nav0", status: 1 })).toMatchObject({ code: 400, message: NavMsg.hasChildren });
    expect((await list()).length).toBe(before);
  });

  it("is the supervisor's: an operator is refused, and enterprise and personal tokens get 403", async () => {
    const body = { navName: "不该出现", navEnName: "Nope", navLevel: 1, routePath: "nav0", status: 0 };
    expect(await save(body, operator)).toMatchObject({ code: 403, message: "暂无权限" });
    expect((await save(body, company)).code).toBe(403);
    expect((await save(body, personal)).code).toBe(403);
    expect((await list()).some((i) => i.navName === "不该出现")).toBe(false);
  });
});
