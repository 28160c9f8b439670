// `npm run bench:lighthouse`: Lighthouse (mobile, its default throttled phone) on /home and a live activity
// page of the built portal, in Debian's Chromium (issue 16, "Performance": mobile ≥ 95).
//
// Builds the client into a folder of its own (dist/ and a running server are left alone), serves it with the
// real server in production mode on an empty database (demo data seeded at start), as production serves it:
// behind a proxy that terminates TLS and speaks HTTP/2 (lib/tls-front.mjs, after docs/deployment.md's nginx;
// LIGHTHOUSE_DIRECT=1 measures the server's own plain HTTP/1.1 instead), then runs the lighthouse
// package (pinned: 12.8.2, the last release for Node 20; fetched by npx on first use rather than installed
// with the project, since only this bench needs it) once per page with CHROME_PATH (default
// /usr/bin/chromium). Prints the four category scores and the performance metrics of each page; exits 1
// when a performance score is under LIGHTHOUSE_MIN (95). LIGHTHOUSE_RUNS (default 1) runs each page that
// many times and keeps the median performance score; LIGHTHOUSE_PAGES=activity (or home) measures that page
// alone. LIGHTHOUSE_REPORT_DIR keeps every run's JSON report there (main-thread breakdown, long tasks, the LCP element and its phases, the network waterfall).
import { verdict } from "./lib/verdict.mjs";
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startBuiltPortal } from "./built-portal.mjs";
import { startTlsFront } from "./lib/tls-front.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";

// A Chinese visitor's phone has Chinese fonts. Without one, Chromium looks for a fallback font for every
// Chinese character it lays out and draws boxes: in a trace at the 4x throttle the first paint's layout of
// /home took 191 ms instead of 46 to 89 ms, so the scores measured on such a machine are pessimistic.
const cjkFonts = spawnSync("fc-list", [":lang=zh", "family"], { encoding: "utf8" });
if (cjkFonts.status !== 0 || cjkFonts.stdout.trim() === "") {
  console.warn("no Chinese font found (fc-list :lang=zh): Chinese text lays out through font fallback and the scores are pessimistic; install one (Debian: apt-get install fonts-noto-cjk)");
}
const MIN = Number(process.env.LIGHTHOUSE_MIN ?? 95);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const port = Number(process.env.BENCH_PORT ?? 3301);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR ? path.resolve(process.env.LIGHTHOUSE_REPORT_DIR) : null;
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const direct = process.env.LIGHTHOUSE_DIRECT === "1";
const portal = await startBuiltPortal({ port, tmpPrefix: "roadshow-lighthouse-" });
const { dataDir } = portal;
const front = direct ? null : await startTlsFront({ target: portal.base, port: port + 1, dir: dataDir });
const base = front?.base ?? portal.base;
console.log(`measuring ${base}: ${direct ? "the server's own HTTP/1.1" : "HTTPS and HTTP/2 through the TLS front, as in production"}`);

/** A live (else upcoming) published activity, as the home page's strips list it. */
async function activityPath() {
  const res = await fetch(`${portal.base}/base-service/api/pub/v1/activity/home_strips`, { method: "POST" });
  const strips = (await res.json()).datas?.[0] ?? {};
  const card = strips.live?.[0] ?? strips.upcoming?.[0] ?? strips.replays?.[0];
  if (!card) throw new Error("no published activity in the demo data");
  return `/activityDetails/${card.activityId}`;
}

// Not spawnSync: the TLS front runs in this process, and a blocked event loop would serve the browser nothing.
async function lighthouse(url) {
  const report = path.join(dataDir, `report-${Date.now()}.json`);
  const run = spawn(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${report}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      // the front's certificate is made for the run, so no authority vouches for it
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu${direct ? "" : " --ignore-certificate-errors"}`,
    ],
    { cwd: dataDir, env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "inherit", "inherit"] },
  );
  const [status] = await once(run, "exit");
  if (status !== 0) throw new Error(`lighthouse failed on ${url}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    copyFileSync(report, path.join(reportDir, path.basename(report)));
  }
  return JSON.parse(readFileSync(report, "utf8"));
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.displayValue ?? "-";

let exitCode = 0;
try {
  const only = process.env.LIGHTHOUSE_PAGES;
  const pages = [["/home", "/home"], ["activity page", await activityPath()]].filter(([name]) => !only || name.includes(only));
  for (const [name, pagePath] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(`${base}${pagePath}`));
    runs.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const lhr = runs[Math.floor(runs.length / 2)];
    const perf = score(lhr, "performance");
    console.log(
      `${name} (${pagePath}): performance ${perf}, accessibility ${score(lhr, "accessibility")}, ` +
        `best practices ${score(lhr, "best-practices")}, SEO ${score(lhr, "seo")}`,
    );
    console.log(`  runs: ${runs.map((r) => score(r, "performance")).join(", ")} (load average ${os.loadavg()[0].toFixed(1)})`);
    console.log(
      `  FCP ${metric(lhr, "first-contentful-paint")}, LCP ${metric(lhr, "largest-contentful-paint")}, ` +
        `TBT ${metric(lhr, "total-blocking-time")}, CLS ${metric(lhr, "cumulative-layout-shift")}, SI ${metric(lhr, "speed-index")}`,
    );
    verdict({ bench: "lighthouse", figure: `${name} performance`, value: perf, target: `≥ ${MIN}`, met: perf >= MIN });
    if (perf < MIN) {
      exitCode = 1;
      console.log(`  performance ${perf} is under ${MIN}`);
    }
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await front?.stop();
  await portal.stop();
}
process.exit(exitCode);
