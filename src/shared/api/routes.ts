import { activityRoutes } from "./activity.routes.ts";
import { activityPageRoutes } from "./activity-page.routes.ts";
import { bookingRoutes } from "./booking.routes.ts";
import { capacityRoutes } from "./capacity.routes.ts";
import { companyAdminRoutes } from "./company-admin.routes.ts";
import { accountAdminRoutes } from "./account-admin.routes.ts";
import { auditRoutes } from "./audit.routes.ts";
import { contentRoutes } from "./content.routes.ts";
import { idpRoutes } from "./idp.routes.ts";
import { institutionRoutes } from "./institution.routes.ts";
import { materialsRoutes } from "./materials.routes.ts";
import { memberRoutes } from "./member.routes.ts";
import { guestLibraryRoutes } from "./guest-library.routes.ts";
import { homepageRoutes } from "./homepage.routes.ts";
import { opsRoutes } from "./ops.routes.ts";
import { participantRoutes } from "./participant.routes.ts";
import { posterRoutes } from "./poster.routes.ts";
import { personalRoutes } from "./personal.routes.ts";
import { preCollectRoutes } from "./pre-collect.routes.ts";
import { publicListRoutes } from "./public-list.routes.ts";
import { publicVideoRoutes } from "./public-video.routes.ts";
import { qaRoutes } from "./qa.routes.ts";
import { reminderRoutes } from "./reminder.routes.ts";
import { bindRoutes } from "./bind.routes.ts";
import { rollingRoutes } from "./rolling.routes.ts";
import type { TRoute } from "./route.ts";
import { seriesRoutes } from "./series.routes.ts";
import { sessionRoutes } from "./session.routes.ts";
import { shellRoutes } from "./shell.routes.ts";
import { statsRoutes } from "./stats.routes.ts";
import { uploadRoutes } from "./upload.routes.ts";
import { videoRoutes } from "./video.routes.ts";
import { venueRoutes } from "./venue.routes.ts";
import { relayRoutes } from "./relay.routes.ts";

/** Every route, without schemas: what a stored outbox row's id resolves to, in the page and the worker. */
export const allRoutes: readonly TRoute[] = [
  activityRoutes,
  activityPageRoutes,
  bookingRoutes,
  capacityRoutes,
  companyAdminRoutes,
  accountAdminRoutes,
  auditRoutes,
  contentRoutes,
  idpRoutes,
  institutionRoutes,
  materialsRoutes,
  memberRoutes,
  guestLibraryRoutes,
  homepageRoutes,
  opsRoutes,
  participantRoutes,
  posterRoutes,
  personalRoutes,
  preCollectRoutes,
  publicListRoutes,
  publicVideoRoutes,
  qaRoutes,
  seriesRoutes,
  reminderRoutes,
  bindRoutes,
  rollingRoutes,
  sessionRoutes,
  shellRoutes,
  statsRoutes,
  uploadRoutes,
  videoRoutes,
  venueRoutes,
  relayRoutes,
].flatMap((group) => Object.values(group));

const byId = new Map(allRoutes.map((r) => [r.id, r]));

/** The route of an id (what the outbox stored), or undefined for an id no route has any more. */
export function routeById(id: string): TRoute | undefined {
  return byId.get(id);
}
