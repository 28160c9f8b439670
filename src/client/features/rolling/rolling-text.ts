import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { byLocale } from "#shared/activity/activity-page.ts";
import { RollingStatus } from "#shared/rolling/rolling-rules.ts";

/** Issue types of the form, in the page's language. */
export const ISSUE_TYPES: readonly { type: number; label: MessageDescriptor }[] = [
  { type: 1, label: msg`首次公开发行股票` },
  { type: 2, label: msg`可转换公司债券` },
  { type: 3, label: msg`其他` },
];

export function issueTypeLabel(type: number): MessageDescriptor {
  return ISSUE_TYPES.find((i) => i.type === type)?.label ?? msg`其他`;
}

/** An application's state: name and colour. */
export function rollingStatusLabel(status: number): { label: MessageDescriptor; color: string } {
  if (status === RollingStatus.accepted) return { label: msg`已受理`, color: "green" };
  if (status === RollingStatus.rejected) return { label: msg`未通过`, color: "red" };
  return { label: msg`已提交，待审核`, color: "yellow" };
}

/** A service's title or description in English where the operator wrote one (the shared rule). */
export const localized = byLocale;
