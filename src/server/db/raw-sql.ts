import { createHash } from "node:crypto";
import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import { PgDialect, type PgTable } from "drizzle-orm/pg-core";
import type { TDb } from "./client.ts";
import { perDatabase } from "./prepared-query.ts";

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
  const prepared = perDatabase((db): { execute(params: P): Promise<unknown> } => db._.session.prepareQuery(query, undefined, name, false));
  return async (db, params) => ((await prepared(db).execute(params)) as { rows: T[] }).rows;
}

/**
 * A raw statement whose text is built per call but takes only a few shapes (the collective booking: one per
 * number of picks and set of part fields), run as a named prepared statement named after its text: PostgreSQL
 * then plans each shape once per connection instead of on every call. PGlite runs it as any statement.
 */
export async function queryRowsPrepared<T>(db: TDb, statement: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  const name = `q_${createHash("sha1").update(query.sql).digest("hex").slice(0, 16)}`;
  const prepared = db._.session.prepareQuery(query, undefined, name, false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
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

/**
 * `insert into <table> (columns) select ... from jsonb_populate_recordset(...) where <when>`: rows that a
 * statement writes only if a condition of that same statement holds (say, a guarded UPDATE in an earlier CTE
 * returned its rows), which a VALUES insert in a data-modifying CTE cannot express. The rows use the table's
 * field names; a field absent from a row is NULL in it, so a field with a column default must be in every row
 * or in none (then the default applies). Returns the insert, for a CTE; append `returning` as needed.
 */
export function insertJsonRowsWhen(table: PgTable, rows: readonly Record<string, unknown>[], when: SQL): SQL {
  const columns = getTableColumns(table);
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r).filter((k) => r[k] !== undefined)))];
  for (const field of fields) {
    const column = columns[field];
    if (!column) throw new Error(`${getTableName(table)} has no field ${field}`);
    if (column.hasDefault && rows.some((r) => r[field] === undefined)) throw new Error(`${field} is in some rows only and has a default`);
  }
  const json = rows.map((r) =>
    Object.fromEntries(fields.map((f) => [columns[f]!.name, r[f] instanceof Date ? r[f].toISOString() : (r[f] ?? null)])),
  );
  const names = sql.join(
    fields.map((f) => sql.identifier(columns[f]!.name)),
    sql`, `,
  );
  return sql`insert into ${table} (${names})
    select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb)
    where ${when}`;
}
