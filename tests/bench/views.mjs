// `npm run bench:views`: visit recording and the statistics read under load (issue 18, "Performance").
//
// Per database, each in a process of its own (embedded PGlite, then PostgreSQL: DATABASE_URL when set, else a
// throw-away server started with tests/pg-server.mjs when PostgreSQL 15 is installed): the demo data, the real
// server (buildApp + listen, behind a trusted proxy as in production, so each visitor has its own address in
// X-Forwarded-For); then --visitors
// (1,000) visitors for --seconds (60) s sending --rate (5,250: 5 % above the target) view events per second between them, open loop:
// each event leaves when it is due whether or not earlier ones were answered, as a crowd of browsers would,
// and its latency counts from then. An event is a visitor's next page load (activity/view_record seq 0, a fresh
// visitor id and page-load id) or, once one falls due, a heartbeat of a visit it opened (seq 1, 2, … every 30 s,
// as the player sends them). A closed loop (each visitor waiting for its answer before the next) would measure
// something else: by Little's law 1,000 such visitors see p99 < 50 ms only above 20,000 answers/s. The load runs
// in a worker thread (a lean keep-alive client, lib/lean-http.mjs) so it does not share the server's event
// loop. Prints view events/s answered and latency percentiles (target on PostgreSQL: ≥ 5,000 events/s
// answered, p99 < 50 ms) and checks that the rollups count exactly the page loads that were answered `counted`.
//
// Then the statistics read: --visits (1,000,000) raw visits of one activity written in bulk with
// generate_series, the rollups rebuilt from them (the repair path, visit-rollups.ts), and the company's three
// statistics calls (hour trend, day trend, platforms) timed through HTTP, --reads (200) times each: p50 and p99
// (target < 50 ms), which stay flat however many raw visits there are, since the reads never scan them.
// BENCH_ONLY=pglite or BENCH_ONLY=postgres measures one driver; BENCH_STRICT=0 only reports; BENCH_CPU_PROFILE=dir
// writes a CPU profile of the server's thread under the load, BENCH_HEAP_PROFILE=file its allocations (lib/thread-cpu.mjs).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import vm from "node:vm";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { measureEachDatabaseInOwnProcess, measureOnEachDatabase } from "./bench-databases.mjs";
import { verdict } from "./lib/verdict.mjs";
import { profiled } from "./lib/thread-cpu.mjs";
import { leanHttpPool } from "./lib/lean-http.mjs";
import { mergeObservations, serveChild, serveInChild, startObservedServer } from "./lib/observed-server.mjs";

const PUB = "/base-service/api/pub/v1";
const AUTH = "/base-service/api/auth/v1";
const HEARTBEAT_MS = 30_000;
/** Heartbeats go 5 s before their time, as a player whose timer fires early: inside the server's 10 s slack (heartbeatIsDue), so each counts. */
const EARLY_MS = 5_000;
/** The latency is also reported per window of this length, to tell a steady tail from a slow start. */
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 10_000);
const WARMUP_MS = 2000;
/** API processes taking the load on PostgreSQL (BENCH_PROCESSES; 1 keeps the server in this process, e.g. to profile it). */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const TARGET = { postgres: 5000, p99: 50, readP99: 50 };
const UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

if (!isMainThread) {
  await runLoad(workerData);
} else if (process.argv.includes("--serve")) {
  await serveChild();
} else if (!process.env.BENCH_ONLY) {
  measureEachDatabaseInOwnProcess(fileURLToPath(import.meta.url));
} else {
  await main();
}

/**
 * The visitors (worker thread), open loop: events go out at `rate` per second whatever the server's pace,
 * each from the next of `visitors` visitors in turn, and each event's latency runs from the moment it was due
 * to its answer (a slow server makes later events late rather than fewer: no coordinated omission). A visitor
 * keeps its open visits; a visit's heartbeat `seq` is due seq × 30 s − 10 s after its page load
 * (heartbeatIsDue), sent then, at most two per visit in a run; otherwise the visitor opens a new visit.
 */
