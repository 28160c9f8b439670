import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { closedByDeadline } from "#shared/materials/materials-rules.ts";
import {
  OpsMsg,
  endRefusal,
  moduleRefusal,
  opsCancelRefusal,
  preparationRefusal,
  publishRefusal,
  publishTestRefusal,
  reopenRefusal,
  startRefusal,
  testCodeFrom,
  venueRefusal,
} from "#shared/activity/ops-rules.ts";
import type {
  ZAssignPartnersBody,
  ZAssignVenueBody,
  ZOpsCancelBody,
  ZReopenBody,
  ZSetDeadlinesBody,
  ZSwitchModulesBody,
} from "#shared/api/ops.contract.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activityDistributions, activityVenues, bookingRegions, companies, rooms } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest } from "../../lib/errors.ts";
import type { TPubSub } from "../../lib/pubsub.ts";
import { cancelPart, cancelWholeActivity, lockActivity, type TActivityRow, type TPartRow } from "../activity/index.ts";
import { sendCompanyMessages } from "../message/index.ts";

/**
 * The operator's actions on one activity (document 4 sections 6 and 7). Each runs in one transaction that
 * locks the activity row first (so two operators' actions take turns), checks the shared rule and refuses
 * with its message, writes, and records the audit entry with the state before and after.
 */

export interface TOpsContext {
  db: TDb;
  pubsub: TPubSub;
  req: FastifyRequest;
  actorUserId: number;
  at: Date;
}

interface TChange {
  entity?: string;
  entityId?: number;
  before: unknown;
  after: unknown;
  /** work to do after the commit (live pushes must not announce a rolled-back change) */
  afterCommit?: () => Promise<void>;
}

/** Runs one action: lock, rule, write, audit; answers nothing (the route reads the fresh detail after). */
async function act(ctx: TOpsContext, activityId: number, action: string, run: (tx: TDb, a: TActivityRow) => Promise<TChange>): Promise<void> {
  const change = await ctx.db.transaction(async (tx) => {
    const activity = await lockActivity(tx, activityId);
    if (!activity) throw badRequest(OpsMsg.notFound);
    const result = await run(tx, activity);
    await writeAudit(tx, {
      req: ctx.req,
      actorUserId: ctx.actorUserId,
      action: `ops.activity.${action}`,
      entity: result.entity ?? "activity",
      entityId: result.entityId ?? activityId,
      before: result.before,
      after: result.after,
    });
    return result;
  });
  await change.afterCommit?.();
}

const refuse = (message: string | null) => {
  if (message) throw badRequest(message);
};

/**
 * The company part an action names: the given company's part, or for a single activity its one booking.
 * A collective needs the company named.
 */
async function pickPart(tx: TDb, activity: TActivityRow, companyId: number | undefined): Promise<TPartRow> {
  if (companyId === undefined && activity.isMulti) throw badRequest(OpsMsg.companyRequired);
  const where = companyId === undefined ? eq(activityCompanies.activityId, activity.id) : and(eq(activityCompanies.activityId, activity.id), eq(activityCompanies.companyId, companyId));
  const [part] = await tx.select().from(activityCompanies).where(where).orderBy(activityCompanies.isCancel, sql`${activityCompanies.id} desc`).limit(1);
  if (!part) throw badRequest(OpsMsg.partNotFound);
  return part;
}

const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<T, K>;

