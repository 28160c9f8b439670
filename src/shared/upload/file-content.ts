/**
 * What a file really is, by its first bytes (document 1 section 5.4: "types are checked by content, not only
 * by name"). Pure functions over bytes, so the server refuses with them and a widget can check a chosen file's
 * head before sending 2 GB of it.
 */
export type TFileKind = "mp4" | "jpg" | "png" | "pdf" | "zip";

/** How many leading bytes the sniffers need. */
export const SNIFF_BYTES = 64;

/** Major brands of iTunes video (m4v) and audio-only or QuickTime files, which are not the mp4 the spec asks for. */
const REFUSED_ISO_BRANDS = new Set(["M4V ", "M4VH", "M4VP", "M4A ", "M4B ", "M4P ", "qt  "]);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const isBrandChar = (c: number) => c >= 0x20 && c <= 0x7e;

export interface TIsoBrand {
  major: string;
  compatible: string[];
}

/**
 * The brands of an ISO base media file (mp4, m4v, mov …): the file must open with an `ftyp` box of a sane
 * size whose brands are printable four-character codes. null when it is not ISO media at all.
 */
export function isoMediaBrand(head: Uint8Array): TIsoBrand | null {
  if (head.length < 16) return null;
  const size = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  if (ascii(head, 4, 8) !== "ftyp") return null;
  // ftyp holds a major brand, a minor version and whole compatible brands; real ones are a few dozen bytes.
  if (size < 16 || size > 1024 || size % 4 !== 0) return null;
  const brandBytes = head.subarray(8, Math.min(size, head.length));
  for (let i = 0; i < 4; i++) if (!isBrandChar(brandBytes[i]!)) return null;
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= Math.min(size, head.length); at += 4) compatible.push(ascii(head, at, at + 4));
  return { major: ascii(head, 8, 12), compatible };
}

/** An mp4 video: ISO media whose major brand is not m4v (refused by the spec), audio-only or QuickTime. */
export function isMp4Content(head: Uint8Array): boolean {
  const brand = isoMediaBrand(head);
  return brand !== null && !REFUSED_ISO_BRANDS.has(brand.major);
}

/** The kind of a file by its first bytes; an m4v is not "mp4". */
export function sniffFileKind(head: Uint8Array): TFileKind | null {
  if (head.length >= 8 && head[0] === 0x89 && ascii(head, 1, 4) === "PNG" && head[4] === 0x0d && head[5] === 0x0a && head[6] === 0x1a && head[7] === 0x0a) {
    return "png";
  }
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpg";
  if (head.length >= 5 && ascii(head, 0, 5) === "%PDF-") return "pdf";
  if (head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) return "zip";
  if (isMp4Content(head)) return "mp4";
  return null;
}

/** The kind a file name promises (by extension); null for names no upload call accepts. */
export function kindOfName(name: string): TFileKind | "xlsx" | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  if (ext === "mp4") return "mp4";
  if (ext === "jpg" || ext === "jpeg") return "jpg";
  if (ext === "png") return "png";
  if (ext === "pdf") return "pdf";
  if (ext === "xlsx") return "xlsx";
  return null;
}

/** The content type a stored file is served with, by the extension the server gave it. */
export const SERVED_CONTENT_TYPES: Record<string, string> = {
  mp4: "video/mp4",
  jpg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** Whether a stored file may be shown in the page (images, video) rather than only downloaded. */
export function servedInline(ext: string): boolean {
  return ext === "jpg" || ext === "png" || ext === "mp4";
}
