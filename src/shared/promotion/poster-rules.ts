import { outcomeTable } from "../outcome/outcome.ts";

/**
 * The promotion poster (document 3 sections 2.1 item 5, 4 "Poster" and 9): 360x640, the activity's title,
 * time, company and background with a QR code of its public page, downloadable once the page is published.
 */
export const POSTER_WIDTH = 360;
export const POSTER_HEIGHT = 640;
/** drawn at twice the spec's size, so the poster stays sharp on a phone's screen */
export const POSTER_SCALE = 2;
/** the QR code's side on the poster (document 3 section 9: QR codes 150x150) */
export const POSTER_QR_SIZE = 150;

export const PosterMsg = {
  unpublished: "活动页面发布后才能下载海报",
} as const;

/** PosterMsg as outcome codes (`poster.key`), see src/shared/outcome. */
export const PosterOutcome = outcomeTable("poster", PosterMsg);

/** Poster rule (document 3 section 4): available only after publishing (pubStatus above 0). */
export function posterAvailable(pubStatus: number): boolean {
  return pubStatus > 0;
}

/** How wide a character is, in ems, for breaking the title into lines: CJK and full-width forms 1, others about half. */
export function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x2e80 || (code >= 0xff00 && code <= 0xffef)) return 1;
  if (/[A-Z0-9MW@%&]/.test(char)) return 0.65;
  return 0.5;
}

/**
 * Breaks a text into at most `maxLines` lines of at most `lineEms` ems, the last one cut with an ellipsis when
 * the text is longer. Latin words are not split while a line can still take them.
 */
export function wrapText(text: string, lineEms: number, maxLines: number): string[] {
  const tokens = text.trim().match(/[A-Za-z0-9'’.-]+|\s+|./gu) ?? [];
  const lines: string[] = [];
  let line = "";
  let width = 0;
  const push = () => {
    lines.push(line.trimEnd());
    line = "";
    width = 0;
  };
  for (const token of tokens) {
    const w = [...token].reduce((sum, ch) => sum + charWidth(ch), 0);
    if (width + w > lineEms && line !== "") {
      push();
      if (/^\s+$/.test(token)) continue;
    }
    if (w > lineEms) {
      for (const ch of token) {
        if (width + charWidth(ch) > lineEms) push();
        line += ch;
        width += charWidth(ch);
      }
      continue;
    }
    line += token;
    width += w;
  }
  if (line.trim() !== "") push();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while ([...last].reduce((s, ch) => s + charWidth(ch), 0) + 1 > lineEms && last.length > 0) last = [...last].slice(0, -1).join("");
  kept[maxLines - 1] = `${last}…`;
  return kept;
}
