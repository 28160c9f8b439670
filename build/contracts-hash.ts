import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const apiDir = fileURLToPath(new URL("../src/shared/api/", import.meta.url));

/**
 * A short hash of the wire contracts (src/shared/api/*.contract.ts). Answers the page keeps on the device
 * carry it, so a build whose contracts changed never reads an answer saved in an older shape, while a build
 * that changed only the page keeps every saved answer (src/client/lib/saved-answers.ts).
 */
export function contractsHash(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(apiDir).filter((f) => f.endsWith(".contract.ts")).sort()) {
    hash.update(file).update(readFileSync(apiDir + file));
  }
  return hash.digest("hex").slice(0, 12);
}
