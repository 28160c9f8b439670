import { StatsOutcome, VISITS_PER_VIEWER_PER_MINUTE, heartbeatIsDue, isBotUserAgent, platformOfUserAgent } from "#shared/stats/visit-rules.ts";
import type { TDb } from "../../db/client.ts";
import { refuse } from "../../lib/errors.ts";
import { countViewerEvent, findPageLoad, recordHeartbeat, recordPageLoad } from "./visit-rollups.ts";

export interface TVisitInput {
  activityId: number;
  /** the corner company of a collective corner page */
  companyId: number | null;
  visitId: string;
  seq: number;
  /** viewerOf(req, uuid).viewer: the account, else the stored visitor id */
  viewer: string;
  ip: string;
  userId: number | null;
  userAgent: string | undefined;
  at: Date;
}

/**
 * activity/view_record after the page's visibility was checked (document 4 section 2.3): a bot is answered
 * but not counted; a viewer past VISITS_PER_VIEWER_PER_MINUTE is refused; a page load counts once per
 * visitId; a heartbeat counts once per (visitId, seq), only from the viewer of its page load, for the same
 * activity and only once its time has come (heartbeatIsDue).
 */
export async function recordVisit(db: TDb, v: TVisitInput): Promise<boolean> {
  if (isBotUserAgent(v.userAgent)) return false;
  if ((await countViewerEvent(db, v.viewer, v.at)) > VISITS_PER_VIEWER_PER_MINUTE) throw refuse(StatsOutcome.tooFrequent);
  if (v.seq === 0) {
    return recordPageLoad(db, {
      visitId: v.visitId,
      activityId: v.activityId,
      companyId: v.companyId,
      viewer: v.viewer,
      ip: v.ip,
      platform: platformOfUserAgent(v.userAgent),
      userId: v.userId,
      at: v.at,
    });
  }
  const load = await findPageLoad(db, v.visitId);
  if (!load || load.viewer !== v.viewer || load.activityId !== v.activityId || !heartbeatIsDue(v.seq, load.at, v.at)) return false;
  return recordHeartbeat(db, {
    visitId: v.visitId,
    seq: v.seq,
    activityId: load.activityId,
    companyId: load.companyId,
    viewer: v.viewer,
    ip: v.ip,
    platform: load.platform,
    userId: v.userId,
    at: v.at,
    first: !load.watched,
  });
}
