import { sniffFileKind } from "#shared/upload/file-content.ts";

/** What the bytes of an uploaded image really are; the file name and the browser's type are not trusted. */
export function sniffImage(head: Buffer): "png" | "jpg" | null {
  const kind = sniffFileKind(head);
  return kind === "png" || kind === "jpg" ? kind : null;
}
