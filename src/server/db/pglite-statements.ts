import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

/**
 * Named statements for PGlite, the way node-postgres and every PostgreSQL pool keep them: a statement text
 * run again is parsed and planned once, then only bound and executed. PGlite's own `query` parses, describes,
 * binds, describes again and executes on every call, five trips into the database and a full parse and plan
 * each time; on this machine that was most of a booking's database time on PGlite (`npm run bench:booking`).
 *
 * A text is prepared the second time it is seen (a text with its values written in, seen once, is not), and
 * at most MAX_PREPARED are kept, the least recently used closed first. Values are serialised as PGlite's
 * `query` does (the statement's parameter types, then the value's own text), and the rows parsed by the same
 * function with the client's parsers, so a query answers the same either way. PostgreSQL re-plans a named
 * statement by itself when a table it reads changes.
 */
const PREPARE_AFTER = 2;
const MAX_PREPARED = 256;
/** texts counted while not yet prepared; the count starts over past this many */
const MAX_COUNTED = 4096;

/** numbers the statements of the process, so no two caches on one client can pick the same name */
let serial = 0;

interface TStatement {
  name: string;
  paramTypes: number[];
}

type TSerializer = (value: unknown) => string;

/** The error as PGlite's `query` throws it: with the statement, its values and the options attached. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error && typeof error === "object") Object.assign(error, { query, params, queryOptions: options });
  return error;
}

export class PgliteStatements {
  /** prepared statements by text, in order of last use */
  private readonly prepared = new Map<string, TStatement>();
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly client: PGlite,
    private readonly maxPrepared = MAX_PREPARED,
  ) {}

  /** Whether this text runs as a named statement (it was prepared, or is now seen often enough to be). */
  wants(text: string): boolean {
    if (this.prepared.has(text)) return true;
    const seen = (this.counts.get(text) ?? 0) + 1;
    if (seen >= PREPARE_AFTER) {
      this.counts.delete(text);
      return true;
    }
    if (this.counts.size >= MAX_COUNTED) this.counts.clear();
    this.counts.set(text, seen);
    return false;
  }

  /** Runs a text as a named statement; the caller holds PGlite's locks, as `query` and `tx.query` do. */
  async run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    const client = this.client;
    const streamOptions = { syncToFs: false, ...(options?.onNotice ? { onNotice: options.onNotice } : {}) };
    const messages = [];
    try {
      const statement = await this.statementOf(text, streamOptions);
      const values = params.map((value, i) => this.serialised(value, statement.paramTypes[i], options));
      const { bind, describe, execute } = protocol.serialize;
      messages.push(...(await client.execProtocolStream(Buffer.concat([bind({ statement: statement.name, values }), describe({ type: "P" }), execute({})]), streamOptions)));
    } catch (error) {
      throw withQuery(error, text, params, options);
    } finally {
      messages.push(...(await client.execProtocolStream(protocol.serialize.sync(), streamOptions)));
    }
    if (!inTransaction) await client.syncToFs();
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  private serialised(value: unknown, type: number | undefined, options: QueryOptions | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = (type === undefined ? undefined : (options?.serializers?.[type] ?? this.client.serializers[type])) as TSerializer | undefined;
    return serializer ? serializer(value) : String(value);
  }

  private async statementOf(text: string, streamOptions: { syncToFs: boolean }): Promise<TStatement> {
    const known = this.prepared.get(text);
    if (known) {
      // most recently used last
      this.prepared.delete(text);
      this.prepared.set(text, known);
      return known;
    }
    const { parse: parseMessage, describe, close } = protocol.serialize;
    const oldest = this.prepared.size >= this.maxPrepared ? this.prepared.entries().next().value : undefined;
    if (oldest) {
      await this.client.execProtocolStream(close({ type: "S", name: oldest[1].name }), streamOptions);
      this.prepared.delete(oldest[0]);
    }
    const name = `pglite_s${++serial}`;
    const described = await this.client.execProtocolStream(Buffer.concat([parseMessage({ name, text }), describe({ type: "S", name })]), streamOptions);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    this.prepared.set(text, statement);
    return statement;
  }
}
