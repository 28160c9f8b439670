/**
 * The rich-text editor's rules (document 1 sections 5.5, 7.2 and 9): the limits, the visible-text length
 * the counter shows (red when over) and the server checks, and the address an uploaded image is shown from.
 */

/** Rich-text limits (document 1 section 9): 10000 characters, height 400, auto-grow minimum 200, images 1MB. */
export const RICH_TEXT_DEFAULT_LIMIT = 10000;
export const RICH_TEXT_HEIGHT = 400;
export const RICH_TEXT_MIN_HEIGHT = 200;
export const RICH_TEXT_IMAGE_MAX_BYTES = 1024 * 1024;

/** Images are shown from /api plus the uploaded path (document 1 section 7.2). */
export const RICH_TEXT_IMAGE_PREFIX = "/api";

const NAMED_ENTITIES: Record<string, string> = {
  nbsp: "\u00a0",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  ensp: "\u2002",
  emsp: "\u2003",
  thinsp: "\u2009",
  middot: "·",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  copy: "©",
  reg: "®",
  trade: "™",
  yen: "¥",
  times: "×",
  divide: "÷",
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith("#")) {
    const hex = body[1] === "x" || body[1] === "X";
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    // An out-of-range or surrogate code point is not a character: keep the entity text as the browser would show it.
    const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/** The text a reader sees in editor html: script and style bodies dropped, tags removed, common entities decoded. */
export function richTextPlain(html: string | null | undefined): string {
  if (!html) return "";
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (entity, body: string) => decodeEntity(entity, body));
}

/**
 * Rich-text length rule (document 1 section 5.5): the number of visible characters, counted by code point so an
 * emoji is one; markup counts nothing, and block boundaries (paragraphs, line breaks) add no character.
 */
export function richTextLength(html: string | null | undefined): number {
  return Array.from(richTextPlain(html)).length;
}

/** Rich-text limit rule (document 1 section 5.5): over the limit (10000 by default) turns the counter red and blocks saving. */
export function isOverLimit(html: string | null | undefined, limit: number = RICH_TEXT_DEFAULT_LIMIT): boolean {
  return richTextLength(html) > limit;
}

/** Rich-text image size rule (document 1 section 5.4): at most 1MB. */
export function isRichTextImageTooLarge(bytes: number): boolean {
  return !(bytes <= RICH_TEXT_IMAGE_MAX_BYTES);
}

/**
 * Image address rule (document 1 section 7.2): an uploaded image is shown from "/api" plus its filePath, with
 * exactly one slash between them. An absolute address (http(s), data:, blob:) is already displayable and is
 * returned unchanged; an empty path gives "".
 */
export function imageDisplayPath(filePath: string | null | undefined): string {
  const path = filePath?.trim() ?? "";
  if (path === "") return "";
  if (/^(https?:)?\/\//i.test(path) || /^(data|blob):/i.test(path)) return path;
  return `${RICH_TEXT_IMAGE_PREFIX}/${path.replace(/^\/+/, "")}`;
}

/** Rich-text images are jpg, jpeg or png (spec 1 section 5.4); the server also checks the bytes. */
export const RICH_TEXT_IMAGE_EXTENSIONS = ["jpg", "jpeg", "png"] as const;

/** Whether a file name has an extension the rich-text image upload accepts. */
export function isRichTextImageName(fileName: string): boolean {
  const extension = fileName.includes(".") ? (fileName.split(".").pop() ?? "").toLowerCase() : "";
  return (RICH_TEXT_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}
