// `npm run bench`: every bench in turn, then one table of figure, target and verdict (issue 22). Each bench
// prints its judged figures through tests/bench/lib/verdict.mjs; this script collects them. A bench that
// fails before it judges anything appears as a missed line with its exit code, so no miss is hidden.
//
//   npm run bench                       all benches
//   npm run bench -- booking qa         only those
//   npm run bench -- --markdown         the table as Markdown too (the README keeps the last one)
//
// The benches load both cores; run this on a quiet machine and say so when it was not.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RESULT_PREFIX } from "./lib/verdict.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));

/** name → how it runs (the same command as its own `npm run bench:<name>`). */
const BENCHES = [
  { name: "bundle", args: ["bundle-size.mjs"] },
  { name: "lighthouse", args: ["lighthouse.mjs"] },
  { name: "list", args: ["--import", "tsx", "activity-list.mjs"] },
  { name: "public", args: ["--import", "tsx", "public.mjs"] },
  { name: "booking", args: ["--import", "tsx", "booking.mjs"] },
  { name: "qa", args: ["--import", "tsx", "qa.mjs"] },
  { name: "upload", args: ["upload.mjs"] },
  { name: "views", args: ["--import", "tsx", "views.mjs"], optional: true },
];

const argv = process.argv.slice(2);
const markdown = argv.includes("--markdown");
const wanted = argv.filter((a) => !a.startsWith("--"));
const unknown = wanted.filter((w) => !BENCHES.some((b) => b.name === w));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(", ")} (known: ${BENCHES.map((b) => b.name).join(", ")})`);
  process.exit(2);
}

async function exists(file) {
  const { access } = await import("node:fs/promises");
  return access(file).then(() => true, () => false);
}

/** Runs one bench with its output shown as it comes; resolves with its judged figures and exit code. */
function runBench(bench) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, bench.args.map((a) => (a.endsWith(".mjs") ? path.join(here, a) : a)), {
      cwd: path.resolve(here, "../.."),
      stdio: ["ignore", "pipe", "inherit"],
    });
    const results = [];
    let pending = "";
    child.stdout.on("data", (d) => {
      pending += d;
      let nl;
      while ((nl = pending.indexOf("\n")) >= 0) {
        const line = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        if (line.startsWith(RESULT_PREFIX)) results.push(JSON.parse(line.slice(RESULT_PREFIX.length)));
        else process.stdout.write(`${line}\n`);
      }
    });
    child.on("close", (code) => resolve({ results, code: code ?? 1, seconds: (Date.now() - started) / 1000 }));
  });
}

const rows = [];
const load = [];
for (const bench of BENCHES) {
  if (wanted.length > 0 && !wanted.includes(bench.name)) continue;
  if (bench.optional && !(await exists(path.join(here, bench.args.at(-1))))) continue;
  console.log(`\n━━ ${bench.name} ━━`);
  load.push(os.loadavg()[0]);
  const { results, code, seconds } = await runBench(bench);
  for (const r of results) rows.push({ ...r, bench: bench.name });
  if (results.length === 0) rows.push({ bench: bench.name, figure: "(no figure)", value: `exit ${code}`, unit: "", target: "a result", met: false, note: "" });
  else if (code !== 0 && results.every((r) => r.met !== false)) {
    rows.push({ bench: bench.name, figure: "(bench exit)", value: `exit ${code}`, unit: "", target: "0", met: false, note: "a check failed" });
  }
  console.log(`(${bench.name}: ${seconds.toFixed(0)} s)`);
}

const word = (met) => (met === null ? "info" : met ? "met" : "MISSED");
const cells = rows.map((r) => [r.bench, r.figure, `${r.value}${r.unit ? ` ${r.unit}` : ""}`, r.target, word(r.met) + (r.note ? ` (${r.note})` : "")]);
const head = ["bench", "figure", "measured", "target", "verdict"];
const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
const line = (c) => c.map((x, i) => x.padEnd(widths[i])).join("  ");
const machine = `${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim() ?? "unknown CPU"}), ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, Node ${process.versions.node}`;
const when = new Date().toISOString().slice(0, 16).replace("T", " ");

console.log(`\n${line(head)}\n${line(widths.map((w) => "-".repeat(w)))}`);
for (const c of cells) console.log(line(c));
console.log(`\n${when} UTC on ${machine}; 1-minute load average at each bench's start: ${load.map((l) => l.toFixed(1)).join(", ")}`);

if (markdown) {
  console.log(`\n| ${head.join(" | ")} |\n|${head.map(() => "---").join("|")}|`);
  for (const c of cells) console.log(`| ${c.map((x) => x.replace(/\|/g, "\\|")).join(" | ")} |`);
  console.log(`\n${when} UTC, ${machine}.`);
}

process.exit(rows.some((r) => r.met === false) ? 1 : 0);
