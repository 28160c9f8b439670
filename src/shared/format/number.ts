/**
 * Number formatting helpers (document 1 section 9): the 2-decimal thousands format and the Chinese-numeral
 * (大写) amount written on financial forms.
 */

/** What a number cell shows when there is no number to format. */
export const NUMBER_PLACEHOLDER = "-";

/** Reads a number or a numeric string ("1,234.5", " 12 "); null for anything else (blank, NaN, Infinity, "12abc"). */
export function toFiniteNumber(value: number | string | null | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const cleaned = value.trim().replace(/,/g, "");
  if (cleaned === "" || !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/**
 * Rounds half away from zero at `decimals` places through the decimal string, so 1.005 gives 1.01 as written
 * rather than the 1.00 that binary floating point and toFixed give.
 */
function roundHalfAway(abs: number, decimals: number): number {
  // From 2^52 on a double has no fraction left to round.
  if (abs >= 2 ** 52) return abs;
  const shifted = Number(`${abs}e${decimals}`);
  if (!Number.isFinite(shifted)) return Math.round(abs * 10 ** decimals) / 10 ** decimals;
  return Number(`${Math.round(shifted)}e-${decimals}`);
}

/**
 * Thousands format rule (document 1 section 9): groups of three digits with commas and `decimals` places
 * (2 by default, padded with zeros): 1234567.8 gives "1,234,567.80". Strings are read as numbers; input that
 * is not a finite number gives NUMBER_PLACEHOLDER. A value that rounds to zero has no minus sign.
 */
export function formatThousands(value: number | string | null | undefined, decimals = 2): string {
  const n = toFiniteNumber(value);
  if (n === null) return NUMBER_PLACEHOLDER;
  const places = Number.isInteger(decimals) ? Math.min(Math.max(decimals, 0), 20) : 2;
  const rounded = roundHalfAway(Math.abs(n), places);
  // toFixed switches to exponent notation from 10^21 on; such values have no fraction left to print.
  const fixed = rounded >= 1e21 ? `${BigInt(rounded)}${places > 0 ? `.${"0".repeat(places)}` : ""}` : rounded.toFixed(places);
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = n < 0 && rounded !== 0 ? "-" : "";
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

const DIGITS = ["零", "壹", "贰", "叁", "肆", "伍", "陆", "柒", "捌", "玖"] as const;
const PLACES = ["", "拾", "佰", "仟"] as const;

/** One group of four digits (1..9999): zeros between digits collapse to one 零, trailing zeros vanish. */
function group(n: number): string {
  let out = "";
  let pendingZero = false;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(n / 10 ** place) % 10;
    if (digit === 0) {
      if (out !== "") pendingZero = true;
      continue;
    }
    if (pendingZero) out += DIGITS[0];
    pendingZero = false;
    out += `${DIGITS[digit]}${PLACES[place]}`;
  }
  return out;
}

/** Below one 亿 (1..99999999): the 万 group, a 零 when the lower group has a leading zero, the lower group. */
function belowYi(n: number): string {
  const wan = Math.floor(n / 10_000);
  const low = n % 10_000;
  let out = wan > 0 ? `${group(wan)}万` : "";
  if (wan > 0 && low > 0 && low < 1000) out += DIGITS[0];
  return out + (low > 0 ? group(low) : "");
}

/** A positive integer in words, 亿 counted by the number below it (so 10^12 is 壹万亿). */
function integerWords(n: number): string {
  const yi = Math.floor(n / 100_000_000);
  const rest = n % 100_000_000;
  let out = yi > 0 ? `${belowYi(yi)}亿` : "";
  if (yi > 0 && rest > 0 && rest < 10_000_000) out += DIGITS[0];
  return out + (rest > 0 ? belowYi(rest) : "");
}

/**
 * Chinese-numeral amount rule (document 1 section 9), written as financial forms require: rounded to the 分;
 * "整" after 元 when there are no 角 or 分 (1234.56 "壹仟贰佰叁拾肆元伍角陆分", 100 "壹佰元整", 0 "零元整");
 * a 零 where the 角 is missing before a 分 ("壹元零伍分"); no leading 零元 under one 元 ("伍角陆分");
 * negatives prefixed "负". Not a finite number, or beyond exact 分 precision (about 9×10^13), gives "".
 */
export function amountInChineseNumerals(value: number | string | null | undefined): string {
  const n = toFiniteNumber(value);
  if (n === null) return "";
  const cents = Math.round(roundHalfAway(Math.abs(n), 2) * 100);
  if (!Number.isSafeInteger(cents)) return "";
  if (cents === 0) return "零元整";
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  let out = yuan > 0 ? `${integerWords(yuan)}元` : "";
  if (jiao === 0 && fen === 0) out += "整";
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (fen > 0 && yuan > 0) out += DIGITS[0];
  if (fen > 0) out += `${DIGITS[fen]}分`;
  return (n < 0 ? "负" : "") + out;
}
