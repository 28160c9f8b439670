import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "#server/db/schema/index.ts";
import { ProfileMsg } from "#shared/identity/personal-profile.ts";
import { PersonalMsg } from "#shared/personal/personal-rules.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { AUTH, as, newInvestor } from "./qa-helpers.ts";

const UPDATE = `${AUTH}/user/update_profile`;
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const stored = async (id: number) => (await t.database.db.select({ nickName: users.nickName, investorType: users.investorType }).from(users).where(eq(users.id, id)))[0];

describe("user/update_profile", () => {
  it("saves the nickname as plain text and the investor type", async () => {
    const me = await newInvestor(t, { investorType: 1 });
    const res = await t.post(UPDATE, { nickName: "  价值<b>投资</b>人  ", investorType: 3 }, as(me.token));
    expect([res.code, res.message, res.datas]).toEqual([200, ProfileMsg.saved, [{ nickName: "价值投资人", investorType: 3 }]]);
    expect(await stored(me.id)).toEqual({ nickName: "价值投资人", investorType: 3 });
  });

  it.each([
    [{ nickName: "", investorType: 1 }, ProfileMsg.nickNameEmpty],
    [{ nickName: "<script>x</script>", investorType: 1 }, ProfileMsg.nickNameEmpty],
    [{ nickName: "长".repeat(21), investorType: 1 }, ProfileMsg.nickNameTooLong],
    [{ nickName: "小王" }, ProfileMsg.investorTypeMissing],
    [{ nickName: "小王", investorType: 5 }, ProfileMsg.investorTypeMissing],
  ])("refuses %j and changes nothing", async (body, message) => {
    const me = await newInvestor(t, { investorType: 1, nickName: "原昵称" });
    const res = await t.post(UPDATE, body as never, as(me.token));
    expect([res.code, res.message]).toEqual([400, message]);
    expect(await stored(me.id)).toEqual({ nickName: "原昵称", investorType: 1 });
  });

  it("counts characters, not UTF-16 units: twenty emoji fit", async () => {
    const me = await newInvestor(t);
    expect((await t.post(UPDATE, { nickName: "😀".repeat(20), investorType: 4 }, as(me.token))).code).toBe(200);
  });

  it("refuses an enterprise account", async () => {
    const admin = await t.loginPass("listed-admin");
    const res = await t.post(UPDATE, { nickName: "公司", investorType: 2 }, as(admin));
    expect([res.code, res.message]).toEqual([400, PersonalMsg.personalOnly]);
  });
});
