import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { date, integer, interval, pgTable, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drizzleHandle, installTextParsers } from "../../src/server/db/pglite-handle.ts";
import { PgliteStatements } from "../../src/server/db/pglite-statements.ts";

/**
 * The handle drizzle gets on PGlite drops the per-query parsers only when the client's table already gives the
 * same result: the rows read through it equal those read with drizzle's own parsers, plain and in a
 * transaction, and a parser the table does not hold is still passed.
 */
const moments = pgTable("moments", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  localAt: timestamp("local_at"),
  day: date("day"),
  span: interval("span"),
});

let client: PGlite;
const seen: (Record<number, unknown> | undefined)[] = [];

beforeAll(async () => {
  client = await PGlite.create("memory://");
  await client.exec(`create table moments (id int primary key, at timestamptz not null, local_at timestamp, day date, span interval);
    insert into moments values (1, '2026-11-26 09:30:00.123+08', '2026-11-26 09:30:00', '2026-11-26', '1 day 02:00:00');`);
  // every query's parsers as PGlite receives them, in and out of transactions
  type TRun = (text: string, params?: unknown[], options?: { parsers?: Record<number, unknown> }) => Promise<unknown>;
  const spy = (run: TRun): TRun => (text, params, options) => {
    seen.push(options?.parsers);
    return run(text, params, options);
  };
  client.query = spy(client.query.bind(client) as TRun) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: object) => Promise<unknown>) =>
    transaction((tx) => callback(new Proxy(tx, { get: (t, p) => (p === "query" ? spy(t.query.bind(t) as TRun) : Reflect.get(t, p)) })))) as typeof client.transaction;
});
afterAll(async () => {
  await client.close();
});

describe("PGlite text parsers", () => {
  it("reads the same rows as drizzle's own parsers, without handing them to each query", async () => {
    const plain = drizzle(client);
    const expected = await plain.select().from(moments).where(eq(moments.id, 1));
    expect(seen.at(-1)).toBeDefined();
    expect(expected[0]?.at).toEqual(new Date("2026-11-26T01:30:00.123Z"));

    installTextParsers(client);
    const db = drizzle(drizzleHandle(client));
    seen.length = 0;
    expect(await db.select().from(moments).where(eq(moments.id, 1))).toEqual(expected);
    const inTx = await db.transaction((tx) => tx.select().from(moments));
    expect(inTx).toEqual(expected);
    expect(seen).toHaveLength(2);
    expect(seen.every((parsers) => parsers === undefined)).toBe(true);
  });

  it("passes a query's parsers on when one of them does more than keep the text", async () => {
    const handle = drizzleHandle(client);
    const own = (value: string) => `«${value}»`;
    seen.length = 0;
    const result = await handle.query<{ day: string }>("select day from moments", [], { parsers: { 1082: own } });
    expect(seen[0]).toEqual({ 1082: own });
    expect(result.rows[0]?.day).toBe("«2026-11-26»");
  });
});

describe("PGlite named statements", () => {
  const prepared = async () => (await client.query<{ statement: string }>("select statement from pg_prepared_statements")).rows.map((r) => r.statement);

  it("prepares a text the second time it runs and answers as PGlite's own query does", async () => {
    await client.exec("create table notes (id int primary key, body text, tags int[], at timestamptz, ok boolean)");
    const handle = drizzleHandle(client, new PgliteStatements(client));
    const insert = "insert into notes values ($1, $2, $3, $4, $5) returning id, tags, ok";
    const first = await handle.query(insert, [1, "一", [1, 2], new Date("2026-11-26T01:00:00Z"), true]);
    expect(await prepared()).not.toContain(insert);
    const second = await handle.query(insert, [2, "it's", [3], "2026-11-26T02:00:00Z", false]);
    expect(await prepared()).toContain(insert);
    expect(first).toMatchObject({ rows: [{ id: 1, tags: [1, 2], ok: true }], affectedRows: 1 });
    expect(second).toMatchObject({ rows: [{ id: 2, tags: [3], ok: false }], affectedRows: 1 });

    const read = "select id, body, tags, at, ok from notes where id = any($1::int[]) order by id";
    const own = await client.query(read, [[1, 2]], { rowMode: "array" });
    await handle.query(read, [[1, 2]], { rowMode: "array" });
    const named = await handle.query(read, [[1, 2]], { rowMode: "array" });
    expect(await prepared()).toContain(read);
    expect(named).toEqual(own);
    const update = "update notes set body = $1 where id > $2";
    await handle.query(update, ["x", 5]);
    expect(await handle.query(update, ["y", 0])).toMatchObject({ affectedRows: 2 });
  });

  it("throws the database's error with its code and goes on working, in and out of transactions", async () => {
    const handle = drizzleHandle(client, new PgliteStatements(client));
    const insert = "insert into notes (id, body) values ($1, $2)";
    await handle.query(insert, [10, "a"]);
    await handle.query(insert, [11, "b"]);
    await expect(handle.query(insert, [10, "again"])).rejects.toMatchObject({ code: "23505", query: insert });
    await expect(
      handle.transaction(async (tx) => {
        await tx.query(insert, [12, "in"]);
        await tx.query(insert, [10, "clash"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    const ids = (await handle.query<{ id: number }>("select id from notes where id >= 10 order by id")).rows.map((r) => r.id);
    expect(ids).toEqual([10, 11]);
    await handle.query(insert, [12, "after"]);
  });

  it("never runs inside another caller's transaction", async () => {
    const handle = drizzleHandle(client, new PgliteStatements(client));
    const count = "select count(*)::int as n from notes where body = $1";
    await handle.query(count, ["held"]);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const tx = handle.transaction(async (t) => {
      await t.query("insert into notes (id, body) values (20, 'held')");
      await held;
      await t.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = handle.query<{ n: number }>(count, ["held"]);
    release();
    await tx;
    expect((await outside).rows[0]?.n).toBe(0);
  });

  it("keeps at most its cap of statements, closing the least recently used", async () => {
    const handle = drizzleHandle(client, new PgliteStatements(client, 2));
    const texts = [1, 2, 3].map((n) => `select ${n} + $1::int as v`);
    for (const text of [texts[0], texts[0], texts[1], texts[1], texts[0], texts[2], texts[2]]) await handle.query(text!, [1]);
    const now = await prepared();
    expect(now).toContain(texts[0]);
    expect(now).toContain(texts[2]);
    expect(now).not.toContain(texts[1]);
    expect((await handle.query<{ v: number }>(texts[1]!, [4])).rows[0]?.v).toBe(6);
  });
});
