import type { TDatabase, TDb } from "./client.ts";

/**
 * Named prepared statements for the hottest reads (the session lookup behind every authenticated request, the
 * company activity list): planned once per database connection instead of on every request (planning those
 * statements costs more than running them; measured with `npm run bench:list`). Drizzle only names builder
 * queries on node-postgres, so this goes one level down, for a handful of fixed statement texts:
 *  - node-postgres: a named query; the driver prepares it once per pooled connection;
 *  - PGlite (one connection): the client drizzle holds prepares every text it sees again (pglite-statements.ts).
 */

export type TPreparedValue = number | boolean | string | number[] | null;

interface TPgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface TPglite {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A SQL literal of a value, for a statement whose text carries its values (numbers, booleans, integer lists, text). */
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
  const result = await (client as TPglite).query(text, values);
  return result.rows as T[];
}

/**
 * A drizzle prepared statement built once per database handle (it is bound to the handle it was built on):
 * `const query = perDatabase((db) => db.select(…).prepare("name"))`, then `query(db).execute(values)`. A
 * builder query assembles its SQL on every call, which on a hot path costs more than running it.
 */
export function perDatabase<T>(build: (db: TDb) => T): (db: TDb) => T {
  const built = new WeakMap<TDb, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}
