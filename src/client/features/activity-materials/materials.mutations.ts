import { t } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { callFirst, invalidateContracts } from "#client/lib/contract-client.ts";
import { callQueueable } from "#client/lib/outbox/queueable-post.ts";
import { activityRoutes } from "#shared/api/activity.routes.ts";
import type { materialsContracts, TMaterials } from "#shared/api/materials.contract.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import { materialsRoutes } from "#shared/api/materials.routes.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import { materialsBody, type TMaterialsFormValues } from "./materials-form.ts";
import type { TSaveResult, TSubmitResult } from "./materials.machine.ts";

/** The reads a materials or guest write changes: the activity (its materials, its progress) and the guests. */
export const MATERIALS_READS = [activityRoutes.companyActivityList, activityRoutes.companyActivityPage, qaRoutes.activityGuestList] as const;

type TIntroKeep = TMaterials["companyIntroJson"];

/** Saves and the submit of one activity's materials each carry the whole form: a newer one waiting replaces an older. */
const supersedesKey = (activityId: number) => `materials:${activityId}`;

// The contract types a body by what the server parses it into; the *Json fields travel as JSON text, which
// the server parses (and refuses with its message when it is not), so the text body is typed as that.
const wire = (body: ReturnType<typeof materialsBody>) => body as unknown as TCallBody<typeof materialsContracts.uploadActivityInfo>;

/**
 * Save (isCommit false): sent now when online; made offline (or cut off for lack of network) it waits in
 * the outbox with its Idempotency-Key and takes effect once when the network returns (queueable.ts).
 */
export async function saveMaterials(activityId: number, version: number, values: TMaterialsFormValues, keep: TIntroKeep): Promise<TSaveResult> {
  const result = await callQueueable(materialsRoutes.uploadActivityInfo, wire(materialsBody(activityId, version, values, false, keep)), {
    label: t`保存活动资料`,
    supersedes: supersedesKey(activityId),
  });
  if (result.status === "queued") return { kind: "queued" };
  return { kind: "saved", version: result.envelope.datas[0]?.version ?? version + 1 };
}

/**
 * Submit (isCommit true): sent now when online; made offline it waits in the outbox like a save and goes
 * through once when the network returns (the server runs every check again then, and may still refuse).
 */
export async function submitMaterials(activityId: number, version: number, values: TMaterialsFormValues, keep: TIntroKeep): Promise<TSubmitResult> {
  const result = await callQueueable(materialsRoutes.uploadActivityInfo, wire(materialsBody(activityId, version, values, true, keep)), {
    label: t`提交活动资料`,
    supersedes: supersedesKey(activityId),
  });
  if (result.status === "queued") return { kind: "queued", outboxId: result.id };
  return { kind: "submitted", version: result.envelope.datas[0]?.version ?? version + 1 };
}

export const refreshMaterials = (queryClient: QueryClient) => invalidateContracts(queryClient, MATERIALS_READS);

export async function translateToEnglish(html: string): Promise<string> {
  return (await callFirst(materialsRoutes.translateToEn, { richtext: html })) ?? "";
}

