// `npm run bench:bundle`: builds the client (into a folder of its own, so dist/ and a running server are left
// alone), serves it with the real server, opens /home in Chromium and adds up
// the gzip size of every JavaScript and CSS file the page loads before any interaction (entry, preloads, the
// home route's chunks, the locale catalog). Targets (issue "Application shell"): JS ≤ 180 KB, CSS ≤ 40 KB gzip.
// Exits 1 when a target is missed.
import { verdict } from "./lib/verdict.mjs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { startBuiltPortal } from "./built-portal.mjs";

const TARGET = { js: 180 * 1024, css: 40 * 1024 };
const port = Number(process.env.BENCH_PORT ?? 3300);
const portal = await startBuiltPortal({ port, tmpPrefix: "roadshow-bench-" });

let exitCode = 0;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  // No service worker: its precache would fetch every asset, which is not what /home needs.
  const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const files = [];
  // What crossed the wire for the whole page (every response, as encoded by the server), to check that the
  // server sends the precompressed copies rather than the raw files.
  const wire = { bytes: 0, raw: 0, responses: 0, encoded: 0 };
  const pending = [];
  page.on("response", (res) => {
    pending.push(
      (async () => {
        const type = res.request().resourceType();
        const body = await res.body().catch(() => null);
        const sizes = await res.request().sizes().catch(() => null);
        const encoding = (await res.allHeaders().catch(() => ({})))["content-encoding"] ?? "";
        wire.responses += 1;
        wire.bytes += sizes?.responseBodySize ?? 0;
        wire.raw += body?.length ?? 0;
        if (encoding) wire.encoded += 1;
        if (!body || (type !== "script" && type !== "stylesheet")) return;
        files.push({ url: new URL(res.url()).pathname, kind: type === "script" ? "js" : "css", raw: body.length, gzip: gzipSync(body).length, encoding });
      })(),
    );
  });
  await page.goto(`${portal.base}/home`, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  await Promise.all(pending);
  await browser.close();

  const total = { js: 0, css: 0 };
  files.sort((a, b) => b.gzip - a.gzip);
  console.log("\nloaded by /home before any interaction (gzip):");
  for (const f of files) {
    total[f.kind] += f.gzip;
    console.log(`  ${f.kind.padEnd(3)} ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  (raw ${(f.raw / 1024).toFixed(1)} KB, sent ${f.encoding || "uncompressed"})  ${f.url}`);
  }
  console.log(
    `transferred for /home: ${(wire.bytes / 1024).toFixed(1)} KB over ${wire.responses} responses (${wire.encoded} compressed), ` +
      `${(wire.raw / 1024).toFixed(1)} KB once decoded`,
  );
  for (const kind of ["js", "css"]) {
    const ok = total[kind] <= TARGET[kind];
    if (!ok) exitCode = 1;
    // the bytes too: near the target, a tenth of a kilobyte rounds a miss to the target's own figure
    console.log(`${kind.toUpperCase()} total: ${(total[kind] / 1024).toFixed(1)} KB gzip, ${total[kind]} bytes (target ≤ ${TARGET[kind] / 1024} KB, ${TARGET[kind]} bytes) ${ok ? "ok" : "OVER"}`);
    verdict({ bench: "bundle", figure: `/home ${kind.toUpperCase()} (gzip)`, value: total[kind] / 1024, unit: "KB", target: `≤ ${TARGET[kind] / 1024}`, met: ok });
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await portal.stop();
}
process.exit(exitCode);
