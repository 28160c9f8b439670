import { z } from "zod";
import { contractGroup, defineContract } from "./contract.ts";
import { venueRoutes } from "./venue.routes.ts";
import { zInt } from "../validation/form-fields.ts";

const MSG_ACTIVITY_ID = "活动编号不正确";

export const ZVenueBody = z.object({
  activityId: zInt(MSG_ACTIVITY_ID).refine((n) => n >= 1 && n <= 2_147_483_647, { error: MSG_ACTIVITY_ID }),
});

/** The spec's "Venue info" (document 3 section 3), with the activity's title and times for the panel. */
export const ZVenueInfo = z.object({
  activityId: z.number(),
  title: z.string(),
  isAreaConfirmed: z.boolean(),
  areaConfirmedTime: z.string().nullable(),
  videoType: z.number().nullable(),
  recType: z.number().nullable(),
  regionName: z.string().nullable(),
  roomName: z.string().nullable(),
  invitionAddress: z.string().nullable(),
  invitionAddressUrl: z.string().nullable(),
});
export type TVenueInfo = z.infer<typeof ZVenueInfo>;

export const venueContracts = contractGroup("venue", {
  venueInfo: defineContract({
    ...venueRoutes.venueInfo, tag: "venue",
    summary: "The caller's company's venue for one activity (not confirmed: only isAreaConfirmed false and the activity's facts)",
    body: ZVenueBody, datas: ZVenueInfo,
  }),
  downloadReceipt: defineContract({
    ...venueRoutes.downloadReceipt, tag: "venue",
    summary: "Generates the venue receipt (PDF) of a confirmed venue; datas[0] is its file path",
    body: ZVenueBody, datas: z.string(),
  }),
});
