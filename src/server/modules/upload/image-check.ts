/** What the bytes of an uploaded image really are; the file name and the browser's type are not trusted. */
export function sniffImage(head: Buffer): "png" | "jpg" | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpg";
  return null;
}

export const IMAGE_CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg" };
