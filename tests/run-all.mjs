#!/usr/bin/env node
// `npm test`: lint, typecheck, unit/integration tests (vitest), build, e2e (Playwright),
// then one closing line `<P> passed, <F> failed`.
//
// Options:
//   --only=unit   lint + typecheck + vitest (no build, no e2e)
//   --skip-e2e    everything except Playwright
// Environment:
//   RUN_ALL_SUMMARY_FILE   also write {"passed":P,"failed":F,"failures":[names]} as JSON to this path
//   RUN_ALL_KEEP_REPORTS=1 keep the temp dir with the raw JSON reports
//
// Counting: tests from the vitest JSON report (numPassedTests / numFailedTests, plus one
// failure per test file that failed without a failing test, e.g. an import error) and from
// the Playwright JSON report (passed = expected + flaky, failed = unexpected + top-level
// errors). A failed lint / typecheck / build step counts as 1 failed. A runner that
// left no JSON report (crashed) counts as 1 failed; so does a runner that exited non-zero
// while its report shows no failure. Exit code 1 if anything failed or no test ran at all.
// Node built-ins only.

import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// ---------- options ----------
function parseArgs(argv) {
  let onlyUnit = false;
  let skipE2e = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--only=unit" || (a === "--only" && argv[i + 1] === "unit")) {
      onlyUnit = true;
      if (a === "--only") i++;
    } else if (a === "--skip-e2e") {
      skipE2e = true;
    } else if (a === "-h" || a === "--help") {
      process.stdout.write("usage: node tests/run-all.mjs [--only=unit] [--skip-e2e]\n");
      process.exit(0);
    } else {
      process.stderr.write(`run-all: unknown option ${a}\nusage: node tests/run-all.mjs [--only=unit] [--skip-e2e]\n`);
      process.exit(2);
    }
  }
  return { onlyUnit, skipE2e };
}

const MIN = 60_000;
const timeoutFromEnv = (name, dflt) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v * 1000 : dflt;
};

// ---------- steps ----------
function buildSteps({ onlyUnit, skipE2e }, tmp) {
  const vitestJson = path.join(tmp, "vitest.json");
  const playwrightJson = path.join(tmp, "playwright.json");
  /** kind: "check" (1 failure if it fails) or "vitest" / "playwright" (count from JSON) */
  const steps = [];
  steps.push(
    { name: "lint", kind: "check", cmd: "npx", args: ["--no", "--", "eslint", "."], timeout: 5 * MIN },
    { name: "typecheck", kind: "check", cmd: "npm", args: ["run", "typecheck"], timeout: 5 * MIN },
    {
      name: "unit",
      kind: "vitest",
      cmd: "npx",
      args: [
        "--no",
        "--",
        "vitest",
        "run",
        "--config",
        "tests/vitest.config.ts",
        "--reporter=default",
        "--reporter=json",
        `--outputFile=${vitestJson}`,
      ],
      report: vitestJson,
      // The unit phase took 9 to 10 minutes on CI's two cores with vitest's single default worker (over 10 once,
      // on 2026-11-26, with no failure); with one worker per core (tests/vitest.config.ts) 6m23s to 6m52s on
      // 2026-11-27. The limit leaves room for a slow machine and still catches a hang.
      timeout: timeoutFromEnv("RUN_ALL_VITEST_TIMEOUT", 15 * MIN),
    },
    { name: "build", kind: "check", cmd: "npm", args: ["run", "build"], timeout: 5 * MIN, skip: onlyUnit && "--only=unit" },
    {
      name: "e2e",
      kind: "playwright",
      cmd: "npx",
      args: ["--no", "--", "playwright", "test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"],
      // PLAYWRIGHT_JSON_OUTPUT_FILE wins in Playwright 1.65; _NAME (absolute) resolves to the same file.
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
      report: playwrightJson,
      timeout: timeoutFromEnv("RUN_ALL_E2E_TIMEOUT", 20 * MIN),
      skip: (onlyUnit && "--only=unit") || (skipE2e && "--skip-e2e"),
    },
  );
  return steps;
}

