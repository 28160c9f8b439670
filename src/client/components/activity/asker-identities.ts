import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";

/** The statistics calls' asker counts by identity (document 3 section 3, Statistics). */
export interface TAskerCounts {
  personalAskCount: number;
  shipCompanyAskCount: number;
  fundAskCount: number;
  vipAskCount: number;
  mediumAskCount: number;
  governmentAskCount: number;
  otherAskCount: number;
}

const IDENTITIES: readonly { key: keyof TAskerCounts; label: MessageDescriptor }[] = [
  { key: "personalAskCount", label: msg`个人投资者` },
  { key: "shipCompanyAskCount", label: msg`证券公司` },
  { key: "fundAskCount", label: msg`基金公司` },
  { key: "vipAskCount", label: msg`VIP用户` },
  { key: "mediumAskCount", label: msg`媒体` },
  { key: "governmentAskCount", label: msg`政府机构` },
  { key: "otherAskCount", label: msg`其他` },
];

/**
 * The askers-by-identity rows a chart draws, in the spec's order: the activity-data tab (and its print page)
 * and the government card's view-data dialog show the same seven.
 */
export function useAskerIdentityRows(counts: TAskerCounts | null | undefined): { identity: string; count: number }[] {
  const { t } = useLingui();
  return counts ? IDENTITIES.map((i) => ({ identity: t(i.label), count: counts[i.key] })) : [];
}
