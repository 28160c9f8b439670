import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

/**
 * The live Q&A loop across two server processes sharing one PostgreSQL (issue: the live Q&A loop). Needs
 * DATABASE_URL (an empty database: the first process migrates and seeds it; .ci/run gives a fresh one).
 * The investor's browser talks to process A, the operator's and the company's to process B, so every push
 * of the loop crosses processes through LISTEN/NOTIFY. Both processes serve the build the default run made
 * (`npm run build` first when running this alone).
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("playwright.pg.config.ts needs DATABASE_URL (a throw-away PostgreSQL database)");

const portA = Number(process.env.E2E_PORT ?? 3300);
const portB = portA + 1;
const dataDir = path.join(os.tmpdir(), `roadshow-e2e-pg-${process.pid}`);
// read by e2e/qa-loop.spec.ts in the test workers, which inherit this environment
process.env.E2E_STAFF_URL = `http://localhost:${portB}`;

const server = (port: number) => ({
  // the server itself, not start.mjs: the build is already there, and two processes must not both rebuild it
  command: "node --import tsx src/server/index.ts",
  cwd: path.resolve(import.meta.dirname, ".."),
  url: `http://localhost:${port}/docs/json`,
  env: { PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: databaseUrl, DATA_DIR: `${dataDir}-${port}`, LOG_LEVEL: "warn", NODE_ENV: "test" },
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "pipe" as const,
});

export default defineConfig({
  ...base,
  testMatch: "qa-loop.spec.ts",
  use: { ...base.use, baseURL: `http://localhost:${portA}` },
  webServer: [server(portA), server(portB)],
});
