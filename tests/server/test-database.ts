import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type TDatabase } from "#server/db/client.ts";

/** Monday 23 November 2026, 10:00 in Beijing: a trading day, inside the morning booking period. */
export const TEST_NOW = "2026-11-23T02:00:00.000Z";

export function templateDatabaseUrl(adminUrl: string): string {
  const url = new URL(adminUrl);
  url.pathname = "/roadshow_template";
  return url.toString();
}

/**
 * A fresh copy of the migrated, seeded test database: a new database cloned from the template on
 * PostgreSQL (dropped again on close), or a PGlite loaded from the dump the global setup wrote.
 */
export async function openTestDatabase(): Promise<TDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { default: pg } = await import("pg");
    const name = `roadshow_t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE roadshow_template`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = readFileSync(inject("pgliteDump"));
  return openDatabase({ dataDir: "memory://", loadDataDir: new Blob([dump]) });
}
