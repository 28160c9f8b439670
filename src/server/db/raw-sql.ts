import { type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { TDb } from "./client.ts";

/**
 * Helpers of raw SQL reads that several modules share (the company view of an activity, the public list and
 * search, the back office, the Q&A reads): below every module, so none of them imports another for these.
 */

/** The rows of a raw query on either driver (node-postgres and PGlite both answer { rows }). */
export async function queryRows<T>(db: TDb, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * A raw statement prepared once per database under `name`, its parameters sql.placeholder()s filled per call:
 * PostgreSQL parses and plans a named statement once per connection, which for the big CTEs of the hot
 * paths (visit recording) cost more than running them on a small batch. PGlite runs it as any statement.
 */
export function preparedRows<T, P extends Record<string, unknown>>(name: string, statement: SQL): (db: TDb, params: P) => Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  const byDb = new WeakMap<TDb, { execute(params: P): Promise<unknown> }>();
  return async (db, params) => {
    let prepared = byDb.get(db);
    if (!prepared) byDb.set(db, (prepared = db._.session.prepareQuery(query, undefined, name, false)));
    return ((await prepared.execute(params)) as { rows: T[] }).rows;
  };
}

/** A json value as either driver hands it over (parsed already, or text). */
export function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** A PostgreSQL JSON timestamp ("2026-11-23T10:00:00+08:00") as the wire's ISO instant. */
export function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string).toISOString();
}

/** LIKE pattern of a user's search text, its wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
