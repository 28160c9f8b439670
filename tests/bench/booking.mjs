// `npm run bench:booking`: the rush when a collective series opens (issue 22 target 2). 500 listed companies,
// each with its own enterprise account, send 2,000 collective bookings over real HTTP for the 50 activities of
// one series (each company four different activities; one place per series is all it may get), first on the
// embedded PGlite, then on PostgreSQL (a scratch database on the server of DATABASE_URL when set, else a
// throw-away server started with tests/pg-server.mjs when PostgreSQL binaries exist).
//
// All 2,000 requests are queued at once and BENCH_INFLIGHT (100) are on the wire at a time, as the pool of a
// proxy in front of the API would hold them; latency is counted from the moment a request is sent. The
// requests are sent from a worker thread, so the clients do not share the server's event loop.
//
// Checks, any miss exits 1: no 5xx; each refusal is one of the spec's two messages (activity full, series
// already booked); no activity over its capacity, and none refused as full that is not full; one place per
// company; the places counted on the activities equal the companies' parts and the successes; 50 successful
// requests replayed with their Idempotency-Key answer the same and add nothing.
// Targets: ≥ 500 requests/s on PostgreSQL, ≥ 200 on PGlite, p99 < 300 ms.
// BENCH_ONLY=pglite or BENCH_ONLY=postgres measures one driver; BENCH_CPU_PROFILE=dir writes a CPU profile of
// the server's thread during the rush. Runs under tsx (the script imports the TypeScript server directly).
import { spawnSync } from "node:child_process";
import { Worker } from "node:worker_threads";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inArray, sql } from "drizzle-orm";
import { buildApp } from "../../src/server/app.ts";
import { activities, activityCompanies, activitySeries, companies, companyMembers, sessions, users } from "../../src/server/db/schema/index.ts";
import { newToken, sha256 } from "../../src/server/lib/crypto.ts";
import { BookingMsg } from "../../src/shared/booking/booking-messages.ts";
import { percentile, verdict } from "./lib/verdict.mjs";
import { mainThreadCpuMs, profiled } from "./lib/thread-cpu.mjs";

const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 500);
const PER_COMPANY = Number(process.env.BENCH_PER_COMPANY ?? 4);
const SLOTS = Number(process.env.BENCH_SLOTS ?? 50);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 8);
const IN_FLIGHT = Number(process.env.BENCH_INFLIGHT ?? 100);
/**
 * Bookings of another series sent before the rush (BENCH_WARMUP, 0 for none): a series opens on a server that
 * has been up since morning, its database connections open, its statements prepared on them and its code
 * compiled. Without it, the first 200 requests of the rush paid for all of that at once and set the p99.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const REPLAYS = 50;
const P99_TARGET_MS = 300;
const AUTH = "/base-service/api/auth/v1";
const CONTACT = "contactName=%E7%8E%8B%E6%B5%B7%E6%B6%9B&contactMobile=13912345678&contactWechat=wanght_ir&contactMail=";

/** A small deterministic generator, so every run books the same pattern. */
function mulberry32(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The series, its activities, and the companies with an admin account and a session each. */
/** A collective series open for booking now: `count` activities of `capacity` places on `startDate`. */
async function collectiveSeries(db, seriesName, title, count, capacity, startDate) {
  const [series] = await db.insert(activitySeries).values({ seriesName }).returning();
  return db
    .insert(activities)
    .values(
      Array.from({ length: count }, (_, i) => ({
        seriesId: series.id, isMulti: true, activityType: 6, title: `${title} 第${i + 1}场`, startDate, endDate: startDate,
        modeId: 4, videoType: 4, capacity, bookingCompanyType: 0,
        bookingStartTime: new Date(Date.now() - 60_000), bookingEndTime: new Date(Date.now() + 86_400_000),
      })),
    )
    .returning({ id: activities.id });
}

async function stage(db) {
  const startDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const acts = await collectiveSeries(db, "2026年度业绩说明会集体接待日（压测）", "集体接待日", SLOTS, CAPACITY, startDate);
  const firms = await db
    .insert(companies)
    .values(Array.from({ length: COMPANIES }, (_, i) => ({
      shortName: `压测公司${i}`, fullName: `压测上市公司${i}股份有限公司`, stockCode: String(700000 + i), companyType: 1, isOpenExplanation: true,
    })))
    .returning({ id: companies.id });
  const accounts = await db
    .insert(users)
    .values(firms.map((_, i) => ({ account: `bench-booking-${i}`, nickName: `董秘${i}`, userType: "enterprise" })))
    .returning({ id: users.id });
  await db.insert(companyMembers).values(accounts.map((u, i) => ({ companyId: firms[i].id, userId: u.id, userRole: 1, isBookingEnable: true })));
  const tokens = accounts.map(() => newToken());
  const at = new Date();
  await db.insert(sessions).values(accounts.map((u, i) => ({
    tokenHash: sha256(tokens[i]), userId: u.id, loginType: "1", createdAt: at, lastSeenAt: at, expiresAt: new Date(at.getTime() + 3_600_000),
  })));
  // the warm-up series: ten activities of five places, so its bookings are accepted and refused alike
  const warmActs = await collectiveSeries(db, "预热系列（压测）", "预热", 10, 5, startDate);
  return { activityIds: acts.map((a) => a.id), warmIds: warmActs.map((a) => a.id), tokens };
}

async function post(base, token, url, body, key) {
  const headers = { "content-type": "application/x-www-form-urlencoded", authorization: token };
  if (key) headers["idempotency-key"] = key;
  const t0 = performance.now();
  const res = await fetch(`${base}${AUTH}${url}`, { method: "POST", headers, body });
  const json = res.status >= 500 ? { code: res.status, message: await res.text() } : await res.json();
  return { status: res.status, ms: performance.now() - t0, json };
}

/** Runs the jobs with at most `limit` in flight; each job's own time is what it measured. */
async function pool(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]().catch((e) => ({ status: -1, ms: 0, json: { code: -1, message: String(e) } }));
    }
  }));
  return results;
}

