import type { FastifyInstance } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { personalContracts as c } from "#shared/api/personal.contract.ts";
import { FOLLOWED_UPCOMING_COUNT, hasPersonalCorner, PersonalOutcome } from "#shared/personal/personal-rules.ts";
import { PublicState } from "#shared/public-list/public-list-rules.ts";
import { registerRoute } from "../../lib/route.ts";
import { refuse } from "../../lib/errors.ts";
import { now } from "../../clock.ts";
import type { TSession } from "../../session.ts";
import { findVisibleActivity } from "../qa/qa-access.ts";
import { firstPublicActivities, publicActivityCardsOf } from "../public-list/public-activity.repository.ts";
import {
  companyExists,
  favouriteIdsPage,
  followedCompaniesPage,
  isFavourite,
  isFollowed,
  myQuestionsPage,
  toggleFavourite,
  toggleFollow,
  withUpcoming,
} from "./personal.repository.ts";

/** Only a personal account has the corner; an enterprise or operator token is refused, changing nothing. */
function requirePersonal(session: TSession): void {
  if (!hasPersonalCorner(session.userType)) throw refuse(PersonalOutcome.personalOnly);
}

/**
 * The investor's own corner (document 4 sections 4 and 8): favourite and follow toggles, the marks the public
 * pages' buttons show, and the personal centre's lists. Every call reads and writes the caller's own rows.
 */
export function registerPersonalRoutes(app: FastifyInstance): void {
  const { db } = app.deps;

  registerRoute(app, c.favouriteToggle, async ({ session, body }) => {
    requirePersonal(session);
    // a favourite is added only to an activity whose page the caller may open (a restricted, unpublished or
    // cancelled one answers as missing); removing one is always allowed
    if (!(await isFavourite(db, session.userId, body.activityId))) {
      const found = await findVisibleActivity(db, body.activityId, null, session);
      if (!found || found.activity.isCancel) throw refuse(PersonalOutcome.activityNotFound);
    }
    return ok([{ favourited: await toggleFavourite(db, session.userId, body.activityId, now()) }]);
  });

  registerRoute(app, c.followToggle, async ({ session, body }) => {
    requirePersonal(session);
    if (!(await companyExists(db, body.companyId))) throw refuse(PersonalOutcome.companyNotFound);
    return ok([{ followed: await toggleFollow(db, session.userId, body.companyId, now()) }]);
  });

  registerRoute(app, c.myMarks, async ({ session, body }) => {
    // any account may ask; one without a corner has marked nothing
    const own = hasPersonalCorner(session.userType);
    const [favourited, followed] = await Promise.all([
      body.activityId === undefined ? null : own ? isFavourite(db, session.userId, body.activityId) : false,
      body.companyId === undefined ? null : own ? isFollowed(db, session.userId, body.companyId) : false,
    ]);
    return ok([{ favourited, followed }]);
  });

  registerRoute(app, c.myQuestionPage, async ({ session, body }) => {
    requirePersonal(session);
    const { records, total } = await myQuestionsPage(db, session.userId, body.pageNo, body.pageSize);
    return page(records, body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.favouritePage, async ({ session, body }) => {
    requirePersonal(session);
    const { ids, total } = await favouriteIdsPage(db, session.userId, body.pageNo, body.pageSize);
    return page(await publicActivityCardsOf(db, ids, session), body.pageNo, body.pageSize, total);
  });

  registerRoute(app, c.followPage, async ({ session, body }) => {
    requirePersonal(session);
    const { records, total } = await followedCompaniesPage(db, session.userId, body.pageNo, body.pageSize);
    const withActivities = await Promise.all(
      records.map(async (company) =>
        withUpcoming(company, await firstPublicActivities(db, { status: PublicState.upcoming, companyId: company.companyId }, session, FOLLOWED_UPCOMING_COUNT)),
      ),
    );
    return page(withActivities, body.pageNo, body.pageSize, total);
  });
}
