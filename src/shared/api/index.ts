import { activityContracts } from "./activity.contract.ts";
import { bookingContracts } from "./booking.contract.ts";
import { capacityContracts } from "./capacity.contract.ts";
import { capacityVenueContracts } from "./capacity-venue.contract.ts";
import { seriesContracts } from "./series.contract.ts";
import { companyAdminContracts } from "./company-admin.contract.ts";
import { accountAdminContracts } from "./account-admin.contract.ts";
import { auditContracts } from "./audit.contract.ts";
import { videoContracts } from "./video.contract.ts";
import { uploadContracts } from "./upload.contract.ts";
import { idpContracts } from "./idp.contract.ts";
import { sessionContracts } from "./session.contract.ts";
import { shellContracts } from "./shell.contract.ts";
import { opsContracts } from "./ops.contract.ts";
import { qaContracts } from "./qa.contract.ts";
import { publicListContracts } from "./public-list.contract.ts";
import { publicVideoContracts } from "./public-video.contract.ts";
import { institutionContracts } from "./institution.contract.ts";
import { activityPageContracts, publicActivityContracts } from "./activity-page.contract.ts";
import { contentContracts } from "./content.contract.ts";
import { contentOpsContracts } from "./content-ops.contract.ts";
import { dictionaryOpsContracts } from "./dictionary-ops.contract.ts";
import { navOpsContracts } from "./nav-ops.contract.ts";
import { materialsContracts } from "./materials.contract.ts";
import { memberContracts } from "./member.contract.ts";
import { guestLibraryContracts } from "./guest-library.contract.ts";
import { homepageContracts } from "./homepage.contract.ts";
import { personalContracts } from "./personal.contract.ts";
import { statsContracts } from "./stats.contract.ts";
import { preCollectContracts } from "./pre-collect.contract.ts";
import { reminderContracts } from "./reminder.contract.ts";
import { bindContracts } from "./bind.contract.ts";
import { participantContracts } from "./participant.contract.ts";
import { posterContracts } from "./poster.contract.ts";
import { rollingContracts } from "./rolling.contract.ts";
import { venueContracts } from "./venue.contract.ts";
import { relayContracts } from "./relay.contract.ts";
import type { TContract } from "./contract.ts";

/** Every contract, for the OpenAPI document. */
export const allContracts: TContract[] = [
  ...Object.values(sessionContracts),
  ...Object.values(shellContracts),
  ...Object.values(idpContracts),
  ...Object.values(bookingContracts),
  ...Object.values(capacityContracts),
  ...Object.values(capacityVenueContracts),
  ...Object.values(seriesContracts),
  ...Object.values(companyAdminContracts),
  ...Object.values(accountAdminContracts),
  ...Object.values(auditContracts),
  ...Object.values(activityContracts),
  ...Object.values(videoContracts),
  ...Object.values(uploadContracts),
  ...Object.values(opsContracts),
  ...Object.values(qaContracts),
  ...Object.values(publicListContracts),
  ...Object.values(publicVideoContracts),
  ...Object.values(institutionContracts),
  ...Object.values(publicActivityContracts),
  ...Object.values(activityPageContracts),
  ...Object.values(contentContracts),
  ...Object.values(contentOpsContracts),
  ...Object.values(dictionaryOpsContracts),
  ...Object.values(navOpsContracts),
  ...Object.values(materialsContracts),
  ...Object.values(memberContracts),
  ...Object.values(guestLibraryContracts),
  ...Object.values(homepageContracts),
  ...Object.values(personalContracts),
  ...Object.values(statsContracts),
  ...Object.values(preCollectContracts),
  ...Object.values(reminderContracts),
  ...Object.values(bindContracts),
  ...Object.values(participantContracts),
  ...Object.values(posterContracts),
  ...Object.values(rollingContracts),
  ...Object.values(venueContracts),
  ...Object.values(relayContracts),
];