export async function assignVenue(ctx: TOpsContext, body: z.infer<typeof ZAssignVenueBody>): Promise<void> {
  await act(ctx, body.activityId, "assign_venue", async (tx, a) => {
    const part = await pickPart(tx, a, body.companyId);
    if (part.isCancel) throw badRequest(OpsMsg.partCancelled);
    refuse(venueRefusal({ ...a, videoType: part.videoType ?? a.videoType, recType: part.recType ?? a.recType }));
    const [region] = await tx.select().from(bookingRegions).where(eq(bookingRegions.id, body.regionId));
    if (!region) throw badRequest(OpsMsg.regionRequired);
    const [room] = await tx.select().from(rooms).where(eq(rooms.id, body.roomId));
    if (!room) throw badRequest(OpsMsg.roomRequired);
    if (room.regionId !== region.id) throw badRequest(OpsMsg.roomMismatch);
    const [before] = await tx.select().from(activityVenues).where(eq(activityVenues.activityCompanyId, part.id));
    const venue = {
      activityId: a.id,
      regionId: region.id,
      roomId: room.id,
      invitionAddress: body.invitionAddress ?? room.address ?? null,
      invitionAddressUrl: body.invitionAddressUrl ?? null,
      assignedBy: ctx.actorUserId,
      assignedAt: ctx.at,
    };
    await tx.insert(activityVenues).values({ activityCompanyId: part.id, ...venue }).onConflictDoUpdate({ target: activityVenues.activityCompanyId, set: venue });
    await tx.update(activityCompanies).set({ isAreaConfirmed: true, areaConfirmedTime: ctx.at }).where(eq(activityCompanies.id, part.id));
    return {
      entity: "activity_companies",
      entityId: part.id,
      before: { isAreaConfirmed: part.isAreaConfirmed, venue: before ?? null },
      after: { isAreaConfirmed: true, venue },
      // The venue panel tells the company to watch its message reminders for this (document 3 section 2.2).
      afterCommit: async () => {
        await sendCompanyMessages(ctx.db, ctx.pubsub, [part.companyId], {
          msgTitle: "活动场地已分配",
          content: `<p>贵公司《${escapeHtml(a.title)}》的活动场地已分配：${escapeHtml(region.regionName)} ${escapeHtml(room.roomName)}。</p><p>请在活动管理的场地信息中查看邀请地址与链接。</p>`,
          at: ctx.at,
        });
      },
    };
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** After the commit: a message (pushed live) to every company taking part, about a step it should know of. */
function notifyParts(ctx: TOpsContext, activityId: number, msgTitle: string, html: string) {
  return async () => {
    const parts = await ctx.db
      .select({ companyId: activityCompanies.companyId })
      .from(activityCompanies)
      .where(and(eq(activityCompanies.activityId, activityId), eq(activityCompanies.isCancel, false)));
    const ids = [...new Set(parts.map((p) => p.companyId))];
    await sendCompanyMessages(ctx.db, ctx.pubsub, ids, { msgTitle, content: html, at: ctx.at });
  };
}

export async function setDeadlines(ctx: TOpsContext, body: z.infer<typeof ZSetDeadlinesBody>): Promise<void> {
  await act(ctx, body.activityId, "set_deadlines", async (tx, a) => {
    refuse(preparationRefusal(a));
    const set: Partial<TActivityRow> = { updTime: ctx.at };
    if (body.infoSubmitCloseTime) set.infoSubmitCloseTime = body.infoSubmitCloseTime;
    if (body.videoUploadCloseTime) set.videoUploadCloseTime = body.videoUploadCloseTime;
    await tx.update(activities).set(set).where(eq(activities.id, a.id));
    return {
      before: pick(a, ["infoSubmitCloseTime", "videoUploadCloseTime"]),
      after: { infoSubmitCloseTime: set.infoSubmitCloseTime ?? a.infoSubmitCloseTime, videoUploadCloseTime: set.videoUploadCloseTime ?? a.videoUploadCloseTime },
    };
  });
}

export async function reopenMaterials(ctx: TOpsContext, body: z.infer<typeof ZReopenBody>): Promise<void> {
  await act(ctx, body.activityId, "reopen_materials", async (tx, a) => {
    const part = await pickPart(tx, a, body.companyId);
    refuse(reopenRefusal(a, { ...part, closedByDeadline: closedByDeadline(a.infoSubmitCloseTime, part.infoReopenTime, ctx.at) }));
    // infoReopenTime opens materials the deadline closed (materialsEditable in #shared/materials)
    await tx.update(activityCompanies).set({ isInfoSubed: false, infoReopenTime: ctx.at }).where(eq(activityCompanies.id, part.id));
    return { entity: "activity_companies", entityId: part.id, before: { isInfoSubed: part.isInfoSubed, infoSubTime: part.infoSubTime, infoReopenTime: part.infoReopenTime }, after: { isInfoSubed: false, infoReopenTime: ctx.at } };
  });
}

export async function publishTest(ctx: TOpsContext, activityId: number): Promise<void> {
  await act(ctx, activityId, "publish_test", async (tx, a) => {
    refuse(publishTestRefusal(a));
    const testCode = testCodeFrom(randomBytes(16));
    await tx.update(activities).set({ pubStatus: 1, testCode, updTime: ctx.at }).where(eq(activities.id, a.id));
    return {
      before: pick(a, ["pubStatus", "testCode"]),
      after: { pubStatus: 1, testCode },
      afterCommit: notifyParts(ctx, a.id, "活动页面已测试发布", `<p>《${escapeHtml(a.title)}》的活动页面已测试发布，测试码：<strong>${testCode}</strong>，请预览并核对页面内容。</p>`),
    };
  });
}

export async function publish(ctx: TOpsContext, activityId: number): Promise<void> {
  await act(ctx, activityId, "publish", async (tx, a) => {
    refuse(publishRefusal(a));
    await tx.update(activities).set({ pubStatus: 2, pubTime: ctx.at, updTime: ctx.at }).where(eq(activities.id, a.id));
    return {
      before: pick(a, ["pubStatus", "pubTime"]),
      after: { pubStatus: 2, pubTime: ctx.at },
      afterCommit: notifyParts(ctx, a.id, "活动页面已正式发布", `<p>《${escapeHtml(a.title)}》的活动页面已正式发布，投资者现在可以查看并预约提醒。</p>`),
    };
  });
}

export async function setLiveUrl(ctx: TOpsContext, activityId: number, liveUrl: string): Promise<void> {
  await act(ctx, activityId, "set_live_url", async (tx, a) => {
    refuse(preparationRefusal(a));
    await tx.update(activities).set({ liveUrl, updTime: ctx.at }).where(eq(activities.id, a.id));
    return { before: { liveUrl: a.liveUrl }, after: { liveUrl } };
  });
}

export async function startActivity(ctx: TOpsContext, activityId: number): Promise<void> {
  await act(ctx, activityId, "start", async (tx, a) => {
    refuse(startRefusal(a));
    await tx.update(activities).set({ status: 2, updTime: ctx.at }).where(eq(activities.id, a.id));
    return { before: { status: a.status }, after: { status: 2 } };
  });
}

export async function endActivity(ctx: TOpsContext, activityId: number): Promise<void> {
  await act(ctx, activityId, "end", async (tx, a) => {
    refuse(endRefusal(a));
    await tx.update(activities).set({ status: 3, updTime: ctx.at }).where(eq(activities.id, a.id));
    return { before: { status: a.status }, after: { status: 3 } };
  });
}

/**
 * Cancel: with a company, that company's part (a collective gives its place back; a single activity is
 * cancelled with its part and returns its slot units); without one, the whole activity.
 */
export async function cancelActivity(ctx: TOpsContext, body: z.infer<typeof ZOpsCancelBody>): Promise<void> {
  if (body.companyId !== undefined) {
    await ctx.db.transaction(async (tx) => {
      const activity = await lockActivity(tx, body.activityId);
      if (!activity) throw badRequest(OpsMsg.notFound);
      refuse(opsCancelRefusal(activity));
      const part = await pickPart(tx, activity, body.companyId);
      if (part.isCancel) throw badRequest(OpsMsg.partCancelled);
      await cancelPart(tx, { activity, part, at: ctx.at, actorUserId: ctx.actorUserId, req: ctx.req, action: "ops.activity.cancel_part", reason: body.reason });
    });
    return;
  }
  await act(ctx, body.activityId, "cancel", async (tx, a) => {
    refuse(opsCancelRefusal(a));
    await cancelWholeActivity(tx, a, ctx.at);
    return {
      before: pick(a, ["isCancel", "storeId", "recStoreId", "bookedCount"]),
      after: { isCancel: true, returnedStores: a.isMulti ? [] : [a.storeId, a.recStoreId].filter((id) => id !== null), reason: body.reason ?? null },
      afterCommit: notifyParts(ctx, a.id, "活动已取消", `<p>《${escapeHtml(a.title)}》已由平台取消${body.reason ? `，原因：${escapeHtml(body.reason)}` : ""}。如有疑问请联系客服。</p>`),
    };
  });
}

export async function switchModules(ctx: TOpsContext, body: z.infer<typeof ZSwitchModulesBody>): Promise<void> {
  await act(ctx, body.activityId, "switch_modules", async (tx, a) => {
    refuse(moduleRefusal(a));
    const keys = ["moduleHasPreCollection", "isOpenText", "isOpenActivityData", "isAutoApprove"] as const;
    const set: Partial<TActivityRow> = { updTime: ctx.at };
    for (const k of keys) if (body[k] !== undefined) set[k] = body[k];
    await tx.update(activities).set(set).where(eq(activities.id, a.id));
    return { before: pick(a, keys), after: { ...pick(a, keys), ...pick(body, keys.filter((k) => body[k] !== undefined)) } };
  });
}

export async function assignPartners(ctx: TOpsContext, body: z.infer<typeof ZAssignPartnersBody>): Promise<void> {
  await act(ctx, body.activityId, "assign_partners", async (tx, a) => {
    refuse(preparationRefusal(a));
    const ids = [...new Set(body.companyIds)];
    const partners = await tx.select({ id: companies.id, isEnableDistribute: companies.isEnableDistribute }).from(companies).where(inArray(companies.id, ids));
    if (partners.length !== ids.length || partners.some((p) => !p.isEnableDistribute)) throw badRequest(OpsMsg.partnerNotEnabled);
    const before = await tx.select().from(activityDistributions).where(eq(activityDistributions.activityId, a.id));
    const urls = {
      ...(body.liveDistributeUrl !== undefined ? { liveDistributeUrl: body.liveDistributeUrl } : {}),
      ...(body.liveDistributeBackUrl !== undefined ? { liveDistributeBackUrl: body.liveDistributeBackUrl } : {}),
      ...(body.interactUrl !== undefined ? { interactUrl: body.interactUrl } : {}),
    };
    // A partner assigned again keeps its row (and any PV it submitted); new addresses replace the old.
    const insert = tx
      .insert(activityDistributions)
      .values(ids.map((companyId) => ({ activityId: a.id, companyId, createdBy: ctx.actorUserId, crtTime: ctx.at, ...urls })));
    if (Object.keys(urls).length > 0) {
      await insert.onConflictDoUpdate({ target: [activityDistributions.activityId, activityDistributions.companyId], set: { ...urls, updTime: ctx.at } });
    } else {
      await insert.onConflictDoNothing();
    }
    return { entity: "activity_distributions", before, after: { activityId: a.id, companyIds: ids, ...urls } };
  });
}
