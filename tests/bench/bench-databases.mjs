// The database loop the load benches share (bench:list, bench:public): one measurement per database, the
// embedded PGlite first, then PostgreSQL (DATABASE_URL when set, else a throw-away PostgreSQL 15 server
// started with tests/pg-server.mjs when it is installed), each PostgreSQL run on a database of its own that
// is dropped afterwards; and the summary that judges the results against the bench's targets.
// BENCH_ONLY=pglite or BENCH_ONLY=postgres measures one driver.
import { verdict } from "./lib/verdict.mjs";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const pgServer = path.join(root, "tests/pg-server.mjs");

/**
 * Runs `measure(driver, databaseOptions)` on each database and answers the results in order. `name` names the
 * bench's PostgreSQL database (suffixed with the process id, so two benches never share one).
 */
export async function measureOnEachDatabase(name, measure) {
  const results = [];
  const only = process.env.BENCH_ONLY ?? "";
  let pgDir = null;
  try {
    if (only !== "postgres") results.push(await measure("pglite", { dataDir: "memory://" }));
    let url = process.env.DATABASE_URL ?? null;
    if (only !== "pglite" && !url && existsSync("/usr/lib/postgresql/15/bin")) {
      pgDir = mkdtempSync(path.join(os.tmpdir(), "roadshow-bench-pg-"));
      const started = spawnSync(process.execPath, [pgServer, "start", pgDir], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
      if (started.status !== 0) throw new Error("could not start a throw-away PostgreSQL server");
      url = started.stdout.trim();
    }
    if (only === "pglite") url = null;
    if (url) results.push(await onOwnDatabase(url, `${name}_${process.pid}`, (databaseUrl) => measure("postgres", { databaseUrl })));
    else if (only !== "pglite") console.log("\nPostgreSQL: skipped (no DATABASE_URL and no /usr/lib/postgresql/15/bin)");
  } finally {
    if (pgDir) {
      spawnSync(process.execPath, [pgServer, "stop", pgDir], { stdio: ["ignore", "ignore", "inherit"] });
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
  return results;
}

/**
 * Runs the bench `script` (with this process's flags and arguments) once per database, each in a process of
 * its own with BENCH_ONLY set, then exits with 1 when either run did. For benches whose figures a previous
 * run in the same process would skew: after PGlite's minute of load and its million rows, the PostgreSQL part
 * of bench:views measured p99 45 to 60 ms where a process of its own measured 15 to 36 ms, in runs
 * taken minutes apart (2026-11-28).
 */
export function measureEachDatabaseInOwnProcess(script) {
  let failed = false;
  for (const driver of ["pglite", "postgres"]) {
    const run = spawnSync(process.execPath, [...process.execArgv, script, ...process.argv.slice(2)], {
      stdio: "inherit",
      env: { ...process.env, BENCH_ONLY: driver },
    });
    if (run.status !== 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
}

/** PostgreSQL: a bench database of its own on the server, dropped afterwards. */
async function onOwnDatabase(adminUrl, name, run) {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    return await run(u.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Prints one line per result against `target` ({ pglite, postgres, p99 } in req/s and ms; `passes` adds the
 * bench's own conditions and `extra` its own columns) and exits 1 when one is missed (BENCH_STRICT=0 only
 * reports).
 */
export function reportAndExit(results, target, { bench, heading, passes = () => true, extra = () => "" }) {
  console.log(`\n${heading}`);
  let missed = false;
  for (const r of results) {
    const want = target[r.driver];
    const ok = r.rps >= want && r.p99 < target.p99 && r.errors === 0 && passes(r);
    if (!ok) missed = true;
    console.log(
      `  ${r.driver.padEnd(8)} ${r.rps.toFixed(0).padStart(6)} req/s (target ≥ ${want})  p99 ${r.p99.toFixed(1)} ms (target < ${target.p99})  errors ${r.errors}${extra(r)}  ${ok ? "ok" : "MISSED"}`,
    );
    const db = r.driver === "postgres" ? "PostgreSQL" : "PGlite";
    verdict({ bench, figure: `${db} requests per second`, value: r.rps, unit: "req/s", target: `≥ ${want}`, met: r.rps >= want });
    verdict({ bench, figure: `${db} p99`, value: r.p99, unit: "ms", target: `< ${target.p99}`, met: r.p99 < target.p99 });
    verdict({ bench, figure: `${db} errors and checks`, value: r.errors, target: "0", met: r.errors === 0 && passes(r) });
  }
  process.exit(missed && process.env.BENCH_STRICT !== "0" ? 1 : 0);
}
