/**
 * The emoji comment box (document 1 sections 5.5, 8.4 and 9): the 56-emoji palette, length capping by
 * user-perceived characters, when an emoji may still be inserted, the empty-comment check and the
 * replacement between stable emoji codes ("[微笑]") and the Unicode characters shown.
 */

export interface TEmoji {
  /** stable token stored and sent in place of the character, as chat apps write them */
  code: string;
  /** the Unicode emoji shown */
  char: string;
  /** the Chinese name, also the text inside the code's brackets */
  name: string;
}

// Every char is a single code point with default emoji presentation (no variation selector, no ZWJ), so
// each counts as one character and the char <-> code mapping is one to one.
const PALETTE: ReadonlyArray<readonly [name: string, char: string]> = [
  ["微笑", "🙂"], ["撇嘴", "😕"], ["色", "😍"], ["发呆", "😳"], ["得意", "😎"], ["流泪", "😢"], ["害羞", "😊"],
  ["闭嘴", "🤐"], ["睡", "😴"], ["大哭", "😭"], ["尴尬", "😅"], ["发怒", "😡"], ["调皮", "😜"], ["呲牙", "😁"],
  ["惊讶", "😮"], ["难过", "🙁"], ["冷汗", "😓"], ["抓狂", "😫"], ["吐", "🤮"], ["偷笑", "🤭"], ["愉快", "😄"],
  ["白眼", "🙄"], ["傲慢", "😤"], ["困", "😪"], ["惊恐", "😱"], ["憨笑", "😆"], ["悠闲", "😌"], ["咒骂", "🤬"],
  ["疑问", "🤔"], ["嘘", "🤫"], ["晕", "😵"], ["衰", "😩"], ["骷髅", "💀"], ["再见", "👋"], ["擦汗", "😥"],
  ["鼓掌", "👏"], ["坏笑", "😏"], ["哈欠", "🥱"], ["委屈", "🥺"], ["亲亲", "😘"], ["笑哭", "😂"], ["恐惧", "😨"],
  ["机智", "🤓"], ["生病", "😷"], ["强", "👍"], ["弱", "👎"], ["握手", "🤝"], ["抱拳", "🙏"], ["好的", "👌"],
  ["爱心", "💗"], ["心碎", "💔"], ["玫瑰", "🌹"], ["凋谢", "🥀"], ["蛋糕", "🎂"], ["礼物", "🎁"], ["啤酒", "🍺"],
];

/** Emoji palette rule (document 1 section 9): exactly 56 emoji, in display order. */
export const EMOJI_LIST: readonly TEmoji[] = PALETTE.map(([name, char]) => ({ code: `[${name}]`, char, name }));

/** Empty-comment message (document 1 section 8.4), by locale. */
export const COMMENT_EMPTY_MESSAGE = { "zh-CN": "内容不能为空", "en-US": "The content cannot be empty" } as const;

/**
 * Room an emoji needs before the limit. Our palette is one code point each, but every one lies outside the
 * Basic Multilingual Plane and so is two UTF-16 units, which is what a textarea's native maxLength and
 * String.length count; keeping two of room means an inserted emoji is never cut in half by such a counter.
 */
export const EMOJI_MIN_ROOM = 2;

/** Comment length rule (document 1 section 5.5): user-perceived characters, i.e. code points, so an emoji is one. */
export function commentLength(text: string): number {
  return Array.from(text).length;
}

/** Comment truncation rule (document 1 section 5.5): cap at max code points on input and paste, never splitting a surrogate pair. */
export function truncateToMax(text: string, max: number): string {
  if (!Number.isFinite(max) || max < 0) return text;
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, Math.floor(max)).join("");
}

/** Emoji insertion rule (document 1 section 5.5): blocked near the limit, i.e. with fewer than EMOJI_MIN_ROOM characters of room. */
export function canInsertEmoji(currentLength: number, max: number): boolean {
  if (!Number.isFinite(max)) return true;
  return max - currentLength >= EMOJI_MIN_ROOM;
}

/**
 * Empty-comment rule (document 1 sections 5.5 and 8.4): a comment is empty when nothing but tags, whitespace,
 * non-breaking spaces and zero-width characters remains. An image (a pasted picture) is content.
 */
export function isEmptyComment(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, "")
    .replace(/[\s\u00a0\u200b-\u200d\u2060\ufeff]+/g, "");
  return text === "";
}

const CHAR_BY_CODE = new Map(EMOJI_LIST.map((e) => [e.code, e.char]));
const CODE_BY_CHAR = new Map(EMOJI_LIST.map((e) => [e.char, e.code]));

/** Emoji code replacement rule (document 1 section 9): known codes become their characters; unknown bracketed text stays. */
export function emojiCodesToChars(text: string): string {
  return text.replace(/\[[^[\]]{1,8}\]/g, (code) => CHAR_BY_CODE.get(code) ?? code);
}

/** Emoji code replacement rule, the other way (document 1 section 9): palette characters become their stable codes. */
export function emojiCharsToCodes(text: string): string {
  let out = "";
  for (const ch of text) out += CODE_BY_CHAR.get(ch) ?? ch;
  return out;
}
