import type { TDatabase } from "./client.ts";

/**
 * Named prepared statements for the hottest reads (the session lookup behind every authenticated request, the
 * company activity list): planned once per database connection instead of on every request (planning those
 * statements costs more than running them; measured with `npm run bench:list`). Drizzle only names builder queries on node-postgres and PGlite's API plans every
 * query, so this goes one level down, for a handful of fixed statement texts:
 *  - node-postgres: a named query; the driver prepares it once per pooled connection;
 *  - PGlite (one connection): PREPARE once, then EXECUTE with the values written as literals, since
 *    EXECUTE takes no bind parameters. Values are numbers, booleans, integer lists and text, quoted here.
 */

export type TPreparedValue = number | boolean | string | number[] | null;

interface TPgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface TPglite {
  exec(text: string): Promise<unknown>;
  query(text: string): Promise<{ rows: unknown[] }>;
}

const preparedOn = new WeakMap<object, Set<string>>();

/** A SQL literal of a value (PGlite's EXECUTE arguments). */
export function sqlLiteral(value: TPreparedValue): string {
  if (value === null) return "null";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error("not a finite number");
    return String(value);
  }
  if (Array.isArray(value)) {
    if (!value.every((v) => Number.isInteger(v))) throw new Error("not an integer list");
    return `array[${value.join(",")}]::int[]`;
  }
  // standard_conforming_strings is on (the default since PostgreSQL 9.1): only the quote needs doubling.
  return `'${value.replace(/'/g, "''")}'`;
}

/** Runs a fixed statement text under a name, with its parameters ($1…, each cast in the text). */
export async function runPrepared<T>(database: TDatabase, name: string, text: string, values: TPreparedValue[]): Promise<T[]> {
  const client = (database.db as unknown as { $client: object }).$client;
  if (database.driver === "postgres") {
    const result = await (client as TPgPool).query({ name, text, values });
    return result.rows as T[];
  }
  const pglite = client as TPglite;
  let names = preparedOn.get(pglite);
  if (!names) preparedOn.set(pglite, (names = new Set()));
  if (!names.has(name)) {
    await pglite.exec(`PREPARE ${name} AS ${text}`);
    names.add(name);
  }
  const args = values.length > 0 ? `(${values.map(sqlLiteral).join(", ")})` : "";
  const result = await pglite.query(`EXECUTE ${name}${args}`);
  return result.rows as T[];
}
