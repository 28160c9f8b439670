import { StatsOutcome, VISITS_PER_VIEWER_PER_MINUTE, heartbeatIsDue, isBotUserAgent, platformOfUserAgent } from "#shared/stats/visit-rules.ts";
import type { TDb } from "../../db/client.ts";
import { refuse, type AppError } from "../../lib/errors.ts";
import { countViewerEvents, findPageLoads, recordHeartbeats, recordPageLoads, type THeartbeat, type TPageLoad } from "./visit-writes.ts";

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

/** Whether a visit counted, or the refusal its caller gets. */
export type TVisitOutcome = boolean | AppError;

/**
 * activity/view_record for a batch of visits whose pages' visibility was checked (document 4 section 2.3),
 * answered per visit in order: a bot is answered but not counted; a viewer past VISITS_PER_VIEWER_PER_MINUTE
 * is refused; a page load counts once per visitId; a heartbeat counts once per (visitId, seq), only from the
 * viewer of its page load, for the same activity and only once its time has come (heartbeatIsDue). A second
 * copy of the same (visitId, seq) within the batch is a replay and counts nothing.
 */
export async function recordVisits(db: TDb, visits: TVisitInput[]): Promise<TVisitOutcome[]> {
  const outcomes: TVisitOutcome[] = visits.map(() => false);
  const humans = visits.map((v, i) => ({ v, i })).filter(({ v }) => !isBotUserAgent(v.userAgent));
  // Two round trips per batch rather than four: a heartbeat is never due within the batch of its own page load
  // (heartbeatIsDue asks at least 20 s between them), so the page loads a batch's heartbeats continue were all
  // written by earlier batches, and looking them up need not wait for this batch's counts or page loads.
  const beatIds = [...new Set(humans.filter(({ v }) => v.seq !== 0).map(({ v }) => v.visitId))];
  const [counts, found] = await Promise.all([countViewerEvents(db, humans.map(({ v }) => v)), findPageLoads(db, beatIds)]);
  const seen = new Set<string>();
  const loads: { i: number; load: TPageLoad }[] = [];
  const due: { i: number; beat: THeartbeat }[] = [];
  humans.forEach(({ v, i }, n) => {
    if (counts[n]! > VISITS_PER_VIEWER_PER_MINUTE) {
      outcomes[i] = refuse(StatsOutcome.tooFrequent);
      return;
    }
    const key = `${v.visitId} ${v.seq}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (v.seq === 0) {
      loads.push({
        i,
        load: { visitId: v.visitId, activityId: v.activityId, companyId: v.companyId, viewer: v.viewer, ip: v.ip, platform: platformOfUserAgent(v.userAgent), userId: v.userId, at: v.at },
      });
      return;
    }
    const load = found.get(v.visitId);
    if (!load || load.viewer !== v.viewer || load.activityId !== v.activityId || !heartbeatIsDue(v.seq, load.at, v.at)) return;
    due.push({
      i,
      beat: { visitId: v.visitId, seq: v.seq, activityId: load.activityId, companyId: load.companyId, viewer: v.viewer, ip: v.ip, platform: load.platform, userId: v.userId, at: v.at, first: !load.watched },
    });
  });

  // page loads and heartbeats write different events and lock their shared rollup rows in the same key order.
  // When one of the two statements fails, the batcher writes the batch again visit by visit: the other's
  // visits are then answered as not counted, though each was counted once.
  const [counted, beaten] = await Promise.all([recordPageLoads(db, loads.map((l) => l.load)), recordHeartbeats(db, due.map((d) => d.beat))]);
  for (const { i, load } of loads) outcomes[i] = counted.has(load.visitId);
  for (const { i, beat } of due) outcomes[i] = beaten.has(`${beat.visitId} ${beat.seq}`);
  return outcomes;
}
