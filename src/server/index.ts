import path from "node:path";
import { buildApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { storageFromUrl } from "./lib/storage/from-url.ts";

/** Starts the portal: migrate, seed the demo data when empty, serve; shut down gracefully on a signal. */
async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({
    database: config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, "pglite") },
    staticRoot: config.staticRoot,
    storage: await storageFromUrl(config.storageUrl, path.join(config.dataDir, "files")),
    logger: { level: process.env.LOG_LEVEL ?? "info" },
    devTools: !config.production,
    seed: true,
    publicOrigin: config.publicOrigin,
    pubsub: "auto",
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    wechat: config.wechat,
    translate: config.translate,
    rateLimit: { loginMax: config.loginRateLimit },
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // close() stops accepting, waits for in-flight requests, then runs onClose (database, pub/sub).
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`路演中心 serving at http://localhost:${config.port} (${config.databaseUrl ? "PostgreSQL" : `PGlite in ${config.dataDir}`}; files ${config.storageUrl ? `in ${config.storageUrl.split("?")[0]}` : "on local disk"})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
