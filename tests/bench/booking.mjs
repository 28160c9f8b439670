// `npm run bench:booking`: 200 concurrent booking requests over real HTTP against one store slot with 20
// units, first on the embedded PGlite, then on PostgreSQL (a scratch database on the server of DATABASE_URL
// when set, else a throw-away server started with tests/pg-server.mjs when PostgreSQL binaries exist).
// Prints the successes (must be exactly 20), the final quota (must be 0) and requests per second; exits 1 when
// a run oversells or undersells. Runs under tsx (the script imports the TypeScript server directly).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../../src/server/app.ts";
import { activities, bookingStores } from "../../src/server/db/schema/index.ts";

const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const UNITS = Number(process.env.BENCH_UNITS ?? 20);
const AUTH = "/base-service/api/auth/v1";
const PASSWORD = "Demo@2026";

const form = (body) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) p.append(k, String(item));
  }
  return p.toString();
};

async function login(base, account) {
  const res = await fetch(`${base}/idp/pass/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form({ account, password: PASSWORD, redirect: "/home" }),
  });
  const token = new URL(res.headers.get("location") ?? "", base).searchParams.get("token");
  if (!token) throw new Error(`login of ${account} failed (${res.status})`);
  return token;
}

async function call(base, token, url, body) {
  const res = await fetch(`${base}${AUTH}${url}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: token },
    body: form(body),
  });
  return res.json();
}

/** One run: a seeded app listening on a free port, a slot set to UNITS, REQUESTS bookings at once. */
async function run(label, database) {
  const app = await buildApp({ database, seed: true, staticRoot: null, devTools: false, rateLimit: { loginMax: 10_000 } });
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address();
    const base = `http://127.0.0.1:${port}`;
    const tokens = await Promise.all(["listed-admin", "listed-member"].map((a) => login(base, a)));
    for (const token of tokens) await call(base, token, "/agreement/agreement_add", { agreementType: 0 });

    // The last date of the window, the first region, the morning: a slot the demo seed did not book.
    const days = (await call(base, tokens[0], "/booking_store/activity_booking_time", { activityType: 1, activityBookingType: 1 })).datas;
    const storeDate = days.at(-1).bizDate;
    const region = (await call(base, tokens[0], "/booking_region/list", { size: 0, status: 1 })).datas[0];
    const slots = (await call(base, tokens[0], "/booking_store/activity_booking_version_info", { storeDate, regionId: region.id })).datas;
    const slot = slots.find((s) => s.periodId === 1);
    const db = app.deps.db;
    await db.update(bookingStores).set({ number: UNITS, total: UNITS }).where(eq(bookingStores.id, slot.id));
    const theme = (await call(base, tokens[0], "/activity_type/list", { size: 0, status: 1, activityType: 1 })).datas.find((t) => t.isAllowModify);
    const body = {
      contactName: ["王海涛"], contactMobile: ["13912345678"], contactWechat: ["wanght_ir"], contactMail: [""],
      activityType: 1, bookingType: 1, dicId: theme.id, bookingTitle: "投资者交流会", modeId: 1, bookingDate: storeDate,
      periodId: 1, storeId: slot.id, version: slot.version, bookingRegionId: region.id, definedPeriodStart: "09:30", definedPeriodEnd: "10:30",
    };

    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => call(base, tokens[i % tokens.length], "/booking/booking_activity", body).catch((e) => ({ code: -1, message: String(e) }))),
    );
    const seconds = (performance.now() - started) / 1000;

    const successes = answers.filter((a) => a.code === 200).length;
    const messages = {};
    for (const a of answers.filter((x) => x.code !== 200)) messages[a.message] = (messages[a.message] ?? 0) + 1;
    const [row] = await db.select({ n: bookingStores.number }).from(bookingStores).where(eq(bookingStores.id, slot.id));
    const [created] = await db.select({ n: sql`count(*)::int` }).from(activities).where(eq(activities.storeId, slot.id));
    const ok = successes === UNITS && row.n === 0 && Number(created.n) === UNITS;
    console.log(`\n${label}: ${REQUESTS} concurrent bookings for a slot with ${UNITS} units (${storeDate}, ${region.regionName}, morning)`);
    console.log(`  successes      ${successes} (must be ${UNITS})`);
    console.log(`  final quota    ${row.n} (must be 0); activities on the slot: ${created.n}`);
    console.log(`  refusals       ${JSON.stringify(messages)}`);
    console.log(`  time           ${(seconds * 1000).toFixed(0)} ms, ${(REQUESTS / seconds).toFixed(1)} requests/s`);
    console.log(`  result         ${ok ? "ok" : "FAILED: oversold or undersold"}`);
    return ok;
  } finally {
    await app.close();
  }
}

/** A scratch database on the server of DATABASE_URL, dropped afterwards (the bench never touches real data). */
async function withScratchDatabase(adminUrl, fn) {
  const { default: pg } = await import("pg");
  const name = `roadshow_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end();
    console.log(`\nPostgreSQL: skipped (could not create a scratch database on DATABASE_URL: ${error.message})`);
    return true;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

let allOk = true;
allOk = (await run("PGlite (in memory)", { dataDir: "memory://" })) && allOk;

if (process.env.DATABASE_URL) {
  allOk = (await withScratchDatabase(process.env.DATABASE_URL, (url) => run("PostgreSQL (DATABASE_URL server)", { databaseUrl: url }))) && allOk;
} else if (existsSync("/usr/lib/postgresql/15/bin/postgres") || process.env.PG_BIN) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "roadshow-bench-pg-"));
  const started = spawnSync(process.execPath, [path.join(root, "tests/pg-server.mjs"), "start", dir], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  try {
    if (started.status !== 0) throw new Error("could not start PostgreSQL");
    allOk = (await run("PostgreSQL 15 (throw-away server)", { databaseUrl: started.stdout.trim() })) && allOk;
  } finally {
    spawnSync(process.execPath, [path.join(root, "tests/pg-server.mjs"), "stop", dir], { stdio: ["ignore", "ignore", "inherit"] });
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  console.log("\nPostgreSQL: skipped (no DATABASE_URL and no PostgreSQL binaries at /usr/lib/postgresql/15/bin)");
}

process.exit(allOk ? 0 : 1);
