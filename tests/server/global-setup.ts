import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#server/db/client.ts";
import { seedDemoData } from "#server/db/seed/index.ts";
import { pinClock, resetClock } from "#server/clock.ts";
import { TEST_NOW, templateDatabaseUrl } from "./test-database.ts";

/**
 * Migrates and seeds one database before the suite, which every test file then clones: a PGlite data-dir
 * dump on the embedded driver, a template database on PostgreSQL (TEST_DATABASE_URL). Cloning is much
 * faster than migrating and seeding per file, and every file still starts from the same known state.
 */
export default async function setup(project: TestProject) {
  pinClock(TEST_NOW);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS roadshow_template WITH (FORCE)");
    await admin.query("CREATE DATABASE roadshow_template");
    await admin.end();
    const database = await openDatabase({ databaseUrl: templateDatabaseUrl(adminUrl) });
    await seedDemoData(database.db);
    await database.close();
    resetClock();
    return;
  }
  const database = await openDatabase({ dataDir: "memory://" });
  await seedDemoData(database.db);
  const dump = await database.dump?.();
  const dir = mkdtempSync(path.join(os.tmpdir(), "roadshow-test-"));
  const file = path.join(dir, "seeded.tar.gz");
  writeFileSync(file, Buffer.from(await dump!.arrayBuffer()));
  await database.close();
  resetClock();
  project.provide("pgliteDump", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}
