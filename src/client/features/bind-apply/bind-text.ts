import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { BindStatus } from "#shared/identity/bind-apply.ts";

/** The company types an account can bind to, in the form's order, with their names in the page's language. */
export const BIND_COMPANY_TYPES: readonly { type: number; label: MessageDescriptor }[] = [
  { type: 1, label: msg`上市公司` },
  { type: 8, label: msg`拟上市公司` },
  { type: 2, label: msg`基金公司` },
  { type: 5, label: msg`证券公司` },
  { type: 6, label: msg`投资机构` },
  { type: 4, label: msg`政府监管` },
  { type: 3, label: msg`其他机构` },
];

/** A review state's name and colour. */
export function bindStatusLabel(status: number): { label: MessageDescriptor; color: string } {
  if (status === BindStatus.approved) return { label: msg`审核通过`, color: "green" };
  if (status === BindStatus.rejected) return { label: msg`审核未通过`, color: "red" };
  return { label: msg`待审核`, color: "yellow" };
}
