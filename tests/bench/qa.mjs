// `npm run bench:qa`: BENCH_SOCKETS (1000) sockets watch one live activity's public Q&A while BENCH_QUESTIONS
// (200) questions are asked by personal users over HTTP (auto-approved), answered by the company and the
// answers approved by an operator. Every public event ("asked", "answerReviewed") must reach every socket.
// Prints p50 and p99 milliseconds from the event's `at` (stamped right after the write's commit) to the LAST
// socket's receipt, and lost events, in each phase (issue 22, target 1): paced at BENCH_RATE (10) questions/s;
// on PostgreSQL the peak, BENCH_PEAK_RATE (55) questions/s offered, where at least 50/s must be accepted while
// p99 stays ≤ 100 ms, and the wide audience, BENCH_WIDE_SOCKETS (5,000) sockets at BENCH_RATE; last the
// questions accepted per second when unpaced (the most this machine takes; its latency is not judged).
// BENCH_ONLY=pglite|postgres runs one database; BENCH_QA_NODE_FLAGS passes node flags to the server processes.
// The servers run as child processes of this script (each a small buildApp + listen), so the sockets and the
// HTTP load live apart from the servers' event loops, like browsers; the sockets are spread over
// BENCH_CLIENT_THREADS (2) worker threads (lib/socket-watchers.mjs), the HTTP load stays on the main thread:
// - PGlite: one server process on an in-memory PGlite with the in-process publish/subscribe;
// - PostgreSQL: two server processes with createPostgresPubSub on a scratch database (DATABASE_URL's server,
//   else a throw-away server when PostgreSQL 15 binaries exist; BENCH_PG=0 skips it); the sockets are spread
//   over both and so are the pipelines' writes (pipeline w to process w mod 2, as a proxy in front would spread
//   them), so half the deliveries cross processes through LISTEN/NOTIFY.
// The first server seeds and sets the stage in its database. Exits 1 when an event is lost or p99 misses
// 100 ms (BENCH_STRICT=0: never). Runs under tsx (the children import the TypeScript server directly).
import { verdict } from "./lib/verdict.mjs";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { keepAlivePool } from "./lib/keep-alive.mjs";
import { openSocketWatchers } from "./lib/socket-watchers.mjs";

const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const self = fileURLToPath(import.meta.url);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 200);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 16);
/**
 * Latency is measured at a fixed offered load (questions per second, each also answered and approved), so a
 * faster database does not simply mean more load on the same two cores; a second, unpaced phase measures how
 * many questions per second are accepted at most (its latency is printed too, as the saturated case).
 */
const RATE = Number(process.env.BENCH_RATE ?? 10);
const P99_TARGET_MS = 100;
// questions accepted per second under the mixed load, on PostgreSQL with two processes (issue 22); the peak
// phase offers 10 % more, so a server that keeps up shows at least the target
const QPS_TARGET = 50;
const PEAK_RATE = Number(process.env.BENCH_PEAK_RATE ?? 55);
const PEAK_QUESTIONS = Number(process.env.BENCH_PEAK_QUESTIONS ?? 550);
// the wide audience of issue 22: this many sockets over the two processes at BENCH_RATE
const WIDE_SOCKETS = Number(process.env.BENCH_WIDE_SOCKETS ?? 5000);
// BENCH_QA_PHASES: the phases to run, of paced, peak, wide and unpaced (all by default; peak and wide on PostgreSQL only)
const PHASES = new Set((process.env.BENCH_QA_PHASES ?? "paced,peak,wide,unpaced").split(",").map((p) => p.trim()));
const AUTH = "/base-service/api/auth/v1";
const OPS = "/base-service/api/ops/v1";
const PASSWORD = "Demo@2026";
/** The ask rule allows 5 questions a minute per user (ASK_RATE): each user asks at most this many. */
const ASKS_PER_USER = 4;

const form = (body) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null) p.append(k, String(v));
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

/** The pipelines' connections: one each, kept alive (lib/keep-alive.mjs says why not fetch). */
const pipelines = keepAlivePool(WORKERS);

/** A write as the browser makes it: form body, token, and an Idempotency-Key so a replay would be harmless. */
async function post(base, token, url, body) {
  const res = await pipelines.request(`${base}${url}`, { token, body: form(body), key: crypto.randomUUID() });
  return JSON.parse(res.text);
}

