// `npm run bench:main-thread`: where the public pages' main-thread time goes, the question behind issue 16's
// Lighthouse misses. Lighthouse reports long tasks by script file only, and the portal's entry chunk holds
// React, so nearly every task reads "index.js". This records a Chromium trace of /home and a live activity
// page the way Lighthouse's phone sees them (412 px wide, CPU slowed 4x) with the V8 sampling profiler on,
// and prints each task of 50 ms or more after the first contentful paint (the ones Total Blocking Time
// counts) with what ran in it: trace events (script evaluation, layout, timers) and the components and
// functions the samples fell in.
//
// The client is built unminified by default (MAIN_THREAD_MINIFY=1 keeps minifying) so names are readable;
// minifying changes the times a little, not where they go. MAIN_THREAD_PAGES=/home,/activityDetails/18
// picks pages; MAIN_THREAD_TRACE_DIR=dir keeps the raw traces for Chromium's performance panel.
import { chromium } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startBuiltPortal } from "./built-portal.mjs";

const port = Number(process.env.BENCH_PORT ?? 3305);
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const traceDir = process.env.MAIN_THREAD_TRACE_DIR ? path.resolve(process.env.MAIN_THREAD_TRACE_DIR) : null;
const portal = await startBuiltPortal({
  port,
  tmpPrefix: "roadshow-main-thread-",
  buildArgs: process.env.MAIN_THREAD_MINIFY === "1" ? [] : ["--minify", "false"],
});

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
  "loading",
  "toplevel",
  ...(process.env.MAIN_THREAD_CATEGORIES ? process.env.MAIN_THREAD_CATEGORIES.split(",") : []),
];
const LONG = 50;

async function pages() {
  if (process.env.MAIN_THREAD_PAGES) return process.env.MAIN_THREAD_PAGES.split(",");
  const res = await fetch(`${portal.base}/base-service/api/pub/v1/activity/home_strips`, { method: "POST" });
  const strips = (await res.json()).datas?.[0] ?? {};
  const card = strips.live?.[0] ?? strips.upcoming?.[0];
  return ["/home", ...(card ? [`/activityDetails/${card.activityId}`] : [])];
}

async function trace(browser, pagePath) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(`${portal.base}${pagePath}`, { waitUntil: "load" });
  await page.waitForTimeout(6000);
  const buffer = await browser.stopTracing();
  await context.close();
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    writeFileSync(path.join(traceDir, `${pagePath.replace(/\W+/g, "_")}.json`), buffer);
  }
  return JSON.parse(buffer.toString()).traceEvents ?? [];
}

/** The page's renderer main thread: the one that painted its first content (not about:blank's). */
function mainThread(events) {
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) throw new Error("the trace has no first contentful paint");
  return { pid: paint.pid, tid: paint.tid };
}

/** Samples of the main thread's V8 profile as [time, stack of frame names leaf first]. */
function samples(events, pid, tid) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid || e.ph !== "P") continue;
    if (e.name === "Profile" && e.tid === tid) profiles.set(e.id, { t: e.args.data.startTime, nodes: new Map() });
  }
  const out = [];
  for (const e of events) {
    if (e.pid !== pid || e.ph !== "P" || e.name !== "ProfileChunk") continue;
    const p = profiles.get(e.id);
    if (!p) continue;
    const profile = e.args.data.cpuProfile ?? {};
    for (const n of profile.nodes ?? []) p.nodes.set(n.id, n);
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      p.t += deltas[i] ?? 0;
      out.push([p.t, id, p]);
    });
  }
  return out.map(([t, id, p]) => {
    const stack = [];
    for (let n = p.nodes.get(id); n; n = p.nodes.get(n.parent)) {
      const f = n.callFrame;
      stack.push(f.functionName || (f.url ? "(anonymous)" : `(${f.codeType ?? "program"})`));
    }
    return [t, stack];
  });
}

/** Tasks not nested in another (the scheduler wraps some in two task events). */
function topLevel(tasks) {
  const out = [];
  for (const t of tasks.sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = out.at(-1);
    if (!last || t.ts >= last.ts + last.dur) out.push(t);
  }
  return out;
}

