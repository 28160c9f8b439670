import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { companies, messages, users } from "#server/db/schema/index.ts";
import { DEMO_COMPANY_NAMES } from "#server/db/seed/index.ts";
import type { TMessage } from "#shared/api/activity.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const AUTH = "/base-service/api/auth/v1";
const URL = {
  page: `${AUTH}/message/message_page`,
  read: `${AUTH}/message/message_update_read`,
  readAll: `${AUTH}/message/company_message_read_all`,
  unread: `${AUTH}/message/unread_count`,
};
let t: TTestApp;
let admin: string;
let member: string;
let fund: string;
let investor: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, fund, investor] = await Promise.all([
    t.loginPass("listed-admin"),
    t.loginPass("listed-member"),
    t.loginPass("fund-admin"),
    t.loginMobile("13800000001"),
  ]);
});
afterAll(async () => t.close());

const as = (token: string) => ({ authorization: token });
const unread = async (token: string, isCompanyMessage = true) => (await t.post<number>(URL.unread, { isCompanyMessage }, as(token))).datas[0] ?? -1;

async function companyMessages(name: string) {
  const [c] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.fullName, name));
  return t.database.db.select().from(messages).where(and(eq(messages.companyId, c!.id), eq(messages.isCompanyMessage, true)));
}

describe("message_page (document 3 section 2.2 item 7)", () => {
  it("pages the company's messages 5 at a time, newest first", async () => {
    const all = await companyMessages(DEMO_COMPANY_NAMES.listedMain);
    const res = await t.post<TPage<TMessage>>(URL.page, { pageNo: 1, isCompanyMessage: true }, as(admin));
    const p = res.datas[0]!;
    expect(p.total).toBe(all.length);
    expect(p.records).toHaveLength(5);
    expect(p.pages).toBe(Math.ceil(all.length / 5));
    const times = p.records.map((m) => m.crtTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(p.records[0]).toEqual({ id: expect.any(Number), msgTitle: expect.any(String), content: expect.any(String), status: expect.any(Number), crtTime: expect.stringMatching(/Z$/) });
    // the home card reads the latest 3
    expect((await t.post<TPage<TMessage>>(URL.page, { pageNo: 1, pageSize: 3, isCompanyMessage: true }, as(admin))).datas[0]!.records).toHaveLength(3);
  });

  it("answers personal messages to their user and an empty page to a caller without a company", async () => {
    const own = await t.post<TPage<TMessage>>(URL.page, { isCompanyMessage: false }, as(investor));
    expect(own.datas[0]!.total).toBe(1);
    expect((await t.post<TPage<TMessage>>(URL.page, { isCompanyMessage: true }, as(investor))).datas[0]!.total).toBe(0);
    expect((await t.post<TPage<TMessage>>(URL.page, { isCompanyMessage: false }, as(admin))).datas[0]!.total).toBe(0);
  });
});

describe("read marks", () => {
  it("marks the caller's messages read and keeps the unread count in step", async () => {
    const before = await unread(admin);
    const unreadRows = (await companyMessages(DEMO_COMPANY_NAMES.listedMain)).filter((m) => m.status === 0);
    expect(before).toBe(unreadRows.length);
    const ids = unreadRows.slice(0, 2).map((m) => m.id);
    expect(await t.post(URL.read, { ids }, as(member))).toMatchObject({ code: 200 });
    expect(await unread(admin)).toBe(before - 2);
    // marking read again changes nothing and is not an error
    expect(await t.post(URL.read, { ids }, as(admin))).toMatchObject({ code: 200 });
    expect(await unread(admin)).toBe(before - 2);
  });

  it("refuses another company's or another user's message with 403 and marks nothing", async () => {
    const fundUnread = (await companyMessages(DEMO_COMPANY_NAMES.fund)).filter((m) => m.status === 0);
    const own = (await companyMessages(DEMO_COMPANY_NAMES.listedMain)).filter((m) => m.status === 0);
    const [personal] = await t.database.db.select().from(messages).where(eq(messages.isCompanyMessage, false));
    for (const ids of [[fundUnread[0]!.id], [own[0]!.id, fundUnread[0]!.id], [personal!.id], [987654]]) {
      expect(await t.post(URL.read, { ids }, as(admin))).toMatchObject({ code: 403, message: "暂无权限" });
    }
    expect((await companyMessages(DEMO_COMPANY_NAMES.fund)).filter((m) => m.status === 0)).toHaveLength(fundUnread.length);
    expect((await companyMessages(DEMO_COMPANY_NAMES.listedMain)).filter((m) => m.status === 0)).toHaveLength(own.length);
    expect(await t.post(URL.read, {}, as(admin))).toMatchObject({ code: 400, message: "请选择消息" });
  });

  it("marks a personal message read for its own user", async () => {
    const [investorUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.mobile, "13800000001"));
    const [personal] = await t.database.db.select().from(messages).where(eq(messages.userId, investorUser!.id));
    expect(await unread(investor, false)).toBe(1);
    expect(await t.post(URL.read, { ids: personal!.id }, as(investor))).toMatchObject({ code: 200 });
    expect(await unread(investor, false)).toBe(0);
  });

  it("read-all marks every message of the company and no other company's", async () => {
    const fundBefore = await unread(fund);
    expect(fundBefore).toBeGreaterThan(0);
    expect(await t.post(URL.readAll, {}, as(admin))).toMatchObject({ code: 200 });
    expect(await unread(admin)).toBe(0);
    expect(await unread(member)).toBe(0);
    expect(await unread(fund)).toBe(fundBefore);
    expect((await t.post(URL.readAll, {}, as(investor))).code).toBe(403);
  });
});
