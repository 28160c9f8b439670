import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TDb } from "../db/client.ts";
import { systemSettings } from "../db/schema/index.ts";

/** How long a signed file address works: long enough to watch a video, short enough not to be worth sharing. */
export const SIGNED_URL_TTL_MS = 2 * 60 * 60_000;

const SECRET_KEY = "fileUrlSecret";

export interface TUrlSigner {
  /** `/files/<key>` with `exp` and `sig` added, good until now + SIGNED_URL_TTL_MS */
  signPath(filePath: string, at: Date): string;
  /** whether `exp`/`sig` grant the file key at this instant */
  verify(key: string, exp: unknown, sig: unknown, at: Date): boolean;
}

/**
 * The secret behind signed file addresses, shared by every process on the database: created once (the first
 * process to start inserts it; the others read the same row), so an address signed by one process is
 * honoured by another behind the same load balancer. Works the same for local disk and object storage.
 */
export async function loadUrlSigningSecret(db: TDb): Promise<Buffer> {
  await db
    .insert(systemSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, SECRET_KEY));
  return Buffer.from(String(row?.value ?? ""), "base64");
}

export function createUrlSigner(secret: Buffer): TUrlSigner {
  const mac = (key: string, exp: number) => createHmac("sha256", secret).update(`${key}\n${exp}`).digest("base64url");
  return {
    signPath(filePath, at) {
      const m = /^\/files\/([^?#]+)$/.exec(filePath);
      if (!m) return filePath;
      const exp = Math.floor((at.getTime() + SIGNED_URL_TTL_MS) / 1000);
      return `${filePath}?exp=${exp}&sig=${mac(m[1]!, exp)}`;
    },
    verify(key, exp, sig, at) {
      if (typeof exp !== "string" || typeof sig !== "string" || !/^\d{1,12}$/.test(exp)) return false;
      const expires = Number(exp);
      if (expires * 1000 <= at.getTime()) return false;
      const want = Buffer.from(mac(key, expires));
      const got = Buffer.from(sig);
      return want.length === got.length && timingSafeEqual(want, got);
    },
  };
}
