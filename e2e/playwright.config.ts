import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database per run, seeded on start like a new user's first `npm start`.
// Kept in the environment so the test workers (other processes) find the server's files too.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `roadshow-e2e-${process.pid}`));

/**
 * End-to-end tests in Debian's Chromium against the built PWA served by the real server.
 * `localhost` rather than 127.0.0.1: WebAuthn needs a domain as its relying-party id.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: path.join(root, "test-results"),
  timeout: 30_000,
  // On CI one retry, so that a test that fails once on a loaded machine and passes again is reported as
  // "flaky" in the summary (tests/run-all.mjs prints the count) instead of turning the whole run red; a test
  // that fails twice still fails the run. Locally a failure is a failure at once.
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: "list",
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "zh-CN",
    // Each test's fresh context would otherwise install the service worker and precache the whole build (slow,
    // and its one-off "ready for offline use" toast lands on top of the page); pwa.spec.ts allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"],
    },
  },
  webServer: {
    command: "node src/server/start.mjs",
    cwd: root,
    url: `http://localhost:${port}/docs/json`,
    // every browser of the suite logs in from 127.0.0.1: the per-address login limit would count the suite
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "test", LOGIN_RATE_LIMIT: "10000" },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