/** Starts a server process; resolves with its base URL (and the stage, from the one that sets it) once it listens. */
function startChild(database, first) {
  // BENCH_QA_NODE_FLAGS: node flags for the server processes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  const flags = (process.env.BENCH_QA_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...flags, "--import", "tsx", self, "--serve", database, first ? "1" : "0"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let stage = null;
    const lines = readline.createInterface({ input: child.stdout });
    lines.on("line", (line) => {
      if (line.startsWith("STAGE ")) stage = JSON.parse(line.slice(6));
      const m = /^PORT (\d+)$/.exec(line);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}`, stage });
    });
    child.on("exit", (code) => reject(new Error(`server process exited (${code})`)));
  });
}

/** Stops the server processes this script started, and waits for them to exit. */
async function stopChildren(children) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)));
}

/**
 * The stage: the demo's live activity of 鹏城智能 made auto-approving, open for text, published and inside its
 * answer window; personal, verified users with sessions (created in the database: the bench measures the
 * Q&A, not the one-time-code login).
 */
async function prepare(db, users) {
  const { eq, like } = await import("drizzle-orm");
  const { activities, users: usersTable } = await import("../../src/server/db/schema/index.ts");
  const { createSession } = await import("../../src/server/modules/identity/session.repository.ts");
  const [activity] = await db.select({ id: activities.id }).from(activities).where(like(activities.title, "%第三季度业绩说明会（直播中）"));
  if (!activity) throw new Error("the demo's live activity is missing");
  const nowMs = Date.now();
  await db
    .update(activities)
    .set({
      isAutoApprove: true, isOpenText: true, pubStatus: 2, status: 2, isCancel: false,
      answerStartTime: new Date(nowMs - 3_600_000), answerEndTime: new Date(nowMs + 6 * 3_600_000),
    })
    .where(eq(activities.id, activity.id));
  const stamp = String(nowMs).slice(-5);
  const rows = await db
    .insert(usersTable)
    .values(
      Array.from({ length: users }, (_, i) => ({
        mobile: `17${stamp}${String(i).padStart(4, "0")}`,
        nickName: `投资者${i}`,
        userType: "personal",
        isRealPerson: true,
        investorType: (i % 3) + 1,
      })),
    )
    .returning({ id: usersTable.id });
  const tokens = [];
  for (const r of rows) tokens.push(await createSession(db, r.id, "0"));
  return { activityId: activity.id, tokens };
}

const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/**
 * The phases on one set-up, each judged on delivery (p99 from commit to the last socket, nothing lost):
 * paced at BENCH_RATE to SOCKETS sockets; on PostgreSQL also the peak (PEAK_RATE offered, judged on the
 * questions accepted per second too) and the wide audience (WIDE_SOCKETS sockets at BENCH_RATE); last the
 * unpaced phase, which shows the most this machine accepts (its latency is the saturated case, not judged).
 */
async function run(label, setup, pg) {
  let ok = true;
  let offset = 0;
  if (PHASES.has("paced")) ok = (await phase(`${label}, paced at ${RATE} questions/s`, setup, { rate: RATE, questions: QUESTIONS, sockets: SOCKETS, offset, judged: "latency" })) && ok;
  offset += QUESTIONS;
  if (pg) {
    if (PHASES.has("peak")) ok = (await phase(`${label}, peak: paced at ${PEAK_RATE} questions/s`, setup, { rate: PEAK_RATE, questions: PEAK_QUESTIONS, sockets: SOCKETS, offset, judged: "peak" })) && ok;
    offset += PEAK_QUESTIONS;
    if (PHASES.has("wide")) ok = (await phase(`${label}, ${WIDE_SOCKETS} sockets at ${RATE} questions/s`, setup, { rate: RATE, questions: QUESTIONS, sockets: WIDE_SOCKETS, offset, judged: "latency" })) && ok;
    offset += QUESTIONS;
  }
  if (PHASES.has("unpaced")) ok = (await phase(`${label}, unpaced (saturated)`, setup, { rate: Infinity, questions: QUESTIONS, sockets: SOCKETS, offset, judged: "throughput" })) && ok;
  return ok;
}

/** The questions all phases ask (each user asks at most ASKS_PER_USER). */
const questionsAsked = (pg) => 2 * QUESTIONS + (pg ? PEAK_QUESTIONS + QUESTIONS : 0);

/** One phase: sockets open, then WORKERS pipelines ask → answer → approve until `questions` were asked. */
async function phase(label, { bases, stage }, { rate, questions, sockets: audience, offset, judged }) {
  const { activityId, tokens } = stage;
  const [company, operator] = await Promise.all([login(bases[0], "listed-admin"), login(bases[0], "ops-admin")]);
  const watch = await openSocketWatchers(bases, activityId, audience);
  await Promise.all(bases.map((base) => pipelines.open(base)));

  const expected = [];
  const failures = {};
  const fail = (step, res) => (failures[`${step}: ${res.message}`] = (failures[`${step}: ${res.message}`] ?? 0) + 1);
  let next = 0;
  let accepted = 0;
  let lastAskDone = 0;
  const started = performance.now();
  // pipeline w writes to process w mod n, as a proxy in front of the processes would spread the requests
  const worker = async (_, w) => {
    const base = bases[w % bases.length];
    for (let i = next++; i < questions; i = next++) {
      const due = started + (i * 1000) / rate;
      if (Number.isFinite(due) && due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
      const asked = await post(base, tokens[(offset + i) % tokens.length], `${AUTH}/question_answer/ask_question`, { activityId, content: `第${i}个问题：毛利率的变化原因？` });
      if (asked.code !== 200) {
        fail("ask", asked);
        continue;
      }
      accepted += 1;
      lastAskDone = performance.now();
      const qid = asked.datas[0].id;
      expected.push(`asked:${qid}`);
      const answered = await post(base, company, `${AUTH}/question_answer_company/guest_answer`, { activityId, id: qid, content: `感谢关注，第${i}个回复。` });
      if (answered.code !== 200) {
        fail("answer", answered);
        continue;
      }
      const approved = await post(base, operator, `${OPS}/qa/moderate`, { kind: 2, id: answered.datas[0].answerId, status: 1 });
      if (approved.code !== 200) fail("approve", approved);
      else expected.push(`answerReviewed:${qid}`);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  const askSeconds = (lastAskDone - started) / 1000;

  // Delivery is asynchronous: give the last events up to 10 s to arrive everywhere before counting losses.
  const deadline = Date.now() + 10_000;
  const complete = (seen) => expected.every((k) => (seen.events.get(k)?.count ?? 0) >= audience);
  while (!complete(await watch.report()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 200)); // late duplicates, if any, would show now
  const received = await watch.report();

  let lost = 0;
  let duplicated = 0;
  const latencies = [];
  for (const key of expected) {
    const e = received.events.get(key);
    const n = e?.count ?? 0;
    if (n < audience) lost += audience - n;
    if (n > audience) duplicated += n - audience;
    if (e && n >= audience) latencies.push(e.last - e.at);
  }
  latencies.sort((a, b) => a - b);
  await watch.close();

  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const qps = accepted / askSeconds;
  const latencyJudged = judged !== "throughput";
  const ok =
    lost === 0 && duplicated === 0 && received.unexpected === 0 && Object.keys(failures).length === 0 &&
    (!latencyJudged || p99 <= P99_TARGET_MS) && (judged !== "peak" || qps >= QPS_TARGET);
  console.log(`\n${label}: ${audience} sockets on ${bases.length} process(es), ${questions} questions asked, answered and approved by ${WORKERS} pipelines`);
  console.log(`  events         ${expected.length} public events × ${audience} sockets = ${expected.length * audience} deliveries expected`);
  console.log(`  commit → last socket   p50 ${p50.toFixed(0)} ms   p99 ${p99.toFixed(0)} ms   max ${latencies.at(-1)?.toFixed(0)} ms${latencyJudged ? ` (target p99 ≤ ${P99_TARGET_MS})` : " (not judged: saturated)"}`);
  console.log(`  questions accepted     ${accepted} in ${askSeconds.toFixed(1)} s = ${qps.toFixed(1)} questions/s (while answering and approving)`);
  console.log(`  lost ${lost}   duplicated ${duplicated}   other activity ${received.unexpected}   refusals ${JSON.stringify(failures)}`);
  console.log(`  result         ${ok ? "ok" : "MISSED"}`);
  const db = label.startsWith("PostgreSQL") ? `PostgreSQL ×${bases.length}` : "PGlite";
  const at = judged === "throughput" ? "unpaced" : `${rate} q/s offered`;
  if (latencyJudged) verdict({ bench: "qa", figure: `${db} push to the last of ${audience} sockets at ${at}, p99`, value: p99, unit: "ms", target: `≤ ${P99_TARGET_MS}`, met: p99 <= P99_TARGET_MS });
  if (judged === "peak") verdict({ bench: "qa", figure: `${db} questions accepted per second (mixed load, p99 above)`, value: qps, unit: "q/s", target: `≥ ${QPS_TARGET}`, met: qps >= QPS_TARGET });
  if (judged === "throughput") verdict({ bench: "qa", figure: `${db} questions accepted per second, unpaced (mixed load)`, value: qps, unit: "q/s", target: "shown for scale", met: null });
  verdict({ bench: "qa", figure: `${db} ${at}, ${audience} sockets: lost, duplicated, refused`, value: lost + duplicated + Object.keys(failures).length, target: "0", met: lost === 0 && duplicated === 0 && Object.keys(failures).length === 0 });
  return ok;
}

/** PGlite: one server process, its database in memory. */
async function runOnPglite() {
  const server = await startChild("memory", true);
  try {
    return await run("PGlite (in memory, one server process)", { bases: [server.base], stage: server.stage }, false);
  } finally {
    await stopChildren([server.child]);
  }
}

/** PostgreSQL: a scratch database and two server processes (the first seeds and sets the stage). */
async function runOnPostgres(label, adminUrl) {
  const { default: pg } = await import("pg");
  const name = `roadshow_bench_qa_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const children = [];
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const first = await startChild(url.toString(), true);
    children.push(first.child);
    const second = await startChild(url.toString(), false);
    children.push(second.child);
    return await run(label, { bases: [first.base, second.base], stage: first.stage }, true);
  } finally {
    await stopChildren(children);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

async function main() {
  const only = process.env.BENCH_ONLY;
  let allOk = only === "postgres" ? true : await runOnPglite();
  if (process.env.BENCH_PG === "0" || only === "pglite") {
    console.log("\nPostgreSQL: skipped (BENCH_PG=0 or BENCH_ONLY=pglite)");
  } else if (process.env.DATABASE_URL) {
    allOk = (await runOnPostgres("PostgreSQL (DATABASE_URL server, two processes)", process.env.DATABASE_URL)) && allOk;
  } else if (existsSync("/usr/lib/postgresql/15/bin/postgres") || process.env.PG_BIN) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "roadshow-bench-qa-pg-"));
    const started = spawnSync(process.execPath, [path.join(root, "tests/pg-server.mjs"), "start", dir], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    try {
      if (started.status !== 0) throw new Error("could not start PostgreSQL");
      allOk = (await runOnPostgres("PostgreSQL 15 (throw-away server, two processes)", started.stdout.trim())) && allOk;
    } finally {
      spawnSync(process.execPath, [path.join(root, "tests/pg-server.mjs"), "stop", dir], { stdio: ["ignore", "ignore", "inherit"] });
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    console.log("\nPostgreSQL: skipped (no DATABASE_URL and no PostgreSQL binaries at /usr/lib/postgresql/15/bin)");
  }
  console.log("\n(numbers are indicative on a shared 2-core machine)");
  process.exit(allOk || process.env.BENCH_STRICT === "0" ? 0 : 1);
}

/** Child mode: one API server ("memory": PGlite; else a PostgreSQL URL with LISTEN/NOTIFY); prints its port. */
async function serve() {
  const [database, first] = process.argv.slice(3);
  const { buildApp } = await import("../../src/server/app.ts");
  const { createPostgresPubSub } = await import("../../src/server/lib/pubsub.ts");
  const onPg = database !== "memory";
  const app = await buildApp({
    database: onPg ? { databaseUrl: database } : { dataDir: "memory://" },
    pubsub: onPg ? await createPostgresPubSub(database) : undefined,
    seed: first === "1",
    staticRoot: null,
    devTools: false,
    logger: false,
    rateLimit: { loginMax: 10_000 },
  });
  if (first === "1") console.log(`STAGE ${JSON.stringify(await prepare(app.deps.db, Math.ceil(questionsAsked(onPg) / ASKS_PER_USER)))}`);
  await app.listen({ port: 0, host: "127.0.0.1" });
  console.log(`PORT ${app.server.address().port}`);
  const stop = () => void app.close().finally(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (process.argv[2] === "--serve") await serve();
else await main();
