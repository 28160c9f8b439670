import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { listenPostgres } from "./listen.ts";
import { drizzleHandle, installTextParsers } from "./pglite-handle.ts";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema/index.ts";

/** One handle type for both drivers (docs/dependencies.md: a union of the two breaks builder overloads). */
export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface TDatabase {
  db: TDb;
  driver: "pglite" | "postgres";
  /** the pg connection string when on PostgreSQL, for LISTEN/NOTIFY */
  url?: string;
  close(): Promise<void>;
  /** PGlite only: the data dir as a gzipped tarball (tests clone a seeded database from it) */
  dump?: () => Promise<Blob>;
  /**
   * Hears NOTIFY on a channel (lower-case name): every notification committed on this database, by any
   * process. `onState(false)` says notifications may have been missed (PostgreSQL connection lost; listen.ts).
   */
  listen(channel: string, onNotify: (payload: string) => void, onState?: (listening: boolean) => void): Promise<TListenHandle>;
}

export interface TListenHandle {
  /** resolves once every notification committed before the call has been handed to onNotify */
  fence(): Promise<void>;
  close(): Promise<void>;
}

export interface TDatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used */
  databaseUrl?: string;
  /** PGlite data folder; "memory://" keeps it in memory */
  dataDir?: string;
  /** a PGlite data-dir dump to start from (tests clone a migrated, seeded database this way) */
  loadDataDir?: Blob;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

/** An arbitrary constant naming the migration lock (pg_advisory_lock takes a bigint). */
const MIGRATION_LOCK_KEY = 7_302_611;

/** Opens the database and applies the migration set; re-running on a migrated database is a no-op. */
export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server is replaced on the next query; it must not crash the process.
    pool.on("error", () => {});
    const db = drizzle(pool, { schema });
    // Several API processes may start together on one database: a session-level advisory lock lets one
    // migrate while the others wait, then find nothing left to do.
    const lock = await pool.connect();
    try {
      await lock.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await lock.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      lock.release();
    }
    const url = options.databaseUrl;
    return {
      db: db as unknown as TDb,
      driver: "postgres",
      url,
      close: () => pool.end(),
      listen: (channel, onNotify, onState) => listenPostgres({ connectionString: url, channel, onNotify, onState }),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // pg_trgm serves the public search (migration 0011); PGlite ships it as a loadable extension.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://")) {
    // PGlite creates its folder non-recursively (docs/dependencies.md).
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  }
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  installTextParsers(client);
  const db = drizzle(drizzleHandle(client), { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as TDb,
    driver: "pglite",
    dump: async () => (await client.dumpDataDir("gzip")) as Blob,
    async listen(channel, onNotify, onState) {
      // In-process: PGlite hands a notification over before the statement that committed it returns, so
      // there is nothing in flight to wait for.
      const stop = await client.listen(channel, onNotify);
      onState?.(true);
      return { fence: async () => {}, close: () => stop() };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
