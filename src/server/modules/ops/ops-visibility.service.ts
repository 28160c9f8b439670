import { and, asc, count, eq, inArray, or } from "drizzle-orm";
import type { z } from "zod";
import type { TVisibleUser, ZSetVisibleUsersBody } from "#shared/api/ops.contract.ts";
import { OpsMsg, moduleRefusal } from "#shared/activity/ops-rules.ts";
import { isMobileEntry, normaliseVisibleEntries, unknownUserMessage } from "#shared/activity/activity-visibility.ts";
import type { TDb } from "../../db/client.ts";
import { activityVisibleUsers, companies, companyMembers, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest } from "../../lib/errors.ts";
import { lockActivity } from "../activity/index.ts";
import type { TOpsContext } from "./ops-actions.service.ts";

/**
 * Restricting an activity's visibility (document 4 section 6, "restrict visibility"; section 2.3, "visibleTo
 * a list of users"). Operators name users by account or mobile number; the list is replaced as a whole, in
 * one transaction under the activity's lock, and audited with the list before and after.
 */

/** The users an activity is restricted to, in the order they were added. */
export async function loadVisibleUsers(db: TDb, activityId: number): Promise<TVisibleUser[]> {
  const rows = await db
    .select({
      userId: users.id,
      account: users.account,
      mobile: users.mobile,
      nickName: users.nickName,
      userType: users.userType,
      companyName: companies.fullName,
      addedAt: activityVisibleUsers.addedAt,
    })
    .from(activityVisibleUsers)
    .innerJoin(users, eq(users.id, activityVisibleUsers.userId))
    .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
    .leftJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(activityVisibleUsers.activityId, activityId))
    .orderBy(asc(activityVisibleUsers.addedAt), asc(users.id));
  const seen = new Set<number>();
  return rows
    .filter((r) => (seen.has(r.userId) ? false : (seen.add(r.userId), true)))
    .map((r) => ({ ...r, addedAt: r.addedAt.toISOString() }));
}

/** How many users an activity is restricted to (0: public). */
export async function countVisibleUsers(db: TDb, activityId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(activityVisibleUsers).where(eq(activityVisibleUsers.activityId, activityId));
  return Number(row?.n ?? 0);
}

/**
 * The user ids of typed entries, in the order typed; refuses the first entry matching no user, naming it.
 * An entry shaped like a mobile number is looked up as a mobile first, then as an account.
 */
async function resolveEntries(tx: TDb, entries: readonly string[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const found = await tx
    .select({ id: users.id, account: users.account, mobile: users.mobile })
    .from(users)
    .where(or(inArray(users.account, [...entries]), inArray(users.mobile, [...entries])));
  const ids: number[] = [];
  for (const entry of entries) {
    const byMobile = isMobileEntry(entry) ? found.find((u) => u.mobile === entry) : undefined;
    const match = byMobile ?? found.find((u) => u.account === entry) ?? found.find((u) => u.mobile === entry);
    if (!match) throw badRequest(unknownUserMessage(entry));
    if (!ids.includes(match.id)) ids.push(match.id);
  }
  return ids;
}

/** Replaces the list; users staying on it keep their place (addedAt), new ones are added now. */
export async function setVisibleUsers(ctx: TOpsContext, body: z.infer<typeof ZSetVisibleUsersBody>): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const activity = await lockActivity(tx, body.activityId);
    if (!activity) throw badRequest(OpsMsg.notFound);
    const refusal = moduleRefusal(activity);
    if (refusal) throw badRequest(refusal);
    const ids = await resolveEntries(tx, normaliseVisibleEntries(body.users));
    const before = await loadVisibleUsers(tx, activity.id);
    const beforeIds = before.map((u) => u.userId);
    const removed = beforeIds.filter((id) => !ids.includes(id));
    const added = ids.filter((id) => !beforeIds.includes(id));
    if (removed.length > 0) {
      await tx.delete(activityVisibleUsers).where(and(eq(activityVisibleUsers.activityId, activity.id), inArray(activityVisibleUsers.userId, removed)));
    }
    if (added.length > 0) {
      await tx
        .insert(activityVisibleUsers)
        // a millisecond apart, so the list reads in the order the operator typed it
        .values(added.map((userId, i) => ({ activityId: activity.id, userId, addedBy: ctx.actorUserId, addedAt: new Date(ctx.at.getTime() + i) })))
        .onConflictDoNothing();
    }
    await writeAudit(tx, {
      req: ctx.req,
      actorUserId: ctx.actorUserId,
      action: "ops.activity.set_visible_users",
      entity: "activity",
      entityId: activity.id,
      before: { visibleUsers: before.map(auditUser) },
      after: { visibleUsers: (await loadVisibleUsers(tx, activity.id)).map(auditUser) },
    });
  });
}

const auditUser = (u: TVisibleUser) => ({ userId: u.userId, account: u.account, mobile: u.mobile });
