// `npm run bench:list`: the company activity list under load (issue "Activity management", "Measure").
//
// Per database (embedded PGlite, then PostgreSQL: DATABASE_URL when set, else a throw-away server started
// with tests/pg-server.mjs when PostgreSQL 15 is installed): 100,000 activities across 500 companies, 2,000
// of them the measured company's, inserted with generate_series; the real server (buildApp + listen) on a
// loopback port; then 50 keep-alive connections for 10 seconds on company_activity_page, cycling through
// page 1 and a deep page of both tabs. The load runs in a worker thread so it does not share the server's
// event loop. Prints requests/s and latency percentiles; targets: ≥ 3,000 req/s on PostgreSQL, ≥ 1,000 on
// PGlite, p99 < 50 ms, judged on the server as it runs (session and list caches on). Exits 1 when a target is
// missed (BENCH_STRICT=0 only reports). For scale it then loads, for 5 s each, the same pages with the list
// cache off (every page read from the database: what a cold or constantly changing list costs) and the
// cheapest authenticated call (message/unread_count: the session lookup and one count). BENCH_ONLY=pglite
// or BENCH_ONLY=postgres measures one driver.
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { measureOnEachDatabase, reportAndExit } from "./bench-databases.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const WARMUP_MS = 1500;
// BENCH_ACTIVITIES shrinks the data for the CI smoke (tests/server/bench-smoke.test.ts); the figures need the default
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 100_000);
const COMPANIES = 500;
const MEASURED = 2_000;
const TARGET = { pglite: 1000, postgres: 3000, p99: 50 };
const PAGE_PATH = "/base-service/api/auth/v1/activity_company/company_activity_page";
const UNREAD_PATH = "/base-service/api/auth/v1/message/unread_count";
const BASELINE_MS = Math.min(5000, DURATION_MS);
const CHECK_EVERY = 20;

if (!isMainThread) {
  await runLoad(workerData);
} else {
  await main();
}

/** The load loop (worker thread): CONNECTIONS requests always in flight, each connection reused. */
async function runLoad({ port, token, bodies, connections, durationMs, warmupMs }) {
  let checked = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const post = (body) =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        { host: "127.0.0.1", port, path: body.path, method: "POST", agent, headers: { authorization: token, "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body.body) } },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            let ok = res.statusCode === 200;
            // Every answer must be a success envelope; one in CHECK_EVERY is parsed whole and its page
            // counted. Parsing each 15 KB answer would make the load generator, not the server, the limit.
            ok = ok && chunks.length > 0 && chunks[0].toString("latin1", 0, 12) === '{"code":200,';
            if (ok && ++checked % CHECK_EVERY === 0) {
              try {
                const env = JSON.parse(Buffer.concat(chunks).toString("utf8"));
                ok = env.code === 200 && (!body.page || env.datas[0].records.length === 10);
              } catch {
                ok = false;
              }
            }
            resolve({ ms, ok });
          });
        },
      );
      req.on("error", () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, ok: false }));
      req.end(body.body);
    });

  const phase = async (ms, record) => {
    const until = Date.now() + ms;
    const stats = bodies.map(() => ({ latencies: [], errors: 0 }));
    let next = 0;
    const loop = async () => {
      while (Date.now() < until) {
        const i = next++ % bodies.length;
        const { ms: took, ok } = await post(bodies[i]);
        if (!record) continue;
        if (ok) stats[i].latencies.push(took);
        else stats[i].errors += 1;
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: connections }, loop));
    return { stats, elapsedMs: Date.now() - started };
  };
  await phase(warmupMs, false);
  const result = await phase(durationMs, true);
  agent.destroy();
  parentPort.postMessage(result);
}

