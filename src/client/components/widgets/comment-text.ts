import { truncateToMax } from "#shared/widgets/comment.ts";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * The comment as the server stores it: the text HTML-escaped (so nothing typed can become markup),
 * emoji kept as characters, line breaks as <br>. Leading and trailing blank space is dropped.
 */
export function textToCommentHtml(text: string): string {
  return text
    .trim()
    .replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
    .replace(/\r\n?|\n/g, "<br>");
}

/** The text after an edit that respects the limit, and where the caret goes. */
export interface LimitedEdit {
  value: string;
  caret: number;
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Applies an edit (typing, paste, drop, IME commit) under the comment limit: only the newly inserted
 * run is cut, so pasting into the middle of a comment never eats the text after the caret.
 * `caret` is the textarea's selection end after the edit (the end of the inserted run), when known.
 * The limit itself is the shared rule (`truncateToMax`); this only decides which part to cut.
 */
export function limitEdit(prev: string, next: string, caret: number | null, max: number): LimitedEdit {
  const fits = (text: string) => truncateToMax(text, max) === text;
  if (fits(next)) return { value: next, caret: caret ?? next.length };

  let end = caret ?? next.length;
  // the text after the caret must be the untouched tail of the previous value; if not, diff from the end
  if (caret === null || !prev.endsWith(next.slice(end))) {
    let same = 0;
    while (same < prev.length && same < next.length && prev[prev.length - 1 - same] === next[next.length - 1 - same]) same += 1;
    end = next.length - same;
  }
  if (end < next.length && end > 0 && isLow(next.charCodeAt(end)) && isHigh(next.charCodeAt(end - 1))) end += 1;

  const tailLength = next.length - end;
  let start = 0;
  while (start < end && start < prev.length - tailLength && prev[start] === next[start]) start += 1;
  if (start > 0 && isHigh(next.charCodeAt(start - 1))) start -= 1;

  const before = next.slice(0, start);
  const after = next.slice(end);
  const inserted = Array.from(next.slice(start, end));

  // the longest head of the inserted run that still fits (the limit is monotonic in the run's length)
  let low = 0;
  let high = inserted.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(before + inserted.slice(0, mid).join("") + after)) low = mid;
    else high = mid - 1;
  }
  const kept = inserted.slice(0, low).join("");
  const value = before + kept + after;
  // the previous text was already over the limit (e.g. the limit shrank): fall back to cutting the end
  if (!fits(value)) {
    const cut = truncateToMax(value, max);
    return { value: cut, caret: Math.min(before.length + kept.length, cut.length) };
  }
  return { value, caret: before.length + kept.length };
}

/** Inserts `text` (an emoji) over the selection; the caller checks the limit first. */
export function insertAt(value: string, start: number, end: number, text: string): LimitedEdit {
  return { value: value.slice(0, start) + text + value.slice(end), caret: start + text.length };
}
