// `npm run bench:public`: the public site's hot reads under load (issue 16, "Performance").
//
// Per database (embedded PGlite, then PostgreSQL: DATABASE_URL when set, else a throw-away server started with
// tests/pg-server.mjs when PostgreSQL 15 is installed): the demo data plus BENCH_ACTIVITIES (100,000)
// published activities across 500 companies; the real server (buildApp + listen) on a loopback port; then
// BENCH_CONNECTIONS (200) keep-alive connections for BENCH_SECONDS (10) s, anonymous like a visitor, cycling
// through the roadshow list's first page (activity/activity_page), one live activity's public header
// (activity/activity_detail) and its first Q&A page (question_answer/answer_question_page), while an operator
// approves that activity's pending questions at BENCH_RATE (10) a second through the moderation call.
// The load runs in a worker thread so it does not share the server's event loop, through a lean keep-alive
// client (lib/lean-http.mjs) so it takes less of the two cores the server runs on. Exactness: every Q&A
// answer is read and its total compared with the approvals that had returned more than one second before the
// request was sent; an answer missing one is counted stale. Prints requests/s and
// latency percentiles per call; targets: ≥ 10,000 req/s on PGlite, ≥ 20,000 on PostgreSQL, p99 < 20 ms, no
// error, no stale answer. Exits 1 when one is missed (BENCH_STRICT=0 only reports). Before the load it prints
// the plans of a keyword search at this size (the trigram indexes at work), and after it the same load with
// the public caches off, for scale. BENCH_ONLY=pglite or BENCH_ONLY=postgres measures one driver.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { measureOnEachDatabase, reportAndExit } from "./bench-databases.mjs";
import { leanHttpPool } from "./lib/lean-http.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const WARMUP_MS = 2000;
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 100_000);
const COMPANIES = 500;
const RATE = Number(process.env.BENCH_RATE ?? 10);
const TARGET = { pglite: 10_000, postgres: 20_000, p99: 20 };
const PUB = "/base-service/api/pub/v1";
const OPS = "/base-service/api/ops/v1";
const STALE_AFTER_MS = 1000;

if (!isMainThread) {
  await runLoad(workerData);
} else {
  await main();
}

/** The load (worker thread): CONNECTIONS requests always in flight, each on a keep-alive connection of its own. */
async function runLoad({ port, calls, connections, durationMs, warmupMs, baseTotal }) {
  const pool = leanHttpPool({ port, size: connections });
  await pool.open();
  // approvals as the main thread reports them: [returnedAt, count so far]
  const approvals = [];
  parentPort.on("message", (m) => approvals.push(m));
  const approvedBefore = (t) => {
    let n = 0;
    for (const [at, count] of approvals) if (at <= t) n = count;
    return n;
  };
  const phase = async (ms, record) => {
    const until = Date.now() + ms;
    const stats = calls.map(() => ({ latencies: [], errors: 0, stale: 0 }));
    let next = 0;
    const loop = async () => {
      while (Date.now() < until) {
        const i = next++ % calls.length;
        const call = calls[i];
        const sentAt = Date.now();
        const started = process.hrtime.bigint();
        let ok;
        let stale = false;
        try {
          const { status, text } = await pool.post(call.path, call.body, {});
          ok = status === 200 && text.startsWith('{"code":200,');
          if (ok && call.qa) {
            const total = JSON.parse(text).datas[0].total;
            stale = total < baseTotal + approvedBefore(sentAt - STALE_AFTER_MS);
          }
        } catch {
          ok = false;
        }
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (!record) continue;
        if (!ok) stats[i].errors += 1;
        else stats[i].latencies.push(ms);
        if (stale) stats[i].stale += 1;
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: connections }, loop));
    return { stats, elapsedMs: Date.now() - started };
  };
  await phase(warmupMs, false);
  const result = await phase(durationMs, true);
  pool.close();
  parentPort.postMessage(result);
}

