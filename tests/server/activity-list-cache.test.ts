import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { activities, activityCompanies, activityContacts, bookingModes, companies } from "#server/db/schema/index.ts";
import type { TDatabase } from "#server/db/client.ts";
import { createListCache } from "#server/lib/list-cache.ts";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";

const PAGE = "/base-service/api/auth/v1/activity_company/company_activity_page";

/**
 * The company list is cached per process and dropped on the database's change notifications (migration
 * 0006). Each change below is made straight in the database, the way another process or the activity clock
 * would make it, and must show on the very next read.
 */
describe("activity list cache", () => {
  let t: TTestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginPass("listed-admin");
  });
  afterAll(async () => t.close());

  const firstPage = async () => {
    const res = await t.post<TPage<TCompanyActivity>>(PAGE, { pageNo: 1, pageSize: 10, status: [1, 2] }, { authorization: admin });
    expect(res.code, res.message).toBe(200);
    return res.datas[0]!;
  };

  it("shows every kind of change to a listed row on the next read", async () => {
    const before = await firstPage();
    const top = before.records[0]!;
    expect((await firstPage()).records[0]).toEqual(top); // a second read, from the cache, is the same

    const { db } = t.database;
    await db.update(activities).set({ title: `${top.title}（改）` }).where(eq(activities.id, top.activityId));
    expect((await firstPage()).records[0]!.title).toBe(`${top.title}（改）`);

    const [part] = await db.select().from(activityCompanies).where(eq(activityCompanies.activityId, top.activityId));
    await db.update(activityCompanies).set({ isInfoSubed: !part!.isInfoSubed }).where(eq(activityCompanies.id, part!.id));
    expect((await firstPage()).records[0]!.isInfoSubed).toBe(!part!.isInfoSubed);

    await db.update(activityContacts).set({ contactName: "缓存测试联系人" }).where(eq(activityContacts.activityCompanyId, part!.id));
    expect((await firstPage()).records[0]!.contacts[0]?.contactName).toBe("缓存测试联系人");

    await db.update(companies).set({ shortName: "鹏城智能（新）" }).where(eq(companies.id, part!.companyId));
    expect((await firstPage()).records[0]!.companyName).toBe("鹏城智能（新）");

    if (top.modeName) {
      await db.update(bookingModes).set({ modeName: `${top.modeName}·新` }).where(sql`true`);
      expect((await firstPage()).records[0]!.modeName).toBe(`${top.modeName}·新`);
    }

    await db.update(activityCompanies).set({ isCancel: true }).where(eq(activityCompanies.id, part!.id));
    const after = await firstPage();
    expect(after.total).toBe(before.total - 1);
    expect(after.records.some((r) => r.activityId === top.activityId)).toBe(false);
  });
});

describe("createListCache", () => {
  /** A database whose notifications the test sends by hand. */
  function fakeDatabase() {
    let notify: (payload: string) => void = () => {};
    let state: (listening: boolean) => void = () => {};
    const database = {
      async listen(_channel: string, onNotify: (p: string) => void, onState?: (l: boolean) => void) {
        notify = onNotify;
        state = onState ?? (() => {});
        state(true);
        return { fence: async () => {}, close: async () => {} };
      },
    } as unknown as TDatabase;
    return { database, notify: (p: string) => notify(p), setListening: (l: boolean) => state(l) };
  }

  it("keeps a page until its company is announced, and only that company's", async () => {
    const fake = fakeDatabase();
    const cache = await createListCache<number>(fake.database);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.read(1, "p1", load)).toBe(1);
    expect(await cache.read(1, "p1", load)).toBe(1);
    expect(await cache.read(2, "p1", load)).toBe(2);
    fake.notify("1");
    expect(await cache.read(1, "p1", load)).toBe(3);
    expect(await cache.read(2, "p1", load)).toBe(2);
    fake.notify("0");
    expect(await cache.read(2, "p1", load)).toBe(4);
  });

  it("does not keep a page read while its company changed", async () => {
    const fake = fakeDatabase();
    const cache = await createListCache<string>(fake.database);
    const raced = await cache.read(1, "p1", async () => {
      fake.notify("1"); // the change commits while this read is under way
      return "old";
    });
    expect(raced).toBe("old");
    expect(await cache.read(1, "p1", async () => "new")).toBe("new");
  });

  it("caches nothing while its notifications may be missed, and drops all when they come back", async () => {
    const fake = fakeDatabase();
    const cache = await createListCache<string>(fake.database);
    await cache.read(1, "p1", async () => "a");
    fake.setListening(false);
    expect(await cache.read(1, "p1", async () => "b")).toBe("b");
    expect(await cache.read(1, "p1", async () => "c")).toBe("c");
    fake.setListening(true);
    expect(await cache.read(1, "p1", async () => "d")).toBe("d");
    expect(await cache.read(1, "p1", async () => "e")).toBe("d");
  });

  it("shares one read among the misses of a page, but not with a miss after a change", async () => {
    const fake = fakeDatabase();
    const cache = await createListCache<string>(fake.database);
    const started: string[] = [];
    const gates: ((v: string) => void)[] = [];
    const load = (name: string) => () => {
      started.push(name);
      return new Promise<string>((resolve) => gates.push(resolve));
    };
    const first = cache.read(1, "p1", load("a"));
    const second = cache.read(1, "p1", load("b"));
    const otherPage = cache.read(1, "p2", load("c"));
    await Promise.resolve();
    expect(started).toEqual(["a", "c"]);
    fake.notify("1"); // a change: a read begun before it must not answer a request after it
    const third = cache.read(1, "p1", load("d"));
    await Promise.resolve();
    expect(started).toEqual(["a", "c", "d"]);
    gates[0]!("old");
    gates[1]!("p2");
    gates[2]!("new");
    expect(await Promise.all([first, second, otherPage, third])).toEqual(["old", "old", "p2", "new"]);
    expect(await cache.read(1, "p1", load("e"))).toBe("new");
  });

  it("lets a failed read fail its waiters and the next miss read again", async () => {
    const fake = fakeDatabase();
    const cache = await createListCache<string>(fake.database);
    let fail!: (e: Error) => void;
    const failing = () => new Promise<string>((_, reject) => (fail = reject));
    const first = cache.read(1, "p1", failing);
    const second = cache.read(1, "p1", async () => "unused");
    await Promise.resolve();
    fail(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    await expect(second).rejects.toThrow("connection lost");
    expect(await cache.read(1, "p1", async () => "again")).toBe("again");
  });
});
