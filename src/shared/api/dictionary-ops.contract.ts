import { z } from "zod";
import { ZEmptyBody, contractGroup, defineContract } from "./contract.ts";
import { contentRoutes } from "./content.routes.ts";
import { zInt, zOptionalInt, zOptionalText, zText } from "../validation/form-fields.ts";
import { CapacityMsg } from "../booking/capacity-rules.ts";
import { DictionaryMsg, DICTIONARY_LIMITS as L } from "../content/dictionary-rules.ts";
import { toPlainText } from "../text/plain-text.ts";

/**
 * The dictionaries in the back office (document 1 sections 3 and 7.3; document 4 section 6): the parents (a
 * key such as QAInfo, OperationGuide or BookingRuleDocument) and their items, whose attachField1 is the value
 * pages read (a quick question, a guide's link, the update window). An item is created under an existing
 * parent, or edited at the version read (a stale edit is refused with capacity.stale and the item as it is
 * now); switching one off (status 0) takes it out of every lookup. Texts are stored as plain text.
 */

const plain = (v: string | undefined) => (v ? toPlainText(v) || null : null);
const zOptional = (max: number, tooLong: string) => zOptionalText(max, tooLong).transform(plain);

export const ZOpsDictionaryParent = z.object({ id: z.number(), code: z.string(), name: z.string(), items: z.number().describe("items under it, switched-off ones too") });

export const ZDicItemsBody = z.object({ parentCode: zText(DictionaryMsg.parentRequired, 64, DictionaryMsg.parentRequired) });

export const ZOpsDictionaryItem = z.object({
  id: z.number(),
  code: z.string(),
  parentCode: z.string().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  attachField1: z.string().nullable(),
  attachField1En: z.string().nullable(),
  attachField2: z.string().nullable(),
  sort: z.number(),
  status: z.number(),
  version: z.number(),
});
export type TOpsDictionaryItem = z.infer<typeof ZOpsDictionaryItem>;

export const ZDicItemSaveBody = z
  .object({
    id: zOptionalInt(DictionaryMsg.itemNotFound),
    version: zOptionalInt(CapacityMsg.stale),
    parentCode: zText(DictionaryMsg.parentRequired, 64, DictionaryMsg.parentRequired),
    name: zText(DictionaryMsg.nameRequired, L.name, DictionaryMsg.nameTooLong).transform(toPlainText).refine((v) => v.length > 0, { error: DictionaryMsg.nameRequired }),
    nameEn: zOptional(L.name, DictionaryMsg.nameTooLong),
    attachField1: zOptional(L.value, DictionaryMsg.valueTooLong),
    attachField1En: zOptional(L.value, DictionaryMsg.valueTooLong),
    attachField2: zOptional(L.key, DictionaryMsg.keyTooLong),
    sort: zInt("排序须为0至9999的整数").refine((n) => n >= 0 && n <= 9999, { error: "排序须为0至9999的整数" }).default(0),
    status: zInt("状态参数不正确").refine((n) => [0, 1].includes(n), { error: "状态参数不正确" }),
  })
  .refine((b) => (b.id === undefined) === (b.version === undefined), { error: CapacityMsg.stale });

export const dictionaryOpsContracts = contractGroup("content", {
  opsDicParents: defineContract({ ...contentRoutes.opsDicParents, tag: "ops-content", summary: "Every dictionary key (parent) with its item count", body: ZEmptyBody, datas: ZOpsDictionaryParent }),
  opsDicItems: defineContract({ ...contentRoutes.opsDicItems, tag: "ops-content", summary: "The items of one dictionary key, switched-off ones too", body: ZDicItemsBody, datas: ZOpsDictionaryItem }),
  opsDicItemSave: defineContract({
    ...contentRoutes.opsDicItemSave, tag: "ops-content",
    summary: "Creates an item under a key, or edits one at the version read (supervisor only); open portals re-read the dictionaries",
    body: ZDicItemSaveBody, datas: ZOpsDictionaryItem,
  }),
});
