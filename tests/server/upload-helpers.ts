import http from "node:http";
import { createHash } from "node:crypto";
import type { TTestApp } from "./test-app.ts";
import type { TEnvelope } from "#shared/http/envelope.ts";

export const AUTH = "/base-service/api/auth/v1";

/** A minimal ISO media header: an ftyp box of the given major brand, then `body` bytes. */
export function isoMedia(major: string, bodyBytes: number, fill = 7): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftyp", 4, "latin1");
  ftyp.write(major, 8, "latin1");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write("isom", 16, "latin1");
  ftyp.write("mp41", 20, "latin1");
  const body = Buffer.alloc(bodyBytes);
  for (let i = 0; i < bodyBytes; i++) body[i] = (i * 31 + fill) & 0xff;
  return Buffer.concat([ftyp, body]);
}

export const mp4 = (bytes: number, fill = 7) => isoMedia("isom", Math.max(0, bytes - 24), fill);

export const md5 = (data: Buffer) => createHash("md5").update(data).digest("hex");

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/** A zip holding the given (empty, stored) entries: enough for the workbook check, which reads the directory only. */
export function zipWith(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(n.length, 26);
    locals.push(local, n);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, n);
    offset += 30 + n.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const XLSX = zipWith(["[Content_Types].xml", "_rels/.rels", "xl/workbook.xml", "xl/worksheets/sheet1.xml"]);

/** A multipart body: the fields in order, then the `file` part (or none). */
export function multipart(fields: Record<string, string | number>, file?: { name: string; data: Buffer }, after: Record<string, string> = {}) {
  const boundary = "----roadshow-upload-test";
  const parts: Buffer[] = [];
  const field = (name: string, value: string | number) =>
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, value] of Object.entries(fields)) field(name, value);
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    parts.push(file.data, Buffer.from("\r\n"));
  }
  for (const [name, value] of Object.entries(after)) field(name, value);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export type TAnswer<T = unknown> = TEnvelope<T> & { status: number; headers: Record<string, unknown> };

/** POSTs a multipart body and returns the envelope. */
export async function postMultipart<T = unknown>(t: TTestApp, url: string, token: string | null, body: ReturnType<typeof multipart>, extraHeaders: Record<string, string> = {}): Promise<TAnswer<T>> {
  const res = await t.app.inject({ method: "POST", url, payload: body.payload, headers: { ...body.headers, ...(token ? { authorization: token } : {}), ...extraHeaders } });
  const parsed = res.body ? (JSON.parse(res.body) as TEnvelope<T>) : { code: 0, datas: [], message: "" };
  return { ...parsed, status: res.statusCode, headers: res.headers };
}

export interface TUploadedFileAnswer {
  filePath: string;
  fileName: string;
  fileSize: number;
}

/** upload_file with one file. */
export const uploadFile = (t: TTestApp, token: string | null, name: string, data: Buffer, fields: Record<string, string> = {}) =>
  postMultipart<TUploadedFileAnswer>(t, `${AUTH}/upload/upload_file`, token, multipart(fields, { name, data }));

/** A guid for test data (the client derives it from the content; the server only checks its shape). */
export const guidOf = (data: Buffer, salt = "") => createHash("md5").update(salt).update(data.subarray(0, 1024)).update(String(data.length)).digest("hex");

/** Sends chunk `index` of `data` in chunks of `chunkSize`. */
export function sendChunk(t: TTestApp, token: string, guid: string, data: Buffer, index: number, chunkSize: number, overrides: Record<string, string | number> = {}, bytes?: Buffer) {
  const chunk = bytes ?? data.subarray(index * chunkSize, Math.min(data.length, (index + 1) * chunkSize));
  const fields = { guid, chunk: index, chunks: Math.max(1, Math.ceil(data.length / chunkSize)), size: data.length, md5: md5(chunk), ...overrides };
  return postMultipart<{ chunk: number; md5: string; success: boolean }>(t, `${AUTH}/upload/upload`, token, multipart(fields, { name: "blob", data: chunk }));
}

/** Sends the rest of chunk `index` from `offset` (as chunk_offset answered): the bytes after it, md5 the whole chunk's. */
export function sendChunkFrom(t: TTestApp, token: string, guid: string, data: Buffer, index: number, chunkSize: number, offset: number, overrides: Record<string, string | number> = {}, rest?: Buffer) {
  const chunk = data.subarray(index * chunkSize, Math.min(data.length, (index + 1) * chunkSize));
  return sendChunk(t, token, guid, data, index, chunkSize, { offset, md5: md5(chunk), ...overrides }, rest ?? chunk.subarray(offset));
}

/** chunk_offset: how many bytes of chunk `chunk` the server holds and can continue from. */
export const chunkOffset = (t: TTestApp, token: string, guid: string, chunk: number, chunkSize: number, chunkMd5?: string) =>
  t.post<{ offset: number }>(`${AUTH}/upload/chunk_offset`, { guid, chunk, chunkSize, ...(chunkMd5 ? { md5: chunkMd5 } : {}) }, { authorization: token });

export const checkChunk = (t: TTestApp, token: string, guid: string, chunk: number, chunkSize: number, chunkMd5?: string) =>
  t.post<{ success: boolean }>(`${AUTH}/upload/check_chunk_md5`, { guid, chunk, chunkSize, ...(chunkMd5 ? { md5: chunkMd5 } : {}) }, { authorization: token });

export const combine = (t: TTestApp, token: string, guid: string, fileName: string) =>
  t.post<TUploadedFileAnswer>(`${AUTH}/upload/combine_block`, { guid, fileName }, { authorization: token });

/** Sends every chunk of `data` and combines it; answers the combined file. */
export async function uploadChunked(t: TTestApp, token: string, data: Buffer, chunkSize: number, fileName = "路演视频.mp4", guid = guidOf(data)) {
  const chunks = Math.max(1, Math.ceil(data.length / chunkSize));
  for (let i = 0; i < chunks; i++) {
    const sent = await sendChunk(t, token, guid, data, i, chunkSize);
    if (sent.code !== 200) throw new Error(`chunk ${i}: ${sent.message}`);
  }
  return combine(t, token, guid, fileName);
}

/**
 * Sends half of chunk 0 of `data` to a listening app, then drops the connection (a reload, a lost network),
 * and waits a moment for the server to notice.
 */
export async function sendHalfChunkThenDrop(address: string, token: string, guid: string, data: Buffer, chunkSize: number, share = 0.5): Promise<void> {
  const chunk = data.subarray(0, chunkSize);
  const body = multipart({ guid, chunk: 0, chunks: Math.ceil(data.length / chunkSize), size: data.length, md5: md5(chunk) }, { name: "blob", data: chunk });
  await new Promise<void>((resolve) => {
    const req = http.request(`${address}${AUTH}/upload/upload`, { method: "POST", headers: { ...body.headers, authorization: token, "content-length": body.payload.length } });
    req.on("error", () => resolve());
    req.write(body.payload.subarray(0, Math.floor(body.payload.length * share)), () => setTimeout(() => req.destroy(), 50));
    req.on("close", () => resolve());
  });
  await new Promise((r) => setTimeout(r, 200));
}
