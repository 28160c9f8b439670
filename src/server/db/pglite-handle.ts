import type { PGlite, QueryOptions } from "@electric-sql/pglite";
import { PgliteStatements } from "./pglite-statements.ts";

/**
 * Drizzle's PGlite driver passes the same `parsers` with every query (drizzle-orm/pglite/session.js): dates,
 * timestamps, intervals and their arrays kept as the text PostgreSQL sends, which drizzle's columns map
 * themselves. PGlite answers any query that carries parsers by first copying its own table of some three
 * hundred parsers into a new object with them on top, and that copy cost about 100 µs of the server's thread
 * per query: a tenth of the CPU of a booking rush on PGlite (`BENCH_CPU_PROFILE` with `npm run bench:booking`).
 *
 * So the client's own table gets those text parsers once, and the handle drizzle is given drops a query's
 * parsers when each of them keeps the text (its source reads `(value) => value`) and the table already does the
 * same, which leaves the result the same. Anything else (another parser, or a table PGlite rebuilt) is passed
 * through as before. Raw reads on the client (`runPrepared`) see dates as text as a consequence, like
 * drizzle's own `execute` does on PGlite.
 */
const TEXT_TYPE_OIDS = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string): string => value;

/**
 * Installs the text parsers in the client's table, once it is ready (PGlite builds its array parsers while it
 * starts; only `refreshArrayTypes()` rebuilds them, after which the handle falls back to passing parsers).
 */
export function installTextParsers(client: PGlite): void {
  for (const oid of TEXT_TYPE_OIDS) client.parsers[oid] = asText;
}

/** `(value) => value` under any parameter name: a parser whose text shows it hands the text back. */
const IDENTITY_ARROW = /^\(?\s*([A-Za-z_$][\w$]*)\s*\)?\s*=>\s*\1\s*$/;

function isIdentity(parser: unknown): boolean {
  return typeof parser === "function" && IDENTITY_ARROW.test(Function.prototype.toString.call(parser));
}

/** per parsers object (a prepared drizzle query keeps its own): whether each of them keeps the text */
const identities = new WeakMap<object, boolean>();

function withoutKnownParsers(client: PGlite, options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  let keepText = identities.get(options.parsers);
  if (keepText === undefined) identities.set(options.parsers, (keepText = Object.values(options.parsers).every(isIdentity)));
  // skippable only when the table already does the same for each of them
  if (!keepText || !Object.keys(options.parsers).every((oid) => client.parsers[Number(oid)] === asText)) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

type TQuery = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/**
 * The client as drizzle should see it: each query's redundant parsers dropped, and a statement text run again
 * as a named statement (pglite-statements.ts), under the same locks PGlite's `query` and `tx.query` take.
 */
export function drizzleHandle(client: PGlite, statements = new PgliteStatements(client)): PGlite {
  const query =
    (run: TQuery, inTransaction: boolean): TQuery =>
    (text, params = [], options) => {
      const lean = withoutKnownParsers(client, options);
      if (lean?.blob !== undefined || lean?.paramTypes !== undefined || !statements.wants(text)) return run(text, params, lean);
      const named = () => statements.run(text, params, lean, inTransaction);
      // in a transaction PGlite's transaction lock is already held by it; outside, it is taken first
      return inTransaction ? client._runExclusiveQuery(named) : client._runExclusiveTransaction(() => client._runExclusiveQuery(named));
    };
  // built once, not at each access: drizzle reads `query` off the handle for every statement
  const outside = query(client.query.bind(client) as TQuery, false);
  const transaction = <T>(callback: (tx: unknown) => Promise<T>) =>
    client.transaction((tx) => {
      const inside = query(tx.query.bind(tx) as TQuery, true);
      return callback(new Proxy(tx, { get: (t, p) => (p === "query" ? inside : Reflect.get(t, p)) }));
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return outside;
      if (property === "transaction") return transaction;
      const value = Reflect.get(target, property, target) as unknown;
      // PGlite's methods use private fields: they must run on the client itself, not on this proxy
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
