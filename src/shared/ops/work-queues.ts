import { z } from "zod";

/**
 * The dashboard's counts of work waiting (document 4 section 6), one per queue, keyed by the queue's name.
 * The server keeps a registry of queues (src/server/modules/ops/work-queues.ts): a queue another part of the
 * back office builds (certifications, homepage changes, binding or lottery applications) adds one entry
 * there and one tile on the dashboard, and its count appears. The counts are pushed to every operator's
 * socket (/base-service/ops/ws) on this channel whenever they change, so an open dashboard stays live.
 */
export const OPS_QUEUES_CHANNEL = "ops:queues";
export const OPS_QUEUES_TYPE = "ops-queues";

export const ZWorkCounts = z.record(z.string(), z.number().int().nonnegative());
export type TWorkCounts = z.infer<typeof ZWorkCounts>;

export const ZOpsQueuesMessage = z.object({ type: z.literal(OPS_QUEUES_TYPE), counts: ZWorkCounts });
export type TOpsQueuesMessage = z.infer<typeof ZOpsQueuesMessage>;

export function asOpsQueues(message: unknown): TOpsQueuesMessage | null {
  const parsed = ZOpsQueuesMessage.safeParse(message);
  return parsed.success ? parsed.data : null;
}

/** Whether two snapshots of the counts differ (a push goes out only then). */
export function countsChanged(before: TWorkCounts | null, after: TWorkCounts): boolean {
  if (!before) return true;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const k of keys) if (before[k] !== after[k]) return true;
  return false;
}
