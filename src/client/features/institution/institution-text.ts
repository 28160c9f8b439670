import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ALL_COMPANY_TYPES } from "#shared/institution/company-homepage.ts";

/** The directory's tabs in display order: every type first (686868), then the company types of the spec. */
export const DIRECTORY_TABS: readonly { type: number; label: MessageDescriptor }[] = [
  { type: ALL_COMPANY_TYPES, label: msg`全部机构` },
  { type: 1, label: msg`上市公司` },
  { type: 2, label: msg`基金公司` },
  { type: 8, label: msg`拟上市公司` },
  { type: 5, label: msg`证券公司` },
  { type: 6, label: msg`投资机构` },
  { type: 3, label: msg`其他机构` },
  { type: 4, label: msg`政府监管` },
];

/** One company's type, as its badge says it (English singular, unlike the tabs' plural). */
const TYPE_BADGES: Record<number, MessageDescriptor> = {
  1: msg({ message: "上市公司", context: "one company" }),
  2: msg({ message: "基金公司", context: "one company" }),
  3: msg({ message: "其他机构", context: "one company" }),
  4: msg({ message: "政府监管", context: "one company" }),
  5: msg({ message: "证券公司", context: "one company" }),
  6: msg({ message: "投资机构", context: "one company" }),
  8: msg({ message: "拟上市公司", context: "one company" }),
};

/** A company type's name in the page's language. */
export function companyTypeLabel(type: number): MessageDescriptor {
  return TYPE_BADGES[type] ?? msg`其他`;
}

/** A company's name in the page's language: the English short name in en-US when it has one. */
export function companyName(c: { shortName: string; enShortName: string | null }, locale: string): string {
  return locale === "en-US" && c.enShortName ? c.enShortName : c.shortName;
}

/** A company's full name in the page's language. */
export function companyFullName(c: { fullName: string; enFullName: string | null }, locale: string): string {
  return locale === "en-US" && c.enFullName ? c.enFullName : c.fullName;
}
