import { z } from "zod";
import { contractGroup, defineContract } from "./contract.ts";
import { participantRoutes } from "./participant.routes.ts";
import { MAX_ROW_ID, zInt } from "../validation/form-fields.ts";
import { ParticipantMsg } from "../participants/participant-rules.ts";

const MSG_ACTIVITY_ID = "活动编号不正确";
const MSG_COMPANY_ID = "公司编号不正确";
const zRowId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: message });

/** A stored upload's address as /upload/upload_file answers it (/files/<key>). */
const UPLOAD_PATH = /^\/files\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,300}$/;

export const ZUploadParticipantBody = z.object({
  id: zRowId(MSG_ACTIVITY_ID),
  path: z.string({ error: ParticipantMsg.fileMissing }).trim().regex(UPLOAD_PATH, { error: ParticipantMsg.fileMissing }).refine((p) => !p.includes(".."), { error: ParticipantMsg.fileMissing }),
  /** the name the company chose the file under, shown on the tab (not in the spec's body; optional) */
  fileName: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().trim().max(255, { error: ParticipantMsg.fileMissing }).optional()),
});
export const ZParticipantInfoBody = z.object({ activityId: zRowId(MSG_ACTIVITY_ID) });
export const ZOpsParticipantListBody = z.object({ activityId: zRowId(MSG_ACTIVITY_ID), companyId: zRowId(MSG_COMPANY_ID) });

/** A participant as the company's tab shows it: mobile and identity number masked (personal data). */
export const ZParticipant = z.object({
  row: z.number(),
  name: z.string(),
  companyName: z.string(),
  title: z.string(),
  mobile: z.string(),
  idNumber: z.string(),
  attendMode: z.number(),
  remark: z.string(),
});
export type TParticipant = z.infer<typeof ZParticipant>;

/** A checked row the upload refused, with its errors (datas of the 400 answer). */
export const ZParticipantError = z.object({ row: z.number(), message: z.string() });
export type TParticipantError = z.infer<typeof ZParticipantError>;

/** The tab's state: whether the list may be uploaded (and why not), its deadline and the list as stored. */
export const ZParticipantInfo = z.object({
  activityId: z.number(),
  companyId: z.number(),
  isPersonListSubed: z.boolean(),
  personListSubedTime: z.string().nullable(),
  /** 15:00 Beijing time the day before (ISO), or null when the activity asks for no list */
  deadline: z.string().nullable(),
  /** the ParticipantMsg key that refuses an upload now, or null when it is allowed */
  refusal: z.string().nullable(),
  fileName: z.string().nullable(),
  participants: z.array(ZParticipant),
});
export type TParticipantInfo = z.infer<typeof ZParticipantInfo>;

/** The operators' download: every field in clear, for the venue's entry list. */
export const ZOpsParticipant = ZParticipant;

export const participantContracts = contractGroup("participant", {
  uploadParticipant: defineContract({
    ...participantRoutes.uploadParticipant, tag: "participant",
    summary: "Reads the uploaded xlsx (path from /upload/upload_file) and replaces the caller's participant list; 400 naming every bad row and column, nothing stored",
    body: ZUploadParticipantBody, datas: ZParticipantInfo,
  }),
  participantInfo: defineContract({
    ...participantRoutes.participantInfo, tag: "participant",
    summary: "The caller's participant list (masked), its deadline and whether it may be uploaded now",
    body: ZParticipantInfoBody, datas: ZParticipantInfo,
  }),
  opsParticipantList: defineContract({
    ...participantRoutes.opsParticipantList, tag: "ops",
    summary: "A company's participant list in clear for the venue (audited)",
    body: ZOpsParticipantListBody, datas: ZOpsParticipant,
  }),
});
