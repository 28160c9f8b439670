import { AUTH, OPS, routeGroup } from "./route.ts";

/**
 * The participant list (document 3 sections 2.1 item 3 and 7 `upload_participant`): the company's upload and
 * the tab's read, and the operators' download (document 2 section 4, the attendee-info step they follow).
 */
export const participantRoutes = routeGroup("participant", {
  uploadParticipant: { method: "POST", path: `${AUTH}/activity/upload_participant`, access: "auth" },
  participantInfo: { method: "POST", path: `${AUTH}/activity/participant_info`, access: "auth" },
  opsParticipantList: { method: "POST", path: `${OPS}/activity/participant_list`, access: "ops" },
});