// ---------- process handling ----------
let current = null;
let interrupted = false;
function handleSignals() {
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(sig, () => {
      interrupted = true;
      if (current?.pid) killGroup(current.pid, "SIGTERM");
      process.stderr.write(`\nrun-all: received ${sig}, stopping\n`);
    });
  }
}

function killGroup(pid, signal, fallback = true) {
  try {
    process.kill(-pid, signal);
  } catch {
    if (!fallback) return;
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}

function runStep(step) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, ...step.env },
      detached: true, // own process group, so a timeout can stop the whole tree (dev servers, browsers)
    });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.stderr.write(`\nrun-all: ${step.name} exceeded ${Math.round(step.timeout / 1000)} s, stopping it\n`);
      killGroup(child.pid, "SIGTERM");
      setTimeout(() => killGroup(child.pid, "SIGKILL"), 10_000).unref();
    }, step.timeout);
    child.on("error", (err) => {
      clearTimeout(timer);
      current = null;
      process.stderr.write(`run-all: could not start ${step.cmd}: ${err.message}\n`);
      resolve({ code: 127, timedOut });
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      current = null;
      // make sure nothing of the step's process group outlives it (e.g. a leaked preview server)
      killGroup(child.pid, "SIGKILL", false);
      resolve({ code: code ?? (signal ? 128 : 1), signal, timedOut });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const num = (v) => (Number.isFinite(v) ? v : 0);

/** @returns {{passed:number, failed:number, skipped:number, note?:string}} */
export function countVitest(report, exitCode) {
  if (!report || typeof report !== "object")
    return { passed: 0, failed: 1, skipped: 0, note: "no JSON report (runner crashed?)" };
  const passed = num(report.numPassedTests);
  let failed = num(report.numFailedTests);
  const skipped = num(report.numPendingTests) + num(report.numTodoTests);
  // a test file that failed to load/run has status "failed" but no failed test: count it once
  let brokenFiles = 0;
  for (const f of Array.isArray(report.testResults) ? report.testResults : []) {
    const failedAssertions = (f.assertionResults ?? []).filter((t) => t.status === "failed").length;
    if (f.status === "failed" && failedAssertions === 0) brokenFiles++;
  }
  failed += brokenFiles;
  let note = brokenFiles ? `${brokenFiles} file(s) failed outside a test` : undefined;
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    note = `exit code ${exitCode} without a failing test (unhandled error?)`;
  }
  return { passed, failed, skipped, note };
}

/** @returns {{passed:number, failed:number, skipped:number, note?:string}} */
export function countPlaywright(report, exitCode) {
  if (!report || typeof report !== "object" || !report.stats) {
    return { passed: 0, failed: 1, skipped: 0, note: "no JSON report (runner crashed?)" };
  }
  const s = report.stats;
  const passed = num(s.expected) + num(s.flaky);
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  let failed = num(s.unexpected) + errors;
  const skipped = num(s.skipped);
  let note =
    [num(s.flaky) ? `${s.flaky} flaky` : "", errors ? `${errors} error(s) outside tests` : ""].filter(Boolean).join(", ") ||
    undefined;
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    note = `exit code ${exitCode} without a failing test`;
  }
  return { passed, failed, skipped, note };
}

/** Names of what failed in a vitest JSON report: "file › test" per failed test, the file alone if it broke outside one. */
export function vitestFailures(report) {
  const names = [];
  for (const f of Array.isArray(report?.testResults) ? report.testResults : []) {
    const file = path.relative(ROOT, String(f.name ?? ""));
    const failedTests = (f.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failedTests) names.push(`${file} › ${t.fullName ?? t.title}`);
    if (f.status === "failed" && failedTests.length === 0) names.push(`${file} (outside a test)`);
  }
  return names;
}

