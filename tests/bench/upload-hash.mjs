/* global document, window -- the page.evaluate callbacks below run in the browser */
// Browser-side hashing speed of the upload engine (issue 7, "Measure": target ≥ 150 MB/s). Builds the page's
// real hasher (src/client/lib/upload/hasher.ts and its hash worker, through Vite as the app build does) into a
// scratch page, opens it in Chromium, chooses a file from disk through a file input and hashes it in the
// protocol's 100 MB chunks the way an upload does: every byte read from a File slice inside the worker in 8 MB
// reads, md5 by hash-wasm (spark-md5 where WebAssembly is off). Prints MB/s for one worker (chunks one after another) and for the engine's pool
// (two chunks at once, as the two lanes of an upload hash them). The md5 of the whole is checked against Node's.
// Usage: node tests/bench/upload-hash.mjs [megabytes=512]. Exits 1 when the pool misses the target.
import { createServer } from "node:http";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { chromium } from "@playwright/test";

const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const TARGET_MBS = 150;
const MB = 1_048_576;
const CHUNK = 100 * MB;
const totalMb = Number(process.argv[2] ?? process.env.HASH_BENCH_MB ?? 512);

const work = mkdtempSync(path.join(os.tmpdir(), "roadshow-hash-bench-"));
const outDir = path.join(work, "dist");
writeFileSync(
  path.join(work, "index.html"),
  '<!doctype html><meta charset="utf-8"><title>hash bench</title><input type="file" id="file"><script type="module" src="./entry.ts"></script>',
);

// the file to hash: varied bytes (an 8 MB random block repeated; md5 has no shortcut for repeats)
const sample = path.join(work, "sample.bin");
const block = randomBytes(8 * MB);
const whole = createHash("md5");
const fd = openSync(sample, "w");
for (let i = 0; i < totalMb / 8; i++) {
  writeSync(fd, block);
  whole.update(block);
}
closeSync(fd);
const expectedMd5 = whole.digest("hex");
writeFileSync(
  path.join(work, "entry.ts"),
  `import { createWorkerPool } from ${JSON.stringify(path.join(root, "src/client/lib/upload/hasher.ts"))};\n` +
    "(window as unknown as { createWorkerPool: typeof createWorkerPool }).createWorkerPool = createWorkerPool;\n" +
    "document.title = 'ready';\n",
);

await build({
  root: work,
  configFile: false,
  logLevel: "warn",
  resolve: { alias: [{ find: /^#shared\/(.*)$/, replacement: path.join(root, "src/shared/$1") }, { find: /^#client\/(.*)$/, replacement: path.join(root, "src/client/$1") }] },
  build: { outDir, emptyOutDir: true, target: "es2022", minify: true },
});

const types = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript" };
const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  const file = path.join(outDir, url.pathname === "/" ? "index.html" : url.pathname);
  if (!file.startsWith(outDir)) return res.writeHead(403).end();
  try {
    const body = readFileSync(file);
    res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = server.address().port;

let exitCode = 0;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => document.title === "ready");
  await page.locator("#file").setInputFiles(sample);
  const result = await page.evaluate(
    async ({ chunk }) => {
      const file = document.getElementById("file").files[0];
      const chunks = [];
      for (let start = 0; start < file.size; start += chunk) chunks.push(file.slice(start, Math.min(file.size, start + chunk)));

      const run = async (pool, concurrent) => {
        // warm-up: worker start and JIT, not counted
        await pool.md5(file.slice(0, 8 * 1_048_576));
        const t0 = performance.now();
        if (concurrent) {
          let next = 0;
          const lane = async () => {
            while (next < chunks.length) await pool.md5(chunks[next++]);
          };
          await Promise.all([lane(), lane()]);
        } else {
          for (const c of chunks) await pool.md5(c);
        }
        return file.size / 1_048_576 / ((performance.now() - t0) / 1000);
      };
      const single = await run(window.createWorkerPool(1), false);
      const pool = await run(window.createWorkerPool(2), true);
      // one more pass over the whole file, to prove the worker hashes exactly these bytes
      const md5 = await window.createWorkerPool(1).md5(file);
      return { single, pool, md5, cores: navigator.hardwareConcurrency };
    },
    { chunk: CHUNK },
  );
  if (result.md5 !== expectedMd5) throw new Error(`md5 mismatch: browser ${result.md5}, node ${expectedMd5}`);
  const ok = result.pool >= TARGET_MBS;
  if (!ok) exitCode = 1;
  console.log(`browser hashing (Chromium, hash-wasm md5 in the hash worker, ${totalMb} MB in 100 MB chunks, ${result.cores} cores):`);
  console.log(`  one worker, chunk after chunk:        ${result.single.toFixed(1)} MB/s`);
  console.log(`  engine pool, two chunks at once:      ${result.pool.toFixed(1)} MB/s (target ≥ ${TARGET_MBS} MB/s) ${ok ? "ok" : "UNDER"}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await browser.close();
  server.close();
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
