/**
 * Mainland resident identity numbers (GB 11643-1999): 17 digits, then a check character computed with
 * ISO 7064 MOD 11-2, plus a valid birth date. Real-person verification refuses anything else (document 4 section 3).
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = "10X98765432";
const SHAPE = /^\d{17}[\dXx]$/;

export const MSG_ID_NUMBER_REQUIRED = "请输入身份证号";
export const MSG_ID_NUMBER_INVALID = "身份证号码不正确，请输入18位有效的居民身份证号";

/** The check character for the first 17 digits of a resident id. */
export function residentIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** Whether an 18-character resident id has a valid shape, birth date and checksum. */
export function isValidResidentId(value: string, today: Date = new Date()): boolean {
  if (!SHAPE.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  if (year < 1900 || birth.getTime() > today.getTime()) return false;
  return residentIdCheckChar(value.slice(0, 17)) === value[17]!.toUpperCase();
}

/** Masks a resident id for storage and display: first 3 and last 4 characters. */
export function maskResidentId(value: string): string {
  return `${value.slice(0, 3)}***********${value.slice(-4)}`;
}