/** The rush, sent from a worker thread: the answers in the order of `requests`. */
function rushFromWorker(base, requests) {
  return new Promise((resolve, reject) => {
    const calls = requests.map((r) => ({ url: `${base}${AUTH}/activity/booking_activity`, token: r.token, body: `${CONTACT}&activityIds=${r.id}`, key: r.key }));
    const worker = new Worker(new URL("./lib/post-rush.mjs", import.meta.url), { workerData: { calls, inFlight: IN_FLIGHT } });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

async function run(label, database, pg) {
  const app = await buildApp({ database, seed: true, staticRoot: null, devTools: false, rateLimit: { loginMax: 100_000 } });
  try {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${app.server.address().port}`;
    const db = app.deps.db;
    const { activityIds, warmIds, tokens } = await stage(db);
    // The collective agreement is accepted beforehand, as each company does when it opens the form.
    await pool(tokens.map((token) => () => post(base, token, "/agreement/agreement_add", "agreementType=1")), 50);
    if (WARMUP > 0) {
      const warm = Array.from({ length: WARMUP }, (_, i) => ({ c: i, token: tokens[i % tokens.length], id: warmIds[i % warmIds.length], key: `warm-${i}` }));
      const warmAnswers = await rushFromWorker(base, warm);
      const broken = warmAnswers.filter((a) => a.status >= 500 || a.status < 0).length;
      console.log(`  warm-up: ${WARMUP} bookings of another series first (${warmAnswers.filter((a) => a.json.code === 200).length} accepted, ${broken} server errors)`);
      if (broken > 0) throw new Error("the warm-up met server errors");
    }

    const random = mulberry32(22);
    const requests = [];
    tokens.forEach((token, c) => {
      const picks = new Set();
      while (picks.size < Math.min(PER_COMPANY, SLOTS)) picks.add(activityIds[Math.floor(random() * SLOTS)]);
      for (const id of picks) requests.push({ c, token, id, key: `bench-${c}-${id}` });
    });
    for (let i = requests.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [requests[i], requests[j]] = [requests[j], requests[i]];
    }

    const cpuBefore = mainThreadCpuMs();
    const started = performance.now();
    const answers = await profiled(`booking-${pg ? "postgres" : "pglite"}`, () => rushFromWorker(base, requests));
    const seconds = (performance.now() - started) / 1000;
    const serverCpuMs = mainThreadCpuMs() - cpuBefore;

    const problems = [];
    const refusedFull = new Set();
    let successes = 0;
    answers.forEach((a, i) => {
      if (a.status >= 500 || a.status < 0) problems.push(`${a.status}: ${String(a.json.message).slice(0, 120)}`);
      else if (a.json.code === 200) successes++;
      else if (a.json.message === BookingMsg.collectiveFull) refusedFull.add(requests[i].id);
      else if (a.json.message !== BookingMsg.seriesTaken) problems.push(`unexpected refusal: ${a.json.code} ${a.json.message}`);
    });

    const rows = await db.select({ id: activities.id, booked: activities.bookedCount }).from(activities).where(inArray(activities.id, activityIds));
    const parts = await db
      .select({ companyId: activityCompanies.companyId, n: sql`count(*)::int` })
      .from(activityCompanies)
      .where(inArray(activityCompanies.activityId, activityIds))
      .groupBy(activityCompanies.companyId);
    const placed = rows.reduce((s, r) => s + r.booked, 0);
    const partCount = parts.reduce((s, p) => s + Number(p.n), 0);
    for (const r of rows) {
      if (r.booked > CAPACITY) problems.push(`activity ${r.id} oversold: ${r.booked}/${CAPACITY}`);
      if (refusedFull.has(r.id) && r.booked < CAPACITY) problems.push(`activity ${r.id} refused as full at ${r.booked}/${CAPACITY}`);
    }
    if (parts.some((p) => Number(p.n) > 1)) problems.push("a company holds two places in one series");
    if (placed !== successes || partCount !== successes) problems.push(`places ${placed}, parts ${partCount}, successes ${successes} disagree`);

    // Replays: the same request with the same key answers the same and changes nothing.
    const won = requests.filter((_, i) => answers[i].json.code === 200).slice(0, REPLAYS);
    const replayed = await pool(won.map((r) => () => post(base, r.token, "/activity/booking_activity", `${CONTACT}&activityIds=${r.id}`, r.key)), 10);
    const [after] = await db.select({ n: sql`count(*)::int` }).from(activityCompanies).where(inArray(activityCompanies.activityId, activityIds));
    if (replayed.some((a) => a.json.code !== 200)) problems.push(`a replay was not answered as the original (${replayed.find((a) => a.json.code !== 200)?.json.message})`);
    if (Number(after.n) !== partCount) problems.push(`replays added ${Number(after.n) - partCount} parts`);

    const latencies = answers.map((a) => a.ms).sort((x, y) => x - y);
    // the requests are sent in order: the first ones meet a server that has not booked yet (cold statements)
    const head = answers.slice(0, IN_FLIGHT * 2).map((a) => a.ms).sort((x, y) => x - y);
    const tail = answers.slice(IN_FLIGHT * 2).map((a) => a.ms).sort((x, y) => x - y);
    const rps = requests.length / seconds;
    const p99 = percentile(latencies, 99);
    const full = rows.filter((r) => r.booked === CAPACITY).length;
    console.log(`\n${label}: ${requests.length} collective bookings from ${COMPANIES} companies over ${SLOTS} activities of ${CAPACITY} places, ${IN_FLIGHT} in flight`);
    console.log(`  sold ${successes} places (${full} of ${SLOTS} activities full); refusals: ${requests.length - successes - problems.length}`);
    console.log(`  ${(seconds * 1000).toFixed(0)} ms, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`);
    if (tail.length > 0) console.log(`  the first ${head.length} sent: p99 ${percentile(head, 99).toFixed(0)} ms; the rest: p50 ${percentile(tail, 50).toFixed(0)} ms, p99 ${percentile(tail, 99).toFixed(0)} ms`);
    // on PGlite the database runs on that thread too
    if (Number.isFinite(serverCpuMs)) console.log(`  the server's thread: ${((serverCpuMs * 1000) / requests.length).toFixed(0)} µs of CPU per request${pg ? "" : " (the database included)"}`);
    for (const p of problems.slice(0, 10)) console.log(`  PROBLEM ${p}`);
    const target = pg ? 500 : 200;
    const bench = "booking";
    const db_ = pg ? "PostgreSQL" : "PGlite";
    const a = verdict({ bench, figure: `${db_} bookings per second`, value: rps, unit: "req/s", target: `≥ ${target}`, met: rps >= target });
    const b = verdict({ bench, figure: `${db_} booking p99`, value: p99, unit: "ms", target: `< ${P99_TARGET_MS}`, met: p99 < P99_TARGET_MS });
    const c = verdict({ bench, figure: `${db_} quota, refusals, replays`, value: problems.length === 0 ? "exact" : `${problems.length} problems`, target: "exact", met: problems.length === 0 });
    return a && b && c;
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
const only = process.env.BENCH_ONLY;
if (only === "postgres") console.log("\nPGlite: skipped (BENCH_ONLY=postgres)");
else allOk = (await run("PGlite (in memory)", { dataDir: "memory://" }, false)) && allOk;

if (process.env.BENCH_PG === "0" || only === "pglite") {
  console.log("\nPostgreSQL: skipped (BENCH_PG=0 or BENCH_ONLY=pglite)");
} else if (process.env.DATABASE_URL) {
  allOk = (await withScratchDatabase(process.env.DATABASE_URL, (url) => run("PostgreSQL (DATABASE_URL server)", { databaseUrl: url }, true))) && allOk;
} else if (existsSync("/usr/lib/postgresql/15/bin/postgres") || process.env.PG_BIN) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "roadshow-bench-pg-"));
  const started = spawnSync(process.execPath, [path.join(root, "tests/pg-server.mjs"), "start", dir], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  try {
    if (started.status !== 0) throw new Error("could not start PostgreSQL");
    allOk = (await run("PostgreSQL 15 (throw-away server)", { databaseUrl: started.stdout.trim() }, true)) && allOk;
  } finally {
    spawnSync(process.execPath, [path.join(root, "tests/pg-server.mjs"), "stop", dir], { stdio: ["ignore", "ignore", "inherit"] });
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  console.log("\nPostgreSQL: skipped (no DATABASE_URL and no PostgreSQL binaries at /usr/lib/postgresql/15/bin)");
}

process.exit(allOk ? 0 : 1);
