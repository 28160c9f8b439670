import { describe, expect, it } from "vitest";
import { HASH_READ_BYTES, md5OfBlob, md5OfText } from "#client/lib/upload/md5-blob.ts";

// RFC 1321, appendix A.5
const vectors: [string, string][] = [
  ["", "d41d8cd98f00b204e9800998ecf8427e"],
  ["a", "0cc175b9c0f1b6a831c399e269772661"],
  ["abc", "900150983cd24fb0d6963f7d28e17f72"],
  ["message digest", "f96b697d7cb7938d525a2f31aaf161d0"],
  ["12345678901234567890123456789012345678901234567890123456789012345678901234567890", "57edf4a22be3c955ac49da2e2107b67a"],
];

function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(n));
  for (let i = 0; i < n; i += 65536) crypto.getRandomValues(bytes.subarray(i, Math.min(n, i + 65536)));
  return bytes;
}

describe("md5 of the exact bytes that are sent", () => {
  for (const engine of ["wasm", "js"] as const) {
    it(`${engine}: the RFC 1321 test vectors`, async () => {
      for (const [text, md5] of vectors) expect(await md5OfBlob(new Blob([text]), undefined, engine)).toBe(md5);
    });
  }

  it("both engines agree at every length around the 64-byte block and the 8 MB read slice", async () => {
    const source = randomBytes(HASH_READ_BYTES + 65);
    for (const n of [1, 55, 56, 63, 64, 65, 1000, HASH_READ_BYTES - 1, HASH_READ_BYTES, HASH_READ_BYTES + 65]) {
      const blob = new Blob([source.subarray(0, n)]);
      expect(await md5OfBlob(blob, undefined, "wasm"), `${n} bytes`).toBe(await md5OfBlob(blob, undefined, "js"));
    }
  });

  it("stops between slices once cancelled", async () => {
    await expect(md5OfBlob(new Blob([randomBytes(1000)]), () => true)).rejects.toThrow("hashing cancelled");
  });

  it("hashes short texts (the guid seed) synchronously", () => {
    expect(md5OfText("message digest")).toBe("f96b697d7cb7938d525a2f31aaf161d0");
  });
});