/** Names of what failed in a Playwright JSON report: "file:line › title" per unexpected test, and top-level errors. */
export function playwrightFailures(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === "unexpected") names.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const suite of Array.isArray(report?.suites) ? report.suites : []) walk(suite, []);
  for (const e of Array.isArray(report?.errors) ? report.errors : []) names.push(`error outside a test: ${String(e.message ?? "").split("\n")[0]}`);
  return names;
}

function fmtTime(ms) {
  if (ms == null) return "-";
  const s = ms / 1000;
  return s < 60 ? `${s.toFixed(1)}s` : `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, "0")}s`;
}

// ---------- main ----------
async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "run-all-"));
  const steps = buildSteps(opts, tmp);
  const t0 = Date.now();
  let passed = 0;
  let failed = 0;
  const rows = [];
  // what failed, named, so the last lines of a CI log say which test to look at
  const failures = [];

  for (const step of steps) {
    if (step.skip || interrupted) {
      rows.push({ name: step.name, result: "skipped", ms: null, detail: interrupted ? "interrupted" : step.skip });
      continue;
    }
    process.stdout.write(`\n=== run-all: ${step.name}: ${step.cmd} ${step.args.join(" ")} ===\n`);
    const start = Date.now();
    const { code, timedOut } = await runStep(step);
    const ms = Date.now() - start;
    let result;
    let detail = "";
    if (step.kind === "check") {
      if (code === 0) result = "ok";
      else {
        result = "FAILED";
        failed += 1;
        detail = timedOut ? "timed out" : `exit ${code}`;
      }
    } else {
      const report = readJson(step.report);
      const c = step.kind === "vitest" ? countVitest(report, code) : countPlaywright(report, code);
      if (report) failures.push(...(step.kind === "vitest" ? vitestFailures(report) : playwrightFailures(report)).map((n) => `${step.name}: ${n}`));
      passed += c.passed;
      failed += c.failed;
      result = c.failed ? "FAILED" : "ok";
      detail = `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
      if (timedOut) detail += "; timed out";
      if (c.note) detail += `; ${c.note}`;
    }
    process.stdout.write(`=== run-all: ${step.name} ${result} in ${fmtTime(ms)} ===\n`);
    if (result === "FAILED" && step.kind === "check") failures.push(`${step.name}: ${detail}`);
    rows.push({ name: step.name, result, ms, detail });
  }

  const total = Date.now() - t0;
  const w = Math.max(...rows.map((r) => r.name.length), 5);
  const lines = [
    "",
    "run-all summary",
    `  ${"step".padEnd(w)}  ${"result".padEnd(7)}  ${"time".padStart(7)}  details`,
    ...rows.map((r) => `  ${r.name.padEnd(w)}  ${r.result.padEnd(7)}  ${fmtTime(r.ms).padStart(7)}  ${r.detail ?? ""}`.trimEnd()),
    `  ${"total".padEnd(w)}  ${"".padEnd(7)}  ${fmtTime(total).padStart(7)}`,
  ];
  if (failures.length) lines.push("failed:", ...failures.slice(0, 20).map((f) => `  ${f}`));
  if (failures.length > 20) lines.push(`  … and ${failures.length - 20} more`);
  if (passed === 0 && failed === 0) lines.push("  no test ran at all: counted as a failure of the run (exit 1)");
  if (interrupted) lines.push("  interrupted");

  if (process.env.RUN_ALL_KEEP_REPORTS) lines.push(`  reports kept in ${tmp}`);
  else fs.rmSync(tmp, { recursive: true, force: true });

  if (process.env.RUN_ALL_SUMMARY_FILE) {
    try {
      fs.writeFileSync(process.env.RUN_ALL_SUMMARY_FILE, `${JSON.stringify({ passed, failed, failures })}\n`);
    } catch (err) {
      lines.push(`  could not write RUN_ALL_SUMMARY_FILE: ${err.message}`);
    }
  }

  process.stdout.write(`${lines.join("\n")}\n`);
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  const ok = failed === 0 && passed > 0 && !interrupted;
  process.exitCode = ok ? 0 : 1;
}

// Run only when executed directly (the count helpers can be imported for checks).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  handleSignals();
  await main();
}