async function main() {
  const { buildApp } = await import("#server/app.ts");
  const { openDatabase } = await import("#server/db/client.ts");
  const { createSession } = await import("#server/modules/identity/session.repository.ts");
  const { sql } = await import("drizzle-orm");

  const tmp = mkdtempSync(path.join(os.tmpdir(), "roadshow-bench-list-"));
  let results;
  try {
    results = await measureOnEachDatabase("roadshow_bench", measure);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  reportAndExit(results, TARGET, { bench: "list", heading: "summary (shared 2-core machine: other work running at the same time lowers these numbers)" });

  async function measure(driver, options) {
    console.log(`\n${driver}: migrating and generating ${ACTIVITIES.toLocaleString()} activities across ${COMPANIES} companies…`);
    let t0 = Date.now();
    const database = await openDatabase(options);
    const { db } = database;
    const exec = (q) => db.execute(q);
    console.log(`  migrated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    t0 = Date.now();
    // listed companies open for roadshows, as the activity calls require of the caller's company (canUseActivityTabs)
    await exec(sql`insert into companies (short_name, full_name, company_type, stock_code, is_open_explanation)
      select '公司' || g, '基准测试公司' || g, 1, lpad(g::text, 6, '0'), true from generate_series(1, ${COMPANIES}::int) g`);
    const measuredCompany = Number((await exec(sql`select min(id) as id from companies`)).rows[0].id);
    // The measured company's activities: about 30% not ended (ahead, so the activity clock leaves them be), the
    // rest ended over the past three years; four start times.
    await exec(sql`insert into activities (activity_type, title, start_date, end_date, start_time, end_time, status, is_multi, video_type, pub_status,
        info_submit_close_time, created_at, upd_time)
      select 1 + g % 5, '基准公司活动' || g, d, d, (array['09:30','10:00','14:00','15:30'])[1 + g % 4], '17:00', case when g % 10 < 7 then 3 else 1 end,
        g % 8 = 0, 1 + g % 4, case when g % 10 < 7 then 2 else g % 3 end, now(), now(), now()
      from (select g, case when g % 10 < 7 then current_date - 2 - (g * 7) % 1100 else current_date + 2 + (g * 7) % 700 end as d
        from generate_series(1, ${MEASURED}::int) g) s`);
    await exec(sql`insert into activity_companies (activity_id, company_id, is_accept_agreement, is_info_subed) select id, ${measuredCompany}::int, true, id % 2 = 0 from activities`);
    await exec(sql`insert into activity_contacts (activity_company_id, contact_name, contact_mobile, contact_wechat) select id, '联系人' || id, '139' || lpad(id::text, 8, '0'), 'wx' || id from activity_companies`);
    // Everyone else's: the other 499 companies, round robin.
    await exec(sql`insert into activities (activity_type, title, start_date, end_date, start_time, end_time, status, is_multi, video_type, pub_status, created_at, upd_time)
      select 1 + g % 5, '其他公司活动' || g, d, d, '14:00', '16:00', case when g % 10 < 7 then 3 else 1 end, false, 1 + g % 4, g % 3, now(), now()
      from (select g, case when g % 10 < 7 then current_date - 2 - g % 1100 else current_date + 2 + g % 700 end as d
        from generate_series(1, ${ACTIVITIES - MEASURED}::int) g) s`);
    await exec(sql`insert into activity_companies (activity_id, company_id) select a.id, ${measuredCompany}::int + 1 + (a.id % ${COMPANIES - 1}::int)
      from activities a where not exists (select 1 from activity_companies ac where ac.activity_id = a.id)`);
    await exec(sql`vacuum analyze`);
    console.log(`  generated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const [user] = (await exec(sql`insert into users (account, nick_name, user_type) values ('bench-user', '基准用户', 'enterprise') returning id`)).rows;
    await exec(sql`insert into company_members (company_id, user_id, user_role) values (${measuredCompany}::int, ${user.id}::int, 1)`);
    const token = await createSession(db, Number(user.id), "1");
    const counts = (await exec(sql`select tab, count(*)::int as n from activity_list_entries where company_id = ${measuredCompany}::int group by tab order by tab`)).rows;
    const pagesOf = (tab) => Math.ceil(Number(counts.find((c) => Number(c.tab) === tab)?.n ?? 0) / 10);
    const notEndedPages = pagesOf(1);
    const endedPages = pagesOf(2);
    const deep = (pages) => Math.max(1, pages - 2);
    const page = (name, body) => ({ name, path: PAGE_PATH, body, page: true });
    const bodies = [
      page("not ended, page 1", "pageNo=1&pageSize=10&status=1&status=2"),
      page(`not ended, page ${deep(notEndedPages)}/${notEndedPages}`, `pageNo=${deep(notEndedPages)}&pageSize=10&status=1&status=2`),
      page("ended, page 1", "pageNo=1&pageSize=10&status=3"),
      page(`ended, page ${deep(endedPages)}/${endedPages}`, `pageNo=${deep(endedPages)}&pageSize=10&status=3`),
    ];

    const serve = async (options = {}) => {
      const server = await buildApp({ database, logger: false, storage: tmp, ...options });
      await server.listen({ port: 0, host: "127.0.0.1" });
      return server;
    };
    const app = await serve();
    const uncached = await serve({ activityListCache: false });
    const load = async (list, durationMs, port = app.server.address().port) => {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { port, token, bodies: list, connections: CONNECTIONS, durationMs, warmupMs: WARMUP_MS },
      });
      const { stats, elapsedMs } = await new Promise((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      const all = stats.flatMap((s) => s.latencies).sort((a, b) => a - b);
      const errors = stats.reduce((n, s) => n + s.errors, 0);
      return { stats, all, errors, rps: (all.length / elapsedMs) * 1000 };
    };
    const pct = (list, p) => (list.length ? list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] : NaN);
    try {
      console.log(`  ${CONNECTIONS} connections for ${DURATION_MS / 1000} s on company_activity_page (after a ${WARMUP_MS / 1000} s warm-up)…`);
      const { stats, all, errors, rps } = await load(bodies, DURATION_MS);
      for (const [i, b] of bodies.entries()) {
        const l = stats[i].latencies.sort((x, y) => x - y);
        console.log(`    ${b.name.padEnd(26)} ${String(l.length).padStart(6)} ok  p50 ${pct(l, 50).toFixed(1)} ms  p99 ${pct(l, 99).toFixed(1)} ms  errors ${stats[i].errors}`);
      }
      console.log(`  ${driver}: ${rps.toFixed(0)} req/s, p50 ${pct(all, 50).toFixed(1)} ms, p99 ${pct(all, 99).toFixed(1)} ms, max ${all.at(-1)?.toFixed(1)} ms, errors ${errors}`);
      const cold = await load(bodies, BASELINE_MS, uncached.server.address().port);
      console.log(`  for scale, the same pages with the list cache off (each read from the database): ${cold.rps.toFixed(0)} req/s, p99 ${pct(cold.all, 99).toFixed(1)} ms`);
      const floor = await load([{ name: "unread_count", path: UNREAD_PATH, body: "isCompanyMessage=true", page: false }], BASELINE_MS);
      console.log(`  for scale, message/unread_count (session lookup + one count): ${floor.rps.toFixed(0)} req/s, p99 ${pct(floor.all, 99).toFixed(1)} ms`);
      return { driver, rps, p99: pct(all, 99), errors };
    } finally {
      await app.close();
      await uncached.close();
      await database.close();
    }
  }
}
