import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TRelayEventType, TRelayState } from "#shared/relay/relay-certification.machine.ts";
import type { TRelayStep } from "#shared/relay/relay-steps.ts";
import { TEMPLATE_DOCUMENTS } from "#shared/docs/documents.ts";
import { fileUrl } from "#shared/http/file-url.ts";

/** The six steps' names (document 3 section 2.2 item 3). */
export const STEP_LABELS: Record<TRelayStep, MessageDescriptor> = {
  selfReview: msg`资质自审`,
  qualification: msg`资质初审`,
  planConfirm: msg`方案确认`,
  planTest: msg`方案测试`,
  internalReview: msg`内部审核`,
  contract: msg`合同签署`,
};

/** One line for where a certification stands. */
export const STATE_LABELS: Record<TRelayState, MessageDescriptor> = {
  none: msg`未申请`,
  qualificationReview: msg`资质初审中`,
  qualificationPassed: msg`资质初审通过，待上传技术方案`,
  qualificationRejected: msg`资质初审未通过`,
  planReview: msg`技术方案审核中`,
  planPassed: msg`技术方案已通过，待提供测试方案`,
  planRejected: msg`技术方案未通过`,
  testConfirming: msg`测试方案待确认`,
  testConfirmed: msg`测试方案已确认，待内部审核`,
  internalReview: msg`内部审核中，合同签署中`,
  internalRejected: msg`内部审核未通过`,
  signed: msg`已签约`,
  expired: msg`合同已过期`,
};

/** The back office's buttons, one per machine event it may send. */
export const OPS_EVENT_LABELS: Partial<Record<TRelayEventType, MessageDescriptor>> = {
  "relay.passQualification": msg`初审通过`,
  "relay.rejectQualification": msg`初审驳回`,
  "relay.passPlan": msg`方案通过`,
  "relay.rejectPlan": msg`方案驳回`,
  "relay.provideTestPlan": msg`提供测试方案`,
  "relay.startInternalReview": msg`进入内部审核`,
  "relay.rejectInternal": msg`审核不通过`,
  "relay.signContract": msg`登记合同`,
  "relay.expire": msg`置为过期`,
};

/** The static downloads of the panel: the relay technical standard and the cooperation application form. */
export const RELAY_DOWNLOADS = [
  { href: fileUrl(`/docs/${TEMPLATE_DOCUMENTS["relay-standard"].name}`), label: msg`视频转播技术标准` },
  { href: fileUrl(`/docs/${TEMPLATE_DOCUMENTS["relay-application"].name}`), label: msg`转播平台合作申请表` },
] as const;

/** The stored qualification files of a record (its JSON text), tolerant of a damaged value. */
export function qualificationFiles(json: string): { url: string; name: string }[] {
  try {
    const list = JSON.parse(json) as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .filter((f): f is { url: string; name?: string } => typeof f === "object" && f !== null && typeof (f as { url?: unknown }).url === "string")
      .map((f) => ({ url: f.url, name: f.name ?? f.url.split("/").pop() ?? f.url }));
  } catch {
    return [];
  }
}
