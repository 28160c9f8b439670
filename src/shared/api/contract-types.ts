/**
 * The contract of a route, at the type level only: the client imports routes (no zod at run time) and types
 * each call's body and answer from the contract with the same id. Type-only imports, erased from every bundle.
 */
import type { activityContracts } from "./activity.contract.ts";
import type { activityPageContracts, publicActivityContracts } from "./activity-page.contract.ts";
import type { bookingContracts } from "./booking.contract.ts";
import type { capacityContracts } from "./capacity.contract.ts";
import type { capacityVenueContracts } from "./capacity-venue.contract.ts";
import type { companyAdminContracts } from "./company-admin.contract.ts";
import type { accountAdminContracts } from "./account-admin.contract.ts";
import type { auditContracts } from "./audit.contract.ts";
import type { contentContracts } from "./content.contract.ts";
import type { contentOpsContracts } from "./content-ops.contract.ts";
import type { dictionaryOpsContracts } from "./dictionary-ops.contract.ts";
import type { navOpsContracts } from "./nav-ops.contract.ts";
import type { TContract } from "./contract.ts";
import type { idpContracts } from "./idp.contract.ts";
import type { institutionContracts } from "./institution.contract.ts";
import type { materialsContracts } from "./materials.contract.ts";
import type { memberContracts } from "./member.contract.ts";
import type { guestLibraryContracts } from "./guest-library.contract.ts";
import type { homepageContracts } from "./homepage.contract.ts";
import type { opsContracts } from "./ops.contract.ts";
import type { participantContracts } from "./participant.contract.ts";
import type { posterContracts } from "./poster.contract.ts";
import type { personalContracts } from "./personal.contract.ts";
import type { publicListContracts } from "./public-list.contract.ts";
import type { publicVideoContracts } from "./public-video.contract.ts";
import type { qaContracts } from "./qa.contract.ts";
import type { reminderContracts } from "./reminder.contract.ts";
import type { bindContracts } from "./bind.contract.ts";
import type { rollingContracts } from "./rolling.contract.ts";
import type { TRoute } from "./route.ts";
import type { seriesContracts } from "./series.contract.ts";
import type { sessionContracts } from "./session.contract.ts";
import type { shellContracts } from "./shell.contract.ts";
import type { statsContracts } from "./stats.contract.ts";
import type { preCollectContracts } from "./pre-collect.contract.ts";
import type { uploadContracts } from "./upload.contract.ts";
import type { videoContracts } from "./video.contract.ts";
import type { venueContracts } from "./venue.contract.ts";
import type { relayContracts } from "./relay.contract.ts";

type TValues<G> = G[keyof G];

/** Every contract, as a union keyed by its literal id. */
export type TAnyContract =
  | TValues<typeof activityContracts>
  | TValues<typeof activityPageContracts>
  | TValues<typeof publicActivityContracts>
  | TValues<typeof bookingContracts>
  | TValues<typeof capacityContracts>
  | TValues<typeof capacityVenueContracts>
  | TValues<typeof companyAdminContracts>
  | TValues<typeof accountAdminContracts>
  | TValues<typeof auditContracts>
  | TValues<typeof contentContracts>
  | TValues<typeof contentOpsContracts>
  | TValues<typeof dictionaryOpsContracts>
  | TValues<typeof navOpsContracts>
  | TValues<typeof idpContracts>
  | TValues<typeof institutionContracts>
  | TValues<typeof materialsContracts>
  | TValues<typeof memberContracts>
  | TValues<typeof guestLibraryContracts>
  | TValues<typeof homepageContracts>
  | TValues<typeof opsContracts>
  | TValues<typeof participantContracts>
  | TValues<typeof posterContracts>
  | TValues<typeof personalContracts>
  | TValues<typeof publicListContracts>
  | TValues<typeof reminderContracts>
  | TValues<typeof bindContracts>
  | TValues<typeof rollingContracts>
  | TValues<typeof publicVideoContracts>
  | TValues<typeof qaContracts>
  | TValues<typeof seriesContracts>
  | TValues<typeof sessionContracts>
  | TValues<typeof shellContracts>
  | TValues<typeof statsContracts>
  | TValues<typeof preCollectContracts>
  | TValues<typeof uploadContracts>
  | TValues<typeof videoContracts>
  | TValues<typeof venueContracts>
  | TValues<typeof relayContracts>;

/** The contract a route (or a contract) stands for. */
export type TContractOf<R extends TRoute> = R extends TContract ? R : Extract<TAnyContract, { id: R["id"] }>;
