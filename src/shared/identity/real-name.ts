/**
 * The real name of real-person verification (document 4 section 3): Chinese characters, Latin letters, the
 * interpunct of transliterated names, spaces and dots; at most 50 characters. The contract refuses with these
 * messages and the verification page checks the same before sending.
 */
export const REAL_NAME_MAX = 50;
export const MSG_REAL_NAME_REQUIRED = "请输入真实姓名";
export const MSG_REAL_NAME_TOO_LONG = `姓名不能超过${REAL_NAME_MAX}个字符`;
export const MSG_REAL_NAME_CHARS = "姓名只能包含中文、英文字母和间隔号";

export const REAL_NAME_PATTERN = /^[\u4e00-\u9fa5·A-Za-z .]+$/;

/** The message a real name is refused with, or null when it is acceptable. */
export function realNameProblem(value: string): string | null {
  const name = value.trim();
  if (name === "") return MSG_REAL_NAME_REQUIRED;
  if (name.length > REAL_NAME_MAX) return MSG_REAL_NAME_TOO_LONG;
  if (!REAL_NAME_PATTERN.test(name)) return MSG_REAL_NAME_CHARS;
  return null;
}
