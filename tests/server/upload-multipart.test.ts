import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { multipartBoundary, readMultipartStream, type TMultipartLimits } from "#server/modules/upload/multipart-stream.ts";

const BOUNDARY = "----WebKitFormBoundary7MA4YWxkTrZu0gW";
const LIMITS: TMultipartLimits = { maxFileBytes: 1 << 20, maxFieldBytes: 1024, maxParts: 16, maxHeaderBytes: 8192 };

function body(fields: [string, string][], file: Buffer | null, after: [string, string][] = []): Buffer {
  const out: Buffer[] = [];
  const field = ([name, value]: [string, string]) => out.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  fields.forEach(field);
  if (file) {
    out.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`), file, Buffer.from("\r\n"));
  }
  after.forEach(field);
  out.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(out);
}

async function parse(data: Buffer, cuts: number[], limits = LIMITS, declared: number | null = null) {
  const pieces: Buffer[] = [];
  let from = 0;
  for (const cut of [...cuts, data.length]) {
    pieces.push(data.subarray(from, cut));
    from = cut;
  }
  const fields: Record<string, string> = {};
  const file: Buffer[] = [];
  const outcome = await readMultipartStream(Readable.from(pieces.filter((p) => p.length > 0)), BOUNDARY, limits, {
    field: (name, value) => void (fields[name] = value),
    file: async () => ({ write: (piece) => void file.push(Buffer.from(piece)), bytes: declared }),
  });
  return { fields, file: Buffer.concat(file), outcome };
}

/** Bytes that look like the start of a delimiter, to trip a scanner that looks only at whole pieces. */
const tricky = Buffer.concat([Buffer.from("abc\r\n--"), Buffer.from(BOUNDARY.slice(0, 20)), Buffer.from("\r\n-"), Buffer.alloc(50, 0x2d), Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)}x`)]);

describe("the chunk upload's multipart reader", () => {
  it("reads fields and the file whatever the pieces' edges", async () => {
    const data = body([["guid", "0123456789abcdef0123456789abcdef"], ["chunk", "3"]], tricky, [["late", "x"]]);
    for (let cut = 0; cut <= data.length; cut++) {
      const got = await parse(data, [cut]);
      expect(got.file.equals(tricky), `cut at ${cut}`).toBe(true);
      expect(got.fields, `cut at ${cut}`).toEqual({ guid: "0123456789abcdef0123456789abcdef", chunk: "3", late: "x" });
      expect(got.outcome).toEqual({ truncated: false, complete: true, overLimit: false });
    }
  });

  it("survives one-byte pieces and random splits of a larger file", async () => {
    const file = Buffer.alloc(200_000);
    for (let i = 0; i < file.length; i++) file[i] = (i * 7919) % 251;
    tricky.copy(file, 65_530);
    const data = body([["md5", "x"]], file);
    const bytewise = await parse(data.subarray(0, 400), Array.from({ length: 400 }, (_, i) => i));
    expect(bytewise.fields).toEqual({ md5: "x" });
    for (let round = 0; round < 20; round++) {
      const cuts = Array.from({ length: 30 }, () => Math.floor(Math.random() * data.length)).sort((a, b) => a - b);
      const got = await parse(data, cuts);
      expect(got.file.equals(file), `cuts ${cuts.join(",")}`).toBe(true);
    }
  });

  it("reads a file of declared length alike at every cut, without looking for the delimiter inside it", async () => {
    const file = Buffer.concat([Buffer.alloc(70_000, 7), tricky]);
    const data = body([["md5", "x"]], file, [["after", "1"]]);
    const start = data.indexOf(Buffer.from("\r\n\r\n", "latin1"), data.indexOf(Buffer.from('name="file"'))) + 4;
    for (const cuts of [[start + 1], [start + 10, start + 65_536], [start + 30_000, start + file.length], [start + file.length - 3, start + file.length + 5]]) {
      const got = await parse(data, cuts, LIMITS, file.length);
      expect(got.file.equals(file), `cuts ${cuts.join(",")}`).toBe(true);
      expect(got.fields.after).toBe("1");
      expect(got.outcome).toMatchObject({ complete: true, truncated: false });
    }
  });

  it("hands a part shorter than declared over with what follows it, so its length gives it away", async () => {
    const file = Buffer.alloc(1000, 3);
    const data = body([], file, [["after", "x".repeat(300)]]);
    const start = data.indexOf(Buffer.from("\r\n\r\n", "latin1")) + 4;
    const got = await parse(data, [start + 10, start + 1090], LIMITS, 1100);
    expect(got.file.length).not.toBe(1100);
    expect(got.file.length).not.toBe(1000);
  });

  it("stops handing over a file past its limit, and tells", async () => {
    const got = await parse(body([], Buffer.alloc(2000, 1)), [100, 1500], { ...LIMITS, maxFileBytes: 1000 });
    expect(got.file.length).toBe(1000);
    expect(got.outcome).toMatchObject({ truncated: true, complete: true });
  });

  it("reports a body cut short, and too many parts", async () => {
    const data = body([["a", "1"]], Buffer.alloc(100, 2));
    expect((await parse(data.subarray(0, data.length - 10), [])).outcome.complete).toBe(false);
    const many = body(Array.from({ length: 20 }, (_, i) => [`f${i}`, "v"] as [string, string]), null);
    expect((await parse(many, [])).outcome.overLimit).toBe(true);
  });

  it("finds the boundary in the content type", () => {
    expect(multipartBoundary(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe("a b");
    expect(multipartBoundary("application/x-www-form-urlencoded")).toBeNull();
    expect(multipartBoundary("multipart/form-data")).toBeNull();
  });
});
