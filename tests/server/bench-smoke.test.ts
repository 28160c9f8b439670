import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The benches do not run in CI (their figures need a quiet machine), but a short smoke of each does, so a
 * change that breaks a bench or its correctness checks is caught here: each runs at a tiny size on the
 * embedded database and must report its correctness figure as met. Speed figures at this size mean nothing
 * and are not looked at.
 */
const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

interface TResult {
  figure: string;
  met: boolean | null;
  value: string;
}

function runBench(file: string, env: Record<string, string>, node: string[] = ["--import", "tsx"]): Promise<{ results: TResult[]; output: string }> {
  return new Promise((resolve, reject) => {
    // Never the server of DATABASE_URL (the PostgreSQL phase of CI sets it): the smoke stays on PGlite.
    const { DATABASE_URL: _ignored, ...rest } = process.env;
    const child = spawn(process.execPath, [...node, path.join(root, "tests/bench", file)], {
      cwd: root,
      env: { ...rest, BENCH_PG: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("error", reject);
    child.on("close", () => {
      const results = output
        .split("\n")
        .filter((l) => l.startsWith("BENCH_RESULT "))
        .map((l) => JSON.parse(l.slice("BENCH_RESULT ".length)) as TResult);
      resolve({ results, output });
    });
  });
}

const met = (results: TResult[], figure: RegExp) => results.filter((r) => figure.test(r.figure)).map((r) => r.met);

// The PostgreSQL phase of CI runs this project again with DATABASE_URL set; the smoke would only repeat itself.
describe.skipIf(Boolean(process.env.DATABASE_URL))("bench smoke (tiny sizes, correctness only)", () => {
  it("booking: the quota is exact, refusals are the spec's, replays change nothing", async () => {
    const { results, output } = await runBench("booking.mjs", { BENCH_COMPANIES: "24", BENCH_SLOTS: "6", BENCH_CAPACITY: "2", BENCH_INFLIGHT: "12" });
    expect(met(results, /quota, refusals, replays/), output).toEqual([true]);
  }, 120_000);

  it("qa: every public event reaches every socket once", async () => {
    const { results, output } = await runBench("qa.mjs", { BENCH_SOCKETS: "20", BENCH_QUESTIONS: "8", BENCH_WORKERS: "2", BENCH_RATE: "20" });
    expect(met(results, /lost, duplicated, refused/), output).toEqual([true, true]);
  }, 180_000);

  it("list: every page answered in full and checked against the database", async () => {
    const { results, output } = await runBench("activity-list.mjs", { BENCH_ONLY: "pglite", BENCH_ACTIVITIES: "5000", BENCH_SECONDS: "1", BENCH_CONNECTIONS: "4" });
    expect(met(results, /errors and checks/), output).toEqual([true]);
  }, 180_000);

  it("views: no visit refused or lost, and the rollups count exactly the page loads recorded", async () => {
    const { results, output } = await runBench("views.mjs", {
      BENCH_ONLY: "pglite",
      BENCH_STRICT: "0",
      BENCH_SECONDS: "2",
      BENCH_VISITORS: "20",
      BENCH_RATE: "100",
      BENCH_VISITS: "2000",
      BENCH_READS: "3",
    });
    expect(met(results, /errors, rollups exact/), output).toEqual([true]);
  }, 180_000);

  it("upload: a file sent through the chunk protocol arrives intact, and the server's CPU is measured", async () => {
    const { results, output } = await runBench("upload.mjs", { BENCH_UPLOAD_MB: "8", BENCH_UPLOAD_RUNS: "1", BENCH_UPLOAD_SKIP_HASH: "1" }, []);
    expect(results.map((r) => r.figure), output).toEqual(["upload speed / md5sum", "server CPU per GB received"]);
    expect(Number(results[1]?.value), output).toBeGreaterThan(0);
  }, 120_000);
});
