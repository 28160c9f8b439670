import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredRoutes } from "#server/lib/route.ts";
import { OPS } from "#shared/api/contract.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";
import { activityId } from "../qa-helpers.ts";

let t: TTestApp;
let operator: string;
let supervisor: string;
let live: number;
const as = (token: string) => ({ authorization: token });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  [operator, supervisor] = await Promise.all([t.loginPass("ops-operator"), t.loginPass("ops-admin")]);
  live = await activityId(t, "inProgress");
});
afterAll(async () => t.close());

describe("supervisor actions (document 4 sections 1 and 6)", () => {
  it("are the routes marked supervisorOnly, and no others", () => {
    const marked = registeredRoutes(t.app)
      .filter((r) => r.contract.supervisorOnly)
      .map((r) => r.contract.path.slice(OPS.length + 1));
    expect(marked.sort()).toEqual([
      "account/account_create",
      "account/lock",
      "account/operator_create",
      "account/operator_role",
      "account/reset_password",
      "activity/cancel",
      "activity/set_visible_users",
      "capacity/holiday_add",
      "capacity/holiday_remove",
      "capacity/mode_save",
      "capacity/period_save",
      "capacity/platform_save",
      "capacity/region_save",
      "capacity/theme_save",
      "company/company_save",
      "company_member/appoint_admin",
      "dictionary/item_save",
      "nav/nav_save",
      "series/activity_save",
      "series/series_close",
      "series/series_save",
      "system/settings_save",
      "video_library/delete",
    ]);
  });

  it("refuse an operator on every marked route, before the body is read", async () => {
    for (const { contract } of registeredRoutes(t.app).filter((r) => r.contract.supervisorOnly)) {
      expect(await t.post(contract.path, {}, as(operator)), contract.path).toMatchObject({ code: 403, message: "暂无权限" });
    }
  });

  it("refuse an operator with 暂无权限 and change nothing; a supervisor may", async () => {
    const restrict = (token: string) => t.post(`${OPS}/activity/set_visible_users`, { activityId: live, users: ["13800000001"] }, as(token));
    expect(await restrict(operator)).toMatchObject({ code: 403, message: "暂无权限" });
    expect((await t.post<unknown>(`${OPS}/activity/visible_users`, { activityId: live }, as(operator))).datas).toEqual([]);
    expect((await restrict(supervisor)).code).toBe(200);
    await t.post(`${OPS}/activity/set_visible_users`, { activityId: live }, as(supervisor));

    expect(await t.post(`${OPS}/activity/cancel`, { activityId: live, reason: "x" }, as(operator))).toMatchObject({ code: 403, message: "暂无权限" });
  });

  it("let an operator message one company but only a supervisor every company of a type", async () => {
    const broadcast = { companyType: 1, msgTitle: "年报提醒", content: "请准备" };
    expect(await t.post(`${OPS}/message/send`, broadcast, as(operator))).toMatchObject({ code: 403, message: "暂无权限" });
    expect((await t.post(`${OPS}/message/send`, broadcast, as(supervisor))).code).toBe(200);
    const one = await t.post(`${OPS}/message/send`, { companyId: await t.companyOf("listed-admin"), msgTitle: "通知", content: "内容" }, as(operator));
    expect(one.code, one.message).toBe(200);
  });
});
