// A portal process for the crash test (crash-recovery.test.ts): PGlite on CRASH_DATA_DIR, or the PostgreSQL
// database of CRASH_DATABASE_URL; seeded on first start, files under CRASH_FILES_DIR, a short idempotency
// lease and small upload chunks. Prints "LISTENING <port>" once it serves; the test kills it with SIGKILL.
import { buildApp } from "#server/app.ts";

const databaseUrl = process.env.CRASH_DATABASE_URL;
const app = await buildApp({
  database: databaseUrl ? { databaseUrl } : { dataDir: process.env.CRASH_DATA_DIR! },
  storage: process.env.CRASH_FILES_DIR!,
  staticRoot: null,
  seed: true,
  devTools: false,
  rateLimit: { loginMax: 100_000, codeMax: 100_000 },
  idempotencyLeaseMs: Number(process.env.CRASH_LEASE_MS ?? 1000),
  uploadChunkSize: Number(process.env.CRASH_CHUNK_SIZE ?? 65536),
});
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address() as { port: number };
process.stdout.write(`LISTENING ${address.port}\n`);
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
