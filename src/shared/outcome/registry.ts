import { CancelOutcome } from "../activity/activity-rules.ts";
import { VisibilityOutcome } from "../activity/activity-visibility.ts";
import { DistributeOutcome } from "../activity/distribution-rules.ts";
import { OpsOutcome } from "../activity/ops-rules.ts";
import { BookingOutcome } from "../booking/booking-messages.ts";
import { ContactOutcome } from "../booking/contacts.ts";
import { CapacityOutcome } from "../booking/capacity-rules.ts";
import { SeriesOutcome } from "../booking/series-rules.ts";
import { VenueOutcome } from "../booking/venue-rules.ts";
import { CompanyAdminOutcome } from "../company/company-admin.ts";
import { AccountOutcome } from "../company/accounts.ts";
import { FinReportOutcome } from "../institution/fin-report-rules.ts";
import { QaOutcome } from "../qa/qa-rules.ts";
import { OpsVideoOutcome } from "../upload/ops-video-upload.ts";
import { UploadOutcome } from "../upload/upload-limits.ts";
import { VideoOutcome } from "../upload/video-record.ts";
import { PublicVideoOutcome } from "../video/public-video-messages.ts";
import { ContentOutcome } from "../content/site-content.ts";
import { DictionaryOutcome } from "../content/dictionary-rules.ts";
import { NavOutcome } from "../content/nav-rules.ts";
import { MaterialsOutcome } from "../materials/materials-rules.ts";
import { PersonalOutcome } from "../personal/personal-rules.ts";
import { ProfileOutcome } from "../identity/personal-profile.ts";
import { StatsOutcome } from "../stats/visit-rules.ts";
import { PreCollectOutcome } from "../qa/pre-collect-rules.ts";
import { MemberOutcome } from "../company/member-rules.ts";
import { GuestLibraryOutcome } from "../materials/guest-library-rules.ts";
import { ReminderOutcome } from "../reminder/reminder-rules.ts";
import { BindOutcome } from "../identity/bind-apply.ts";
import { RollingOutcome } from "../rolling/rolling-rules.ts";
import { HomepageOutcome } from "../homepage/homepage-rules.ts";
import { ParticipantOutcome } from "../participants/participant-rules.ts";
import { ScenePhotoOutcome } from "../materials/scene-photos.ts";
import { PosterOutcome } from "../promotion/poster-rules.ts";
import { VenueInfoOutcome } from "../venue/venue-info.ts";
import { RelayOutcome } from "../relay/relay-rules.ts";
import type { TOutcome } from "./outcome.ts";

/** Every domain's outcomes. A new table joins here so that its refusals carry their codes. */
export const ALL_OUTCOME_TABLES: ReadonlyArray<Readonly<Record<string, TOutcome>>> = [
  BookingOutcome,
  AccountOutcome,
  ContactOutcome,
  CapacityOutcome,
  SeriesOutcome,
  VenueOutcome,
  CompanyAdminOutcome,
  CancelOutcome,
  VisibilityOutcome,
  DistributeOutcome,
  OpsOutcome,
  QaOutcome,
  UploadOutcome,
  VideoOutcome,
  OpsVideoOutcome,
  PublicVideoOutcome,
  FinReportOutcome,
  ContentOutcome,
  DictionaryOutcome,
  NavOutcome,
  MaterialsOutcome,
  PersonalOutcome,
  ProfileOutcome,
  StatsOutcome,
  PreCollectOutcome,
  MemberOutcome,
  GuestLibraryOutcome,
  ReminderOutcome,
  BindOutcome,
  RollingOutcome,
  HomepageOutcome,
  ParticipantOutcome,
  ScenePhotoOutcome,
  PosterOutcome,
  VenueInfoOutcome,
  RelayOutcome,
];

function indexByMessage(): { byMessage: Map<string, string>; ambiguous: Set<string> } {
  const byMessage = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const table of ALL_OUTCOME_TABLES) {
    for (const { code, message } of Object.values(table)) {
      const seen = byMessage.get(message);
      if (seen !== undefined && seen !== code) ambiguous.add(message);
      else byMessage.set(message, code);
    }
  }
  for (const message of ambiguous) byMessage.delete(message);
  return { byMessage, ambiguous };
}

const index = indexByMessage();

/**
 * The outcome code of a refusal the server raised with a table's message but no code of its own (a schema's
 * field message, a rule not yet returning an outcome), so every such refusal still carries its code. A text
 * two domains share names no code here: a rule that must be told apart there throws its outcome explicitly.
 */
export function outcomeCodeOfMessage(message: string): string | undefined {
  return index.byMessage.get(message);
}

/** Texts more than one code uses (for the test that keeps the list known). */
export function ambiguousOutcomeMessages(): string[] {
  return [...index.ambiguous].sort();
}
