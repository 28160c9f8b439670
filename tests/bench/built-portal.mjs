// The portal as the browser benches measure it: the client built into a folder of its own (so dist/ and a
// running server are left alone), served by the real server in production mode on an empty database (demo
// data seeded at start). Used by bundle-size.mjs and lighthouse.mjs.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

/**
 * Builds and starts the portal on `port`; resolves once it answers. Exits the process if the build fails.
 * `buildArgs` go to vite build as well (main-thread.mjs builds without minifying, for readable names).
 */
export async function startBuiltPortal({ port, tmpPrefix, buildArgs = [] }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const outDir = path.join(dataDir, "client");
  const build = spawnSync("npx", ["--no", "--", "vite", "build", "--outDir", outDir, "--logLevel", "warn", ...buildArgs], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const server = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, STATIC_ROOT: outDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/docs/json`)).ok) return { base, dataDir, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error("the server did not start within 2 minutes");
}
