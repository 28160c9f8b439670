import { outcomeTable } from "../outcome/outcome.ts";

/** The dictionaries' limits and messages (document 1 section 7.3; the back office's dictionary editor). */
export const DICTIONARY_LIMITS = { name: 100, value: 1000, key: 100 } as const;

export const DictionaryMsg = {
  parentRequired: "请选择字典",
  parentNotFound: "该字典不存在",
  itemNotFound: "该字典项不存在",
  itemOfAnotherParent: "该字典项不属于所选字典",
  nameRequired: "请输入字典项名称",
  nameTooLong: `字典项名称不能超过${DICTIONARY_LIMITS.name}个字符`,
  valueTooLong: `字典项取值不能超过${DICTIONARY_LIMITS.value}个字符`,
  keyTooLong: `字典项附加值不能超过${DICTIONARY_LIMITS.key}个字符`,
} as const;

/** DictionaryMsg as outcome codes (`dictionary.key`). */
export const DictionaryOutcome = outcomeTable("dictionary", DictionaryMsg);
