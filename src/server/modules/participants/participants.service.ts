import type { FastifyRequest } from "fastify";
import {
  PARTICIPANT_MAX_BYTES,
  ParticipantMsg,
  ParticipantOutcome,
  asksForParticipants,
  checkParticipantSheet,
  maskParticipantId,
  maskParticipantMobile,
  participantUploadRefusal,
} from "#shared/participants/participant-rules.ts";
import { attendeeInfoDeadline } from "#shared/activity/activity-rules.ts";
import type { TParticipant, TParticipantError, TParticipantInfo } from "#shared/api/participant.contract.ts";
import type { TOutcome } from "#shared/outcome/outcome.ts";
import type { TDb } from "../../db/client.ts";
import type { TStorage } from "../../lib/storage.ts";
import { forbidden, refuse } from "../../lib/errors.ts";
import { writeAudit } from "../../lib/audit.ts";
import { guestMobileCipherFor } from "../materials/index.ts";
import { resolveUploadedFile } from "../upload/index.ts";
import { findList, findPart, listParticipants, replaceList, type TPartRow } from "./participants.repository.ts";
import { looksLikeXlsx, readParticipantSheet } from "./participant-sheet.ts";

export interface TParticipantCtx {
  db: TDb;
  storage: TStorage;
  at: Date;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The caller company's part in the activity, or 403: another company's list is not theirs to read or write. */
async function requirePart(db: TDb, companyId: number, activityId: number): Promise<TPartRow> {
  const part = await findPart(db, companyId, activityId);
  if (!part) throw forbidden();
  return part;
}

async function infoOf(ctx: TParticipantCtx, part: TPartRow): Promise<TParticipantInfo> {
  const [list, rows] = await Promise.all([findList(ctx.db, part.activityId, part.companyId), listParticipants(ctx.db, part.activityId, part.companyId)]);
  return {
    activityId: part.activityId,
    companyId: part.companyId,
    isPersonListSubed: part.isPersonListSubed,
    personListSubedTime: iso(part.personListSubedTime),
    deadline: asksForParticipants(part) ? attendeeInfoDeadline(part).toISOString() : null,
    refusal: participantUploadRefusal(part, ctx.at),
    fileName: list?.fileName ?? null,
    participants: rows.map(
      (r): TParticipant => ({
        row: r.rowNo,
        name: r.name,
        companyName: r.companyName,
        title: r.title,
        mobile: r.mobileMasked,
        idNumber: r.idNumberMasked,
        attendMode: r.attendMode,
        remark: r.remark,
      }),
    ),
  };
}

/** participant_info: the company's tab. */
export async function participantInfo(ctx: TParticipantCtx, companyId: number, activityId: number): Promise<TParticipantInfo> {
  return infoOf(ctx, await requirePart(ctx.db, companyId, activityId));
}

/** The refusal of bad rows: the message names the first rows and columns, datas lists every row's errors. */
function rowsRefusal(errors: TParticipantError[]): { outcome: TOutcome; datas: TParticipantError[] } {
  const shown = errors.slice(0, 3).map((e) => e.message);
  const more = errors.length > 3 ? `等${errors.length}行` : "";
  return { outcome: { code: ParticipantOutcome.rowsInvalid.code, message: `${ParticipantMsg.rowsInvalid}：${shown.join("；")}${more}` }, datas: errors };
}

/**
 * upload_participant (document 3 section 7): the list the company uploaded with /upload/upload_file, read
 * and checked whole; any bad row refuses the file and nothing is stored. A good file replaces the list and
 * marks the attendee step done; the spreadsheet is then deleted, since it holds identity numbers in clear.
 */
export async function uploadParticipants(
  ctx: TParticipantCtx,
  req: FastifyRequest,
  caller: { companyId: number; userId: number },
  body: { id: number; path: string; fileName?: string },
): Promise<TParticipantInfo> {
  const part = await requirePart(ctx.db, caller.companyId, body.id);
  const refusal = participantUploadRefusal(part, ctx.at);
  if (refusal) throw refuse(ParticipantOutcome[refusal]);
  const file = await resolveUploadedFile(ctx.storage, body.path, ["xlsx"]);
  if (!file) throw refuse(ParticipantOutcome.fileMissing);
  if (file.size === 0) throw refuse(ParticipantOutcome.empty);
  if (file.size > PARTICIPANT_MAX_BYTES) throw refuse(ParticipantOutcome.tooLarge);
  const bytes = await ctx.storage.read(file.key, 0, file.size);
  if (!bytes) throw refuse(ParticipantOutcome.fileMissing);
  if (!looksLikeXlsx(bytes)) throw refuse(ParticipantOutcome.wrongType);
  const sheet = await readParticipantSheet(bytes);
  if ("error" in sheet) throw refuse(ParticipantOutcome[sheet.error]);
  const checked = checkParticipantSheet(sheet, ctx.at);
  if ("error" in checked) throw refuse(ParticipantOutcome[checked.error]);
  const errors = checked.rows.filter((r) => r.message !== "").map((r) => ({ row: r.row, message: r.message }));
  if (errors.length > 0) {
    const { outcome, datas } = rowsRefusal(errors);
    throw refuse(outcome, datas);
  }
  const cipher = await guestMobileCipherFor(ctx.db);
  await replaceList(
    ctx.db,
    part,
    { fileName: body.fileName || "参会人员名单.xlsx", uploadedBy: caller.userId, at: ctx.at },
    checked.rows.map((r) => ({
      rowNo: r.row,
      name: r.name,
      companyName: r.companyName,
      title: r.title,
      mobileRsa: cipher.seal(r.mobile).mobileRsa,
      mobileMasked: maskParticipantMobile(r.mobile),
      idNumberRsa: r.idNumber ? cipher.seal(r.idNumber).mobileRsa : null,
      idNumberMasked: maskParticipantId(r.idNumber),
      attendMode: r.attendMode,
      remark: r.remark,
    })),
  );
  await ctx.storage.remove(file.key).catch((error: unknown) => req.log.warn({ err: error }, "participant list file not removed"));
  const after = await requirePart(ctx.db, caller.companyId, body.id);
  return infoOf(ctx, after);
}

/** participant_list (back office): the list in clear for the venue's entry check; every read is audited. */
export async function opsParticipantList(ctx: TParticipantCtx, req: FastifyRequest, activityId: number, companyId: number): Promise<TParticipant[]> {
  const rows = await listParticipants(ctx.db, activityId, companyId);
  const cipher = await guestMobileCipherFor(ctx.db);
  await writeAudit(ctx.db, { req, action: "participant.download", entity: "participant_list", entityId: `${activityId}:${companyId}`, after: { rows: rows.length } });
  return rows.map((r) => ({
    row: r.rowNo,
    name: r.name,
    companyName: r.companyName,
    title: r.title,
    mobile: cipher.open(r.mobileRsa) ?? r.mobileMasked,
    idNumber: (r.idNumberRsa ? cipher.open(r.idNumberRsa) : null) ?? r.idNumberMasked,
    attendMode: r.attendMode,
    remark: r.remark,
  }));
}
