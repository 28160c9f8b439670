import { dictionaryItems } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { addDays, chinaDate } from "./seed-time.ts";
import { DOCUMENT_DICTIONARY_CODES } from "./seed-documents.ts";

/**
 * Dictionaries (spec 1 section 7.3): a parent row whose code is the key, and children whose parentCode is the
 * key; attachField1 carries the value the UI reads. dic_list looks a parent up by code and children by
 * parentCode.
 */
interface TDictChild {
  name: string;
  value: string | null;
  extra?: string;
  /** 0 for a disabled entry, which lookups with status 1 must leave out */
  status?: number;
}

interface TDictSeed {
  code: string;
  name: string;
  children: TDictChild[];
}

/** The dictionary keys the seed creates, for tests and the back office. */
export const DEMO_DICTIONARY_CODES = [
  "QAInfo",
  "SystemConfigUpdateTime",
  "SystemConfigUpdateNotify",
  "ListedCompanyBookingType",
  "FundingCompanyBookingTypes",
  "ActivityBgImage",
  "BookingAgreementVersion",
  "RuleDocument",
  ...DOCUMENT_DICTIONARY_CODES,
] as const;
export type TDemoDictionaryCode = (typeof DEMO_DICTIONARY_CODES)[number];

/** The seeded upgrade window string, date_startHH:MM_endHH:MM, a few nights after the seed. */
export function demoUpdateWindow(at: Date): string {
  return `${chinaDate(addDays(at, 3))}_start22:00_end23:59`;
}

function dictionaries(at: Date): TDictSeed[] {
  const upgradeDate = chinaDate(addDays(at, 3));
  return [
    {
      code: "QAInfo",
      name: "快捷提问",
      children: [
        { name: "分红计划", value: "公司今年的分红计划是什么？" },
        { name: "经营业绩", value: "公司本报告期营业收入和净利润变动的主要原因是什么？" },
        { name: "发展战略", value: "公司未来三年的发展战略和重点投入方向是什么？" },
        { name: "研发投入", value: "公司在研发方面的投入情况如何，有哪些新产品即将推出？" },
        { name: "股份回购", value: "公司是否有股份回购或大股东增持的计划？" },
        { name: "行业竞争", value: "面对行业竞争加剧，公司的核心竞争优势体现在哪些方面？" },
      ],
    },
    {
      code: "SystemConfigUpdateTime",
      name: "系统升级时间",
      children: [{ name: "升级窗口", value: demoUpdateWindow(at) }],
    },
    {
      code: "SystemConfigUpdateNotify",
      name: "系统升级通知",
      children: [
        {
          name: "通知内容",
          value: `尊敬的用户：平台将于${upgradeDate} 22:00至23:59进行系统升级，期间预约、资料提交及直播服务将暂停，请提前做好安排。给您带来的不便，敬请谅解。`,
        },
      ],
    },
    {
      code: "ListedCompanyBookingType",
      name: "上市公司预约类型",
      children: [
        { name: "业绩说明会", value: "1" },
        { name: "重大事项说明会", value: "2" },
        { name: "再融资路演", value: "3" },
        { name: "其他路演", value: "4" },
      ],
    },
    {
      code: "FundingCompanyBookingTypes",
      name: "基金公司预约类型",
      // attachField1 is the activity type (5, fund roadshow); attachField2 the sub type within it.
      children: [
        { name: "基金路演", value: "5" },
        { name: "新发基金路演", value: "5", extra: "1" },
        { name: "基金经理交流会", value: "5", extra: "2" },
        { name: "投资策略会", value: "5", extra: "3" },
        { name: "持续营销路演", value: "5", extra: "4" },
        // withdrawn sub type: proves that lookups filter on status
        { name: "基金分红说明会", value: "5", extra: "5", status: 0 },
      ],
    },
    {
      code: "ActivityBgImage",
      name: "活动背景模板",
      children: [1, 2, 3, 4, 5, 6].map((n) => ({ name: `背景模板${n}`, value: `/images/activity-bg/bg-${n}.jpg` })),
    },
    {
      code: "BookingAgreementVersion",
      name: "预约协议版本",
      children: [{ name: "当前版本", value: "2026.1" }],
    },
    // The operation guides, business rules and templates: their own seed step (seed-documents.ts), so a
    // database seeded before they existed gains them too.
    {
      code: "RuleDocument",
      name: "规则文档",
      children: [
        { name: "服务声明", value: "/VersionAgreement?routeType=2" },
        { name: "服务协议", value: "/VersionAgreement?routeType=3" },
      ],
    },
  ];
}

/** Inserts every demo dictionary: the parent row, then its children coded {key}_{n}. */
export async function seedDictionaries(tx: TDb, at: Date): Promise<void> {
  const rows = dictionaries(at).flatMap((dict, d) => [
    { code: dict.code, parentCode: null, name: dict.name, attachField1: null, sort: d + 1, status: 1 },
    ...dict.children.map((child, i) => ({
      code: `${dict.code}_${i + 1}`,
      parentCode: dict.code,
      name: child.name,
      attachField1: child.value,
      attachField2: child.extra ?? null,
      sort: i + 1,
      status: child.status ?? 1,
    })),
  ]);
  await tx.insert(dictionaryItems).values(rows);
}
