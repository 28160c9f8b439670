import type { FastifyInstance } from "fastify";
import { canSeeRestrictedActivity } from "#shared/activity/activity-visibility.ts";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { QaMsg } from "#shared/qa/qa-rules.ts";
import type { TDb } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import { createListCache, type TListCache } from "../../lib/list-cache.ts";
import { takesPart } from "../../lib/company-access.ts";
import { visibility, type TViewer } from "../qa/index.ts";
import { loadDetailFacts, type TDetailFacts } from "./detail-repository.ts";

/** What counting a visit needs of a page the viewer may see. */
export type TCountedPage = Pick<TPublicActivity, "activityId" | "isPreview">;

/**
 * activity/activity_detail on the roadshow-peak hot path: the page of an activity (per corner) is cached in
 * the process, keyed by (activity, corner company), and dropped when the database announces a change to
 * anything it shows (channel activity_detail, triggers of migration 0014, from any process; the fence and
 * generations of list-cache.ts keep every answer as fresh as the database when the request came in). The
 * cached value holds the facts visibility is decided on, so the audience check (test code, restricted list)
 * runs per request on the cached facts, exactly as the Q&A part applies it (qa-access.ts); only a restricted
 * activity seen by an enterprise user costs a query (does the viewer's company hold it).
 */
export interface TDetailService {
  /** The page as this viewer may see it, or null (the page says it does not exist). */
  find(activityId: number, testCode: string | null | undefined, viewer: TViewer, cornerId: number | null): Promise<TPublicActivity | null>;
  /**
   * find without waiting for the change notices of the last milliseconds (list-cache.ts, fence: false): for
   * counting a visit, where a page hidden a moment ago costs one visit counted, and a round trip per visit
   * to the database at a briefing's peak costs far more (a page it finds hidden, the caller asks find again).
   * Never for what is shown, so it answers only what counting needs: which activity, and whether a preview
   * (not a copy of the whole page per visit).
   */
  findForCounting(activityId: number, testCode: string | null | undefined, viewer: TViewer, cornerId: number | null): Promise<TCountedPage | null>;
  /** Same, refusing with 活动不存在. */
  require(activityId: number, testCode: string | null | undefined, viewer: TViewer, cornerId: number | null): Promise<TPublicActivity>;
}

/** Whether the viewer is in the audience of the cached facts (visibilityCheckFor of qa-access, on cached facts). */
async function viewerMaySee(db: TDb, activityId: number, facts: TDetailFacts, viewer: TViewer): Promise<boolean> {
  const base = { visibleUserIds: facts.visibleUserIds, viewerUserId: viewer?.userId ?? null, isOperator: viewer?.userType === "operator" };
  if (canSeeRestrictedActivity(base)) return true;
  const companyId = viewer?.userType === "enterprise" ? viewer.companyId : null;
  if (!companyId) return false;
  return canSeeRestrictedActivity({ ...base, isHolder: await takesPart(db, companyId, activityId) });
}

export function createDetailService(app: FastifyInstance, options: { cache?: boolean } = {}): TDetailService {
  const { db } = app.deps;
  const cache: Promise<TListCache<TDetailFacts | null> | undefined> =
    options.cache === false
      ? Promise.resolve(undefined)
      : createListCache<TDetailFacts | null>(app.deps.database, { channel: "activity_detail", maxCompanies: 5_000, maxPerCompany: 64 }).catch((error: unknown) => {
          app.log.warn({ err: error }, "activity detail cache off: no notification channel");
          return undefined;
        });
  app.addHook("onClose", async () => {
    await (await cache)?.close().catch(() => {});
  });

  const load = async (activityId: number, cornerId: number | null, fence: boolean) => {
    const c = await cache;
    const read = () => loadDetailFacts(db, activityId, cornerId);
    return c ? c.read(activityId, String(cornerId ?? 0), read, { fence }) : read();
  };

  /** Whether the viewer may see the page (a test-code preview or not), or null when it may not. */
  const previewFor = async (facts: TDetailFacts, activityId: number, testCode: string | null | undefined, viewer: TViewer) => {
    const isPreview = visibility(facts, testCode);
    if (isPreview === null || !(await viewerMaySee(db, activityId, facts, viewer))) return null;
    return isPreview;
  };
  const seen = async (facts: TDetailFacts | null, activityId: number, testCode: string | null | undefined, viewer: TViewer) => {
    const isPreview = facts && (await previewFor(facts, activityId, testCode, viewer));
    return facts && isPreview !== null ? { ...facts.page, isPreview } : null;
  };
  const find: TDetailService["find"] = async (activityId, testCode, viewer, cornerId) => seen(await load(activityId, cornerId, true), activityId, testCode, viewer);

  return {
    find,
    async findForCounting(activityId, testCode, viewer, cornerId) {
      const facts = await load(activityId, cornerId, false);
      const isPreview = facts && (await previewFor(facts, activityId, testCode, viewer));
      return facts && isPreview !== null ? { activityId: facts.page.activityId, isPreview } : null;
    },
    async require(activityId, testCode, viewer, cornerId) {
      const found = await find(activityId, testCode, viewer, cornerId);
      if (!found) throw badRequest(QaMsg.activityNotFound);
      return found;
    },
  };
}
