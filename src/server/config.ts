import path from "node:path";

/** Configuration from the environment (README, "Configuration"). */
export interface TConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  production: boolean;
  publicOrigin?: string;
  staticRoot: string;
  /** where files live: unset for DATA_DIR/files on local disk, or s3://bucket/prefix?… (storage/from-url.ts) */
  storageUrl?: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    production: env.NODE_ENV === "production",
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    staticRoot: path.resolve(env.STATIC_ROOT ?? "./dist"),
    storageUrl: env.STORAGE_URL || undefined,
  };
}
