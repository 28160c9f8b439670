import path from "node:path";
import { wechatConfigFrom, type TWechatConfig } from "./modules/activity-page/index.ts";
import { translateConfigFromEnv, type TTranslateConfig } from "./modules/materials/index.ts";

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
  /** which proxies may set X-Forwarded-For (Fastify's trustProxy); false unless TRUST_PROXY names them */
  trustProxy: TTrustProxy;
  /** origins allowed to call the API from other sites (CORS); none unless CORS_ORIGINS names them */
  corsOrigins: string[];
  /** the chat app for share signatures (WECHAT_APP_ID and WECHAT_APP_SECRET); null when not configured */
  wechat: TWechatConfig | null;
  /** the translator for translate/to_en (TRANSLATE_URL, optional TRANSLATE_API_KEY); null when not configured */
  translate: TTranslateConfig | null;
  /** password logins per address and minute (LOGIN_RATE_LIMIT, default 20) */
  loginRateLimit: number;
}

export type TTrustProxy = boolean | number | string;

/**
 * TRUST_PROXY: unset, "" or "false" trusts nobody (the socket's address is the client's); "true" trusts every
 * hop (only behind a proxy that overwrites the header); a number trusts that many hops; anything else is a
 * comma-separated list of proxy addresses or CIDR ranges. Trusting by default would let any caller pick the
 * address the login limits count.
 */
export function parseTrustProxy(value: string | undefined): TTrustProxy {
  const v = (value ?? "").trim();
  if (v === "" || v === "false" || v === "0") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: (env.CORS_ORIGINS ?? "").split(",").map((o) => o.trim()).filter(Boolean),
    wechat: wechatConfigFrom(env),
    translate: translateConfigFromEnv(env),
    loginRateLimit: positiveInteger(env.LOGIN_RATE_LIMIT, 20, "LOGIN_RATE_LIMIT"),
  };
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return n;
}
