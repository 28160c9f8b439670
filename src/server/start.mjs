// `npm start`: builds the client when it is missing or older than its sources, then runs the server
// (which migrates, seeds the demo data when the database is empty, and serves http://localhost:3000).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
process.chdir(root);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = newestMtime(path.join(root, "dist", "index.html"));
const sourcesAt = Math.max(
  ...["src/client", "src/shared", "sw", "public", "vite.config.ts", "lingui.config.ts", "package-lock.json"].map((p) => newestMtime(path.join(root, p))),
);
if (!builtAt || sourcesAt > builtAt) {
  console.log(builtAt ? "Client sources changed: rebuilding…" : "Building the client (first start)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import("tsx/esm/api");
register();
await import("./index.ts");
