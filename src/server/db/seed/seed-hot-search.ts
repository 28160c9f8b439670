import { dictionaryItems } from "../schema/index.ts";
import type { TDb } from "../client.ts";

/** Hot-search words for the header's popover (dictionary HotSearch; attachField1 is the search keyword). */
export const HOT_SEARCH_WORDS = ["业绩说明会", "年度分红", "新能源", "半导体", "基金路演", "再融资", "ESG", "人工智能"] as const;

export async function seedHotSearch(tx: TDb): Promise<void> {
  await tx.insert(dictionaryItems).values([
    { code: "HotSearch", parentCode: null, name: "热门搜索", attachField1: null, sort: 0, status: 1 },
    ...HOT_SEARCH_WORDS.map((word, i) => ({
      code: `HotSearch_${i + 1}`,
      parentCode: "HotSearch",
      name: word,
      attachField1: word,
      sort: i + 1,
      status: 1,
    })),
  ]);
}