const COMPONENT = /^[A-Z][A-Za-z0-9]+$/;
const top = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
const count = (map, key, v) => map.set(key, (map.get(key) ?? 0) + v);

function report(pagePath, events) {
  const { pid, tid } = mainThread(events);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid);
  // the page's own frame: iframes and the service worker's registration navigate too
  const paint = mine.find((e) => e.name === "firstContentfulPaint");
  const fcp = paint?.ts ?? 0;
  const nav = mine.filter((e) => e.name === "navigationStart" && e.args?.frame === paint?.args?.frame && e.ts <= fcp).at(-1)?.ts ?? fcp;
  const tasks = topLevel(mine.filter((e) => e.ph === "X" && (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask")));
  const all = samples(events, pid, tid);
  const ms = (us) => Math.round(us / 1000);
  const long = tasks.filter((t) => t.ts >= fcp && t.dur / 1000 >= LONG);
  const blocking = long.reduce((s, t) => s + t.dur / 1000 - LONG, 0);
  console.log(`\n${pagePath}: first contentful paint at ${ms(fcp - nav)} ms; ${long.length} tasks of ${LONG} ms or more after it, blocking ${Math.round(blocking)} ms (4x slowed, unsimulated)`);
  for (const task of long) {
    const end = task.ts + task.dur;
    const inside = mine.filter((e) => e.ph === "X" && e.ts >= task.ts && e.ts + e.dur <= end && e !== task);
    const kinds = new Map();
    for (const e of inside) {
      if (["EvaluateScript", "v8.compileModule", "v8.evaluateModule", "TimerFire", "FireAnimationFrame", "UpdateLayoutTree", "Layout", "Paint", "ParseHTML", "ParseAuthorStyleSheet", "RunMicrotasks", "EventDispatch", "FunctionCall", "MajorGC", "MinorGC", "PrePaint", "Layerize", "HitTest"].includes(e.name)) {
        const url = e.args?.data?.url ? ` ${e.args.data.url.split("/").pop()}` : "";
        count(kinds, `${e.name}${e.name === "EvaluateScript" || e.name === "v8.evaluateModule" ? url : ""}`, e.dur / 1000);
      }
    }
    const leaves = new Map();
    const components = new Map();
    const within = all.filter(([t]) => t >= task.ts && t <= end);
    const step = within.length > 1 ? (within.at(-1)[0] - within[0][0]) / 1000 / (within.length - 1) : 0;
    for (const [, stack] of within) {
      count(leaves, stack[0], step);
      count(components, stack.find((f) => COMPONENT.test(f)) ?? "(no component)", step);
    }
    // a style or layout inside script is forced by the script (a read of a size or position after a change)
    const scripts = inside.filter((e) => ["FunctionCall", "RunMicrotasks", "TimerFire", "EventDispatch", "v8.evaluateModule"].includes(e.name));
    const forced = inside.filter(
      (e) => (e.name === "Layout" || e.name === "UpdateLayoutTree") && e.dur >= 2000 && scripts.some((s) => s.ts <= e.ts && e.ts + e.dur <= s.ts + s.dur),
    );
    const fmt = (m) => top(m, 6).map(([k, v]) => `${k} ${Math.round(v)}`).join(", ");
    console.log(`  at ${ms(task.ts - nav)} ms, ${ms(task.dur)} ms`);
    console.log(`    events: ${fmt(kinds)}`);
    if (within.length) console.log(`    components: ${fmt(components)}`);
    if (within.length) console.log(`    functions: ${fmt(leaves)}`);
    for (const e of forced) {
      const at = within.find(([t]) => t >= e.ts)?.[1] ?? [];
      console.log(`    forced ${e.name} ${ms(e.dur)} ms by ${at.slice(0, 4).join(" < ")}`);
    }
  }
}

const browser = await chromium.launch({ executablePath: chrome, args: ["--no-sandbox"] });
try {
  for (const pagePath of await pages()) report(pagePath, await trace(browser, pagePath));
} finally {
  await browser.close();
  await portal.stop();
}
