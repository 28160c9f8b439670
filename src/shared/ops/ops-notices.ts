import { z } from "zod";

/**
 * Notices pushed to every operator's back office as they happen (the operators' socket,
 * /base-service/ops/ws, forwards this channel besides the moderation queue's). Today: a company submitted its
 * activity materials (document 3 section 7: the submit notifies the operators), so the page can be built.
 */
export const OPS_NOTICE_CHANNEL = "ops:notices";
export const OPS_NOTICE_TYPE = "ops-notice";

export const ZOpsNotice = z.object({
  type: z.literal(OPS_NOTICE_TYPE),
  kind: z.literal("materials-submitted"),
  activityId: z.number(),
  title: z.string(),
  companyName: z.string(),
});
export type TOpsNotice = z.infer<typeof ZOpsNotice>;

export function asOpsNotice(message: unknown): TOpsNotice | null {
  const parsed = ZOpsNotice.safeParse(message);
  return parsed.success ? parsed.data : null;
}
