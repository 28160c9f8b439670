#!/usr/bin/env node
// `npm run typecheck`: the four TypeScript programs (client with DOM, service worker, server on Node, and the
// root one for shared rules, tests and configs), two at a time: each tsc is single-threaded, so on a two-core
// machine this takes about half as long as running them one after another. Exit 1 if any fails.
import { spawn } from "node:child_process";
import os from "node:os";

const projects = ["tsconfig.json", "src/client", "src/server", "sw"]; // largest first
const parallel = Math.max(1, Math.min(projects.length, os.availableParallelism()));
const queue = [...projects];
let failed = false;

async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const started = Date.now();
    const child = spawn(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", project], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const code = await new Promise((resolve) => child.on("close", resolve));
    process.stdout.write(`typecheck ${project}: ${code === 0 ? "ok" : "FAILED"} (${((Date.now() - started) / 1000).toFixed(1)} s)\n${out}`);
    if (code !== 0) failed = true;
  }
}

await Promise.all(Array.from({ length: parallel }, worker));
process.exit(failed ? 1 : 0);