async function main() {
  const { buildApp } = await import("#server/app.ts");
  const { openDatabase } = await import("#server/db/client.ts");
  const { seedDemoData } = await import("#server/db/seed/index.ts");
  const { createSession } = await import("#server/modules/identity/session.repository.ts");
  const { sql } = await import("drizzle-orm");

  const tmp = mkdtempSync(path.join(os.tmpdir(), "roadshow-bench-public-"));
  let results;
  try {
    results = await measureOnEachDatabase("roadshow_bench_public", measure);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  reportAndExit(results, TARGET, {
    bench: "public",
    heading: `summary (${os.cpus().length} cores shared with other work; the load generator runs on the same machine)`,
    passes: (r) => r.stale === 0,
    extra: (r) => `  stale ${r.stale}  approvals ${r.approved}`,
  });

  async function measure(driver, options) {
    console.log(`\n${driver}: migrating, seeding the demo and generating ${ACTIVITIES.toLocaleString()} published activities…`);
    let t0 = Date.now();
    const database = await openDatabase(options);
    const { db } = database;
    const rows = async (q) => (await db.execute(q)).rows;
    await seedDemoData(db);
    await rows(sql`insert into companies (short_name, full_name, company_type, stock_code)
      select '基准' || g, '基准测试股份有限公司' || g, 1, lpad((800000 + g)::text, 6, '0') from generate_series(1, ${COMPANIES}::int) g`);
    const [{ first }] = await rows(sql`select min(id)::int as first from companies where short_name like '基准%'`);
    // about 70% ended over three years, the rest ahead; types 1 to 5; titles from a few realistic words
    await rows(sql`insert into activities (activity_type, title, en_title, start_date, end_date, start_time, end_time, status, pub_status, video_type, mode_id)
      select 1 + g % 5, (array['年度业绩说明会','半导体行业交流会','新能源投资者交流会','分红说明会','再融资网上路演'])[1 + g % 5] || g,
        'Investor meeting ' || g, d, d, '14:00', '16:00', case when g % 10 < 7 then 3 else 1 end, 2, 1, 1
      from (select g, case when g % 10 < 7 then current_date - 2 - g % 1100 else current_date + 2 + g % 700 end as d
        from generate_series(1, ${ACTIVITIES}::int) g) s`);
    await rows(sql`insert into activity_companies (activity_id, company_id, is_accept_agreement)
      select a.id, ${first}::int + a.id % ${COMPANIES}::int, true from activities a
      where not exists (select 1 from activity_companies ac where ac.activity_id = a.id)`);
    await rows(sql`vacuum analyze`);
    console.log(`  ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    for (const [label, q] of [
      ["keyword 分红 (activities)", sql`explain analyze select count(*) from activities a where a.pub_status = 2 and not a.is_cancel
        and roadshow_activity_doc(a.title, a.en_title) like ('%' || roadshow_search_text('分红说明会12') || '%')`],
      ["keyword 基准测试 (companies)", sql`explain analyze select count(*) from companies c
        where roadshow_company_doc(c.short_name, c.full_name, c.en_short_name, c.en_full_name, c.stock_code) like ('%' || roadshow_search_text('800123') || '%')`],
    ]) {
      const plan = (await rows(q)).map((r) => Object.values(r)[0]);
      console.log(`  plan of ${label}:\n${plan.filter((l) => /Scan|Index Cond|Execution/.test(l)).map((l) => `    ${l.trim().slice(0, 140)}`).join("\n")}`);
    }

    // the live activity: a demo one made live, with pending questions to approve during the load
    const [{ id: live }] = await rows(sql`select a.id from activities a join activity_companies ac on ac.activity_id = a.id
      where a.pub_status = 2 and not a.is_cancel and a.title not like '%基准%' order by a.id limit 1`);
    await rows(sql`update activities set status = 2, is_open_text = true where id = ${live}::int`);
    const [{ company }] = await rows(sql`select company_id as company from activity_companies where activity_id = ${live}::int limit 1`);
    const pending = RATE * (DURATION_MS + WARMUP_MS + 15_000) / 1000;
    await rows(sql`insert into qa_questions (activity_id, company_id, question_type, content, status, user_nick_name)
      select ${live}::int, ${company}::int, 1, '请问公司明年的分红计划是怎样的？（' || g || '）', 0, '投资者' || g from generate_series(1, ${pending}::int) g`);
    const pendingIds = (await rows(sql`select id from qa_questions where activity_id = ${live}::int and status = 0 order by id`)).map((r) => Number(r.id));
    const [{ id: operatorId }] = await rows(sql`select id from users where account = 'ops-admin'`);
    const operatorToken = await createSession(db, Number(operatorId), "ops");

    const serve = async (extra = {}) => {
      const server = await buildApp({ database, logger: false, storage: tmp, ...extra });
      await server.listen({ port: 0, host: "127.0.0.1" });
      return server;
    };
    const app = await serve();
    const uncached = await serve({ publicCache: false });
    const calls = [
      { name: "activity_page, page 1", path: `${PUB}/activity/activity_page`, body: "pageNo=1&pageSize=15" },
      { name: "activity_detail", path: `${PUB}/activity/activity_detail`, body: `activityId=${live}` },
      { name: "answer_question_page, page 1", path: `${PUB}/question_answer/answer_question_page`, body: `activityId=${live}&pageNo=1&pageSize=10`, qa: true },
    ];
    const qaTotal = async (port) => {
      const res = await fetch(`http://127.0.0.1:${port}${calls[2].path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: calls[2].body });
      return (await res.json()).datas[0].total;
    };
    const pct = (list, p) => (list.length ? list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] : NaN);

    /** The load on one server while the operator approves at RATE a second on the cached one. */
    const load = async (server, durationMs, approve) => {
      const port = server.address().port;
      const baseTotal = await qaTotal(port);
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { port, calls, connections: CONNECTIONS, durationMs, warmupMs: WARMUP_MS, baseTotal },
      });
      let approved = 0;
      let stop = false;
      const approving = (async () => {
        if (!approve) return;
        const opsPort = app.server.address().port;
        const started = Date.now();
        while (!stop && pendingIds.length > 0) {
          const due = started + ((approved + 1) * 1000) / RATE;
          if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
          if (stop) break;
          const id = pendingIds.shift();
          const res = await fetch(`http://127.0.0.1:${opsPort}${OPS}/qa/moderate`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", authorization: operatorToken },
            body: `kind=1&id=${id}&status=1`,
          });
          const env = await res.json();
          if (env.code !== 200) throw new Error(`moderate: ${env.message}`);
          approved += 1;
          worker.postMessage([Date.now(), approved]);
        }
      })();
      const { stats, elapsedMs } = await new Promise((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      stop = true;
      await approving;
      const all = stats.flatMap((s) => s.latencies).sort((a, b) => a - b);
      return {
        stats,
        all,
        approved,
        errors: stats.reduce((n, s) => n + s.errors, 0),
        stale: stats.reduce((n, s) => n + s.stale, 0),
        rps: (all.length / elapsedMs) * 1000,
      };
    };
    try {
      console.log(`  ${CONNECTIONS} connections for ${DURATION_MS / 1000} s, anonymous, approving ${RATE} questions/s (after a ${WARMUP_MS / 1000} s warm-up)…`);
      const run = await load(app.server, DURATION_MS, true);
      for (const [i, c] of calls.entries()) {
        const l = run.stats[i].latencies.sort((x, y) => x - y);
        console.log(`    ${c.name.padEnd(30)} ${String(l.length).padStart(7)} ok  p50 ${pct(l, 50).toFixed(1)} ms  p99 ${pct(l, 99).toFixed(1)} ms  errors ${run.stats[i].errors}  stale ${run.stats[i].stale}`);
      }
      console.log(`  ${driver}: ${run.rps.toFixed(0)} req/s, p50 ${pct(run.all, 50).toFixed(1)} ms, p99 ${pct(run.all, 99).toFixed(1)} ms, max ${run.all.at(-1)?.toFixed(1)} ms, errors ${run.errors}, stale ${run.stale}, approved ${run.approved}`);
      const cold = await load(uncached.server, 5000, false);
      console.log(`  for scale, the same calls with the public caches off: ${cold.rps.toFixed(0)} req/s, p99 ${pct(cold.all, 99).toFixed(1)} ms, errors ${cold.errors}`);
      return { driver, rps: run.rps, p99: pct(run.all, 99), errors: run.errors, stale: run.stale, approved: run.approved };
    } finally {
      await app.close();
      await uncached.close();
      await database.close();
    }
  }
}
