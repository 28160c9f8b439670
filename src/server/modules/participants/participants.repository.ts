import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, participantLists, participants } from "../../db/schema/index.ts";
import type { TParticipantFacts } from "#shared/participants/participant-rules.ts";

export interface TPartRow extends TParticipantFacts {
  partId: number;
  activityId: number;
  companyId: number;
  isPersonListSubed: boolean;
  personListSubedTime: Date | null;
}

/** The company's part in the activity (its latest, a withdrawn one included), with what the upload rule reads. */
export async function findPart(db: TDb, companyId: number, activityId: number): Promise<TPartRow | undefined> {
  const [row] = await db
    .select({
      partId: activityCompanies.id,
      activityId: activities.id,
      companyId: activityCompanies.companyId,
      startDate: activities.startDate,
      recDate: sql<string | null>`coalesce(${activityCompanies.recDate}, ${activities.recDate})`,
      videoType: sql<number | null>`coalesce(${activityCompanies.videoType}, ${activities.videoType})`,
      recType: sql<number | null>`coalesce(${activityCompanies.recType}, ${activities.recType})`,
      isMulti: activities.isMulti,
      isCancel: sql<boolean>`(${activityCompanies.isCancel} or ${activities.isCancel})`,
      status: activities.status,
      pubStatus: activities.pubStatus,
      isPersonListSubed: activityCompanies.isPersonListSubed,
      personListSubedTime: activityCompanies.personListSubedTime,
    })
    .from(activityCompanies)
    .innerJoin(activities, eq(activities.id, activityCompanies.activityId))
    .where(and(eq(activityCompanies.activityId, activityId), eq(activityCompanies.companyId, companyId)))
    .orderBy(asc(activityCompanies.isCancel), desc(activityCompanies.id))
    .limit(1);
  if (!row) return undefined;
  // the coalesced columns come back as text on one driver and numbers on the other
  return { ...row, videoType: row.videoType === null ? null : Number(row.videoType), recType: row.recType === null ? null : Number(row.recType), isCancel: Boolean(row.isCancel) };
}

export type TStoredParticipant = typeof participants.$inferSelect;

export async function listParticipants(db: TDb, activityId: number, companyId: number): Promise<TStoredParticipant[]> {
  return db.select().from(participants).where(and(eq(participants.activityId, activityId), eq(participants.companyId, companyId))).orderBy(asc(participants.rowNo));
}

export async function findList(db: TDb, activityId: number, companyId: number) {
  const [row] = await db.select().from(participantLists).where(and(eq(participantLists.activityId, activityId), eq(participantLists.companyId, companyId)));
  return row;
}

/** Replaces the part's list whole and marks the attendee step done, in one transaction. */
export async function replaceList(
  db: TDb,
  part: TPartRow,
  list: { fileName: string; uploadedBy: number; at: Date },
  rows: Omit<typeof participants.$inferInsert, "id" | "activityId" | "companyId">[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const key = and(eq(participants.activityId, part.activityId), eq(participants.companyId, part.companyId));
    await tx.delete(participants).where(key);
    // a few hundred rows at most (PARTICIPANT_MAX_ROWS): one insert
    await tx.insert(participants).values(rows.map((r) => ({ ...r, activityId: part.activityId, companyId: part.companyId })));
    await tx
      .insert(participantLists)
      .values({ activityId: part.activityId, companyId: part.companyId, fileName: list.fileName, rowCount: rows.length, uploadedBy: list.uploadedBy, updTime: list.at })
      .onConflictDoUpdate({ target: [participantLists.activityId, participantLists.companyId], set: { fileName: list.fileName, rowCount: rows.length, uploadedBy: list.uploadedBy, updTime: list.at } });
    await tx.update(activityCompanies).set({ isPersonListSubed: true, personListSubedTime: list.at }).where(eq(activityCompanies.id, part.partId));
  });
}
