// The public face of the participants module: the participant-list calls (document 3 section 7 upload_participant).
// Everything else under this folder is internal (eslint.config.js keeps it so; tests may reach internals).
export { registerParticipantRoutes } from "./participants.routes.ts";
