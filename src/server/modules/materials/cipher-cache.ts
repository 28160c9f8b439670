import type { TDb } from "../../db/client.ts";
import { loadGuestMobileCipher, type TGuestMobileCipher } from "./guest-mobile.ts";

const ciphers = new WeakMap<TDb, Promise<TGuestMobileCipher>>();

/** The guest-mobile cipher of a database, loaded (or created) once per process and database. */
export function guestMobileCipherFor(db: TDb): Promise<TGuestMobileCipher> {
  let cipher = ciphers.get(db);
  if (!cipher) {
    cipher = loadGuestMobileCipher(db);
    cipher.catch(() => ciphers.delete(db));
    ciphers.set(db, cipher);
  }
  return cipher;
}
