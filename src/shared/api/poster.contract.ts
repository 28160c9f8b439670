import { z } from "zod";
import { contractGroup, defineContract } from "./contract.ts";
import { posterRoutes } from "./poster.routes.ts";
import { MAX_ROW_ID, zInt } from "../validation/form-fields.ts";

const MSG_ACTIVITY_ID = "活动编号不正确";

export const ZPosterBody = z.object({ activityId: zInt(MSG_ACTIVITY_ID).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: MSG_ACTIVITY_ID }) });

/** Where the poster's PNG is (a GET under /api/posters/, named by the hash of what it shows) and its download name. */
export const ZPoster = z.object({ url: z.string(), fileName: z.string(), width: z.number(), height: z.number() });
export type TPoster = z.infer<typeof ZPoster>;

export const posterContracts = contractGroup("poster", {
  activityPoster: defineContract({
    ...posterRoutes.activityPoster, tag: "poster",
    summary: "The caller company's poster of a published activity (PNG made on the server, kept while title, time, company, background and page address stay the same)",
    body: ZPosterBody, datas: ZPoster,
  }),
});
