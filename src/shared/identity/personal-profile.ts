import { outcomeTable } from "../outcome/outcome.ts";
import { toPlainText } from "../text/plain-text.ts";

/**
 * The personal profile completed after the first personal login (document 4 section 3): a nickname, shown
 * beside the investor's questions, and the investor type (1 individual, 2 institution, 3 media, 4 other).
 * Other accounts are refused with the personal corner's PersonalOutcome.personalOnly.
 */
export const NICKNAME_MAX = 20;
export const INVESTOR_TYPES = [1, 2, 3, 4] as const;

export const ProfileMsg = {
  nickNameEmpty: "请输入昵称",
  nickNameTooLong: `昵称不能超过${NICKNAME_MAX}个字符`,
  investorTypeMissing: "请选择投资者类型",
  saved: "资料已保存",
} as const;

export const ProfileOutcome = outcomeTable("profile", ProfileMsg);

/** The nickname as stored: plain text (it is shown on public pages), trimmed. */
export function storedNickName(input: string): string {
  return toPlainText(input).trim();
}

/** Why a nickname is refused, or null: counted as it will be stored, in characters (not UTF-16 units). */
export function nickNameProblem(input: string): string | null {
  const name = storedNickName(input);
  if (name === "") return ProfileMsg.nickNameEmpty;
  if (Array.from(name).length > NICKNAME_MAX) return ProfileMsg.nickNameTooLong;
  return null;
}