async function runLoad({ ports, activityId, visitors, rate, durationMs, warmupMs }) {
  // a visitor keeps to one server, as behind a proxy that keeps a browser's connection; lean-http.mjs says
  // why not undici
  const pools = ports.map((port) => leanHttpPool({ port, size: Math.ceil(visitors / ports.length) }));
  await Promise.all(pools.map((p) => p.open()));
  let address = 0;
  const crowd = Array.from({ length: visitors }, (_, i) => ({ open: [], pool: pools[i % pools.length] }));
  const send = async (visit, seq, dueAt) => {
    const body = `activityId=${activityId}&uuid=${visit.uuid}&visitId=${visit.visitId}&seq=${seq}`;
    try {
      const { status, text } = await visit.pool.post(`${PUB}/activity/view_record`, body, { "User-Agent": UA, "X-Forwarded-For": visit.ip });
      return { ok: status === 200 && text.startsWith('{"code":200,'), counted: text.includes('"counted":true'), ms: performance.now() - dueAt };
    } catch {
      return { ok: false, counted: false, ms: performance.now() - dueAt };
    }
  };
  /** The next event of a visitor: a heartbeat that has fallen due, else a new page load. */
  const nextEvent = (visitor) => {
    const now = Date.now();
    const due = visitor.open.find((v) => now - v.at >= (v.seq + 1) * HEARTBEAT_MS - EARLY_MS);
    if (due) {
      due.seq += 1;
      if (due.seq >= 2) visitor.open.splice(visitor.open.indexOf(due), 1);
      return { visit: due, seq: due.seq };
    }
    address += 1;
    const visit = { pool: visitor.pool, uuid: randomUUID(), visitId: randomUUID(), ip: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`, at: now, seq: 0 };
    visitor.open.push(visit);
    return { visit, seq: 0 };
  };
  const phase = async (ms, record) => {
    // late: how long after its due time each event left this thread (its own stalls, not the server's)
    const stats = { loads: [], beats: [], windows: [], late: [], errors: 0, countedLoads: 0, countedBeats: 0 };
    // a count of the answers still awaited, not the promises: the load thread need not keep the 300,000
    // promises of a run alive (the p99 did not move with it: 112, 71 and 82 ms on 2026-11-26, 14:25 UTC)
    let awaited = 0;
    let allAnswered = () => {};
    const started = performance.now();
    let sent = 0;
    while (performance.now() - started < ms) {
      const dueCount = Math.floor(((performance.now() - started) / 1000) * rate);
      for (; sent < dueCount; sent++) {
        const dueAt = started + (sent / rate) * 1000;
        const { visit, seq } = nextEvent(crowd[sent % visitors]);
        if (record) stats.late.push(performance.now() - dueAt);
        awaited += 1;
        void send(visit, seq, dueAt).then((r) => {
          awaited -= 1;
          if (awaited === 0) allAnswered();
          if (!record) return;
          if (!r.ok) stats.errors += 1;
          else (seq === 0 ? stats.loads : stats.beats).push(r.ms);
          (stats.windows[Math.floor((dueAt - started) / WINDOW_MS)] ??= []).push(r.ms);
          if (r.counted && seq === 0) stats.countedLoads += 1;
          else if (r.counted) stats.countedBeats += 1;
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    if (awaited > 0) await new Promise((resolve) => (allAnswered = resolve));
    return { stats, sent, elapsedMs: performance.now() - started };
  };
  await phase(warmupMs, false);
  const result = await phase(durationMs, true);
  for (const p of pools) p.close();
  parentPort.postMessage(result);
}

/** A full garbage collection of this thread, made available without a command-line flag. */
function fullGc() {
  v8.setFlagsFromString("--expose-gc");
  vm.runInNewContext("gc")();
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: "string", default: process.env.BENCH_SECONDS ?? "60" },
      visitors: { type: "string", default: process.env.BENCH_VISITORS ?? "1000" },
      rate: { type: "string", default: process.env.BENCH_RATE ?? "5250" },
      visits: { type: "string", default: process.env.BENCH_VISITS ?? "1000000" },
      reads: { type: "string", default: process.env.BENCH_READS ?? "200" },
    },
  });
  const seconds = Number(values.seconds);
  const visitors = Number(values.visitors);
  const rate = Number(values.rate);
  const rawVisits = Number(values.visits);
  const reads = Number(values.reads);
  const { openDatabase } = await import("#server/db/client.ts");
  const { seedDemoData } = await import("#server/db/seed/index.ts");
  const { createSession } = await import("#server/modules/identity/session.repository.ts");
  const { rebuildRollups } = await import("#server/modules/visit-stats/index.ts");
  const { sql } = await import("drizzle-orm");

  const tmp = mkdtempSync(path.join(os.tmpdir(), "roadshow-bench-views-"));
  let results;
  try {
    results = await measureOnEachDatabase("roadshow_bench_views", measure);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`\nsummary (${os.cpus().length} cores shared with other work; the load generator runs on the same machine; ${rate}/s offered by ${visitors} visitors, ${seconds} s, ${rawVisits.toLocaleString()} raw visits)`);
  let missed = false;
  const note = `${rate}/s offered by ${visitors} visitors, ${seconds} s, ${os.cpus().length} shared cores`;
  for (const r of results) {
    const pg = r.driver === "postgres";
    const judged = [
      verdict({ bench: "views", figure: `${r.driver} view events/s`, value: r.eps, unit: "/s", target: pg ? `≥ ${TARGET.postgres}` : "shown for scale", met: pg ? r.eps >= TARGET.postgres : null, note }),
      verdict({ bench: "views", figure: `${r.driver} view_record p99`, value: r.p99, unit: "ms", target: pg ? `< ${TARGET.p99}` : "shown for scale", met: pg ? r.p99 < TARGET.p99 : null, note }),
      verdict({ bench: "views", figure: `${r.driver} errors, rollups exact`, value: `${r.errors}, ${r.exact ? "exact" : "differ"}`, target: "0, exact", met: r.errors === 0 && r.exact }),
      verdict({ bench: "views", figure: `${r.driver} statistics read of ${rawVisits.toLocaleString("en-US")} visits p99`, value: r.readP99, unit: "ms", target: `< ${TARGET.readP99}`, met: r.readP99 < TARGET.readP99, note }),
    ];
    if (judged.includes(false)) missed = true;
  }
  process.exit(missed && process.env.BENCH_STRICT !== "0" ? 1 : 0);

  async function measure(driver, options) {
    console.log(`\n${driver}: migrating and seeding the demo…`);
    const database = await openDatabase(options);
    const { db } = database;
    const rows = async (q) => (await db.execute(q)).rows;
    await seedDemoData(db);
    // two published activities of the listed demo company: one takes the live load, one the bulk visits
    const [{ company, user }] = await rows(sql`select m.company_id as company, m.user_id as "user" from company_members m
      join users u on u.id = m.user_id where u.account = 'listed-admin'`);
    const made = await rows(sql`insert into activities (activity_type, title, en_title, start_date, end_date, start_time, end_time, status, pub_status, video_type, mode_id)
      select 1, '访问统计基准活动' || g, 'Visit bench ' || g, current_date, current_date, '00:00', '23:59', 2, 2, 1, 1 from generate_series(1, 2) g returning id`);
    const [live, bulk] = made.map((r) => Number(r.id));
    await rows(sql`insert into activity_companies (activity_id, company_id, is_accept_agreement) values (${live}::int, ${company}::int, true), (${bulk}::int, ${company}::int, true)`);
    const token = await createSession(db, Number(user), "pass");
    // the server of this process answers the statistics reads; on PostgreSQL the load goes to PROCESSES
    // API processes of their own on the same database, as the portal runs them
    const route = "/activity/view_record";
    const local = await startObservedServer({ database, storage: tmp, route });
    const children = [];
    const pct = (list, p) => (list.length ? list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] : NaN);
    try {
      if (options.databaseUrl && PROCESSES > 1) {
        for (let i = 0; i < PROCESSES; i++) children.push(await serveInChild(fileURLToPath(import.meta.url), options.databaseUrl, tmp, route));
      }
      const servers = children.length > 0 ? children : [local];
      const where = children.length > 0 ? `${children.length} server processes` : "the server in this process";
      console.log(`  ${visitors} visitors for ${seconds} s sending ${rate} events/s (page loads, and heartbeats as they fall due) to ${where}, after a ${WARMUP_MS / 1000} s warm-up…`);
      // the previous database's garbage (the PGlite run, seeding) is collected now, not billed to this load as a pause
      fullGc();
      await Promise.all(servers.map((s) => s.begin()));
      const worker = new Worker(new URL(import.meta.url), { workerData: { ports: servers.map((s) => s.port), activityId: live, visitors, rate, durationMs: seconds * 1000, warmupMs: WARMUP_MS } });
      const { stats, sent, elapsedMs } = await profiled(`views-${driver}`, () =>
        new Promise((resolve, reject) => {
          worker.once("message", resolve);
          worker.once("error", reject);
        }),
      );
      const seen = mergeObservations(await Promise.all(servers.map((s) => s.end())));
      const all = [...stats.loads, ...stats.beats].sort((a, b) => a - b);
      const loads = stats.loads.sort((a, b) => a - b);
      const beats = stats.beats.sort((a, b) => a - b);
      const eps = (all.length / elapsedMs) * 1000;
      console.log(`    offered ${sent} events in ${(seconds).toFixed(0)} s (${rate}/s), answered ${all.length} in ${(elapsedMs / 1000).toFixed(1)} s`);
      console.log(`    page loads  ${String(loads.length).padStart(8)} ok  p50 ${pct(loads, 50).toFixed(1)} ms  p99 ${pct(loads, 99).toFixed(1)} ms  counted ${stats.countedLoads}`);
      console.log(`    heartbeats  ${String(beats.length).padStart(8)} ok  p50 ${pct(beats, 50).toFixed(1)} ms  p99 ${pct(beats, 99).toFixed(1)} ms  counted ${stats.countedBeats}`);
      const serverMs = seen.serverMs.sort((a, b) => a - b);
      console.log(`    in the servers (arrival to answer): p50 ${pct(serverMs, 50).toFixed(1)} ms, p99 ${pct(serverMs, 99).toFixed(1)} ms`);
      // stalls of a server's thread (a long GC, synchronous work) show here; the rest of a tail is outside them
      console.log(`    their event loops: delay p99 ${seen.loopP99.toFixed(0)} ms, max ${seen.loopMax.toFixed(0)} ms; GC pauses ${seen.gcCount}, longest ${seen.gcMax.toFixed(0)} ms`);
      if (Number.isFinite(seen.cpuMs)) console.log(`    their main threads: ${((seen.cpuMs * 1000) / sent).toFixed(0)} µs of CPU per event offered (warm-up included)`);
      const windows = stats.windows.map((w) => pct(w.sort((a, b) => a - b), 99).toFixed(0));
      console.log(`    p99 per ${WINDOW_MS / 1000} s of the run: ${windows.join(", ")} ms`);
      // each latency counts from its event's due time, so a stall of the load thread itself (it shares the cores) shows here
      const late = stats.late.sort((a, b) => a - b);
      console.log(`    the load thread sent each event after its due time by: p50 ${pct(late, 50).toFixed(1)} ms, p99 ${pct(late, 99).toFixed(1)} ms, max ${late.at(-1)?.toFixed(1)} ms`);
      console.log(`  ${driver}: ${eps.toFixed(0)} view events/s, p50 ${pct(all, 50).toFixed(1)} ms, p99 ${pct(all, 99).toFixed(1)} ms, max ${all.at(-1)?.toFixed(1)} ms, errors ${stats.errors}`);
      // every page load answered `counted` (warm-up ones included) is in the all-time rollup, and nothing else
      const [{ pv }] = await rows(sql`select coalesce(sum(pv), 0)::int as pv from activity_visit_rollups where activity_id = ${live}::int and company_id = 0 and grain = 0 and platform = 0`);
      const [{ events }] = await rows(sql`select count(*)::int as events from activity_visit_events where activity_id = ${live}::int and seq = 0`);
      // and every heartbeat counted: each was sent in its time, once, by its page load's visitor
      const exact = Number(pv) === Number(events) && Number(events) >= stats.countedLoads && stats.countedBeats === beats.length;
      console.log(`  rollup PV ${pv}, raw page loads ${events}, heartbeats counted ${stats.countedBeats} of ${beats.length}: ${exact ? "exact" : "DIFFER"}`);

      console.log(`  writing ${rawVisits.toLocaleString()} raw visits of one activity with generate_series and rebuilding its rollups…`);
      let t0 = Date.now();
      // 1 in 3 visitors come back; 1 in 4 page loads sent a heartbeat; PC, chat app and app; spread over 30 days
      await rows(sql`insert into activity_visit_events (visit_id, seq, activity_id, company_id, viewer, ip, platform, at)
        select 'bulk-' || g, 0, ${bulk}::int, null, 'v:bulk-' || (g % (${rawVisits}::int / 3 + 1)), '10.' || (g % 250) || '.' || (g / 250 % 250) || '.' || (g % 7),
          1 + g % 3, now() - make_interval(secs => (g % 2592000)::double precision)
        from generate_series(1, ${rawVisits}::int) g`);
      await rows(sql`insert into activity_visit_events (visit_id, seq, activity_id, company_id, viewer, ip, platform, at)
        select 'bulk-' || g, 1, ${bulk}::int, null, 'v:bulk-' || (g % (${rawVisits}::int / 3 + 1)), '10.0.0.1', 1 + g % 3, now()
        from generate_series(4, ${rawVisits}::int, 4) g`);
      console.log(`    raw visits written in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      t0 = Date.now();
      await rebuildRollups(db, [bulk]);
      await rows(sql`analyze`);
      console.log(`    rollups rebuilt in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      const readCalls = [
        ["activity_hour_stat/company_activity_hour_stat", `${AUTH}/activity_hour_stat/company_activity_hour_stat`],
        ["activity_hour_stat/company_activity_day_stat", `${AUTH}/activity_hour_stat/company_activity_day_stat`],
        ["activity_stat/company_stat_list", `${AUTH}/activity_stat/company_stat_list`],
      ];
      const readTimes = [];
      for (const [name, url] of readCalls) {
        const times = [];
        let first = null;
        for (let i = 0; i < reads; i++) {
          const started = process.hrtime.bigint();
          const res = await fetch(`http://127.0.0.1:${local.port}${url}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", authorization: token },
            body: `activityId=${bulk}&companyId=${company}&size=0`,
          });
          const env = await res.json();
          times.push(Number(process.hrtime.bigint() - started) / 1e6);
          if (env.code !== 200) throw new Error(`${name}: ${env.message}`);
          first ??= env.datas;
        }
        times.sort((a, b) => a - b);
        readTimes.push(...times);
        console.log(`    ${name.padEnd(46)} ${String(first.length).padStart(4)} rows  p50 ${pct(times, 50).toFixed(1)} ms  p99 ${pct(times, 99).toFixed(1)} ms`);
      }
      const [{ total }] = await rows(sql`select coalesce(sum(pv), 0)::int as total from activity_visit_rollups where activity_id = ${bulk}::int and company_id = 0 and grain = 0 and platform = 0`);
      console.log(`    all-time PV from the rollups: ${Number(total).toLocaleString()} (raw page loads: ${rawVisits.toLocaleString()})`);
      readTimes.sort((a, b) => a - b);
      return { driver, eps, p99: pct(all, 99), errors: stats.errors, exact: exact && Number(total) === rawVisits, readP99: pct(readTimes, 99) };
    } finally {
      for (const child of children) await child.close();
      await local.close();
      await database.close();
    }
  }
}
