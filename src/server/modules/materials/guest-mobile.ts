import { constants, createHash, generateKeyPairSync, privateDecrypt, publicEncrypt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { systemSettings } from "../../db/schema/index.ts";

const KEY_SETTING = "guestMobileRsaKey";

/**
 * Guests' mobile numbers (document 3 section 3: mobile, mobileMd5, mobileRsa). The number is stored only
 * encrypted with RSA-OAEP (mobileRsa) beside its md5 (mobileMd5), the one form that is searched and compared;
 * the clear number is decrypted for the guest's own company and nobody else. The key pair is created once
 * and kept in the database (as the file-address secret is), so every process sharing it reads the same
 * numbers.
 */
export interface TGuestMobileCipher {
  seal(mobile: string): { mobileMd5: string; mobileRsa: string; mobileTail: string };
  open(mobileRsa: string | null): string | null;
}

export const mobileMd5Of = (mobile: string): string => createHash("md5").update(normaliseMobile(mobile)).digest("hex");

/** Spaces and dashes do not make a different number. */
export const normaliseMobile = (mobile: string): string => mobile.replace(/[\s-]/g, "");

export async function loadGuestMobileCipher(db: TDb): Promise<TGuestMobileCipher> {
  const [existing] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, KEY_SETTING));
  if (!existing) {
    const { privateKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    await db.insert(systemSettings).values({ key: KEY_SETTING, value: { pem: privateKey } }).onConflictDoNothing();
  }
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, KEY_SETTING));
  const privateKey = String((row?.value as { pem?: string } | undefined)?.pem ?? "");
  const oaep = { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" };
  return {
    seal(mobile) {
      const clear = normaliseMobile(mobile);
      return {
        mobileMd5: mobileMd5Of(clear),
        mobileRsa: publicEncrypt(oaep, Buffer.from(clear, "utf8")).toString("base64"),
        mobileTail: clear.slice(-3),
      };
    },
    open(mobileRsa) {
      if (!mobileRsa) return null;
      try {
        return privateDecrypt(oaep, Buffer.from(mobileRsa, "base64")).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
