import { randomBytes } from "node:crypto";
import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type {
  TOpsBanner,
  TOpsCourse,
  TOpsHelp,
  TOpsHotTopic,
  TOpsSubject,
  ZBannerSaveBody,
  ZCourseSaveBody,
  ZHelpSaveBody,
  ZHotTopicSaveBody,
  ZPageSaveBody,
  ZSubjectSaveBody,
} from "#shared/api/content-ops.contract.ts";
import { testCodeFrom } from "#shared/activity/ops-rules.ts";
import { toPlainText } from "#shared/text/plain-text.ts";
import { ContentMsg, SubjectPub, TopicItemKind, subjectPublishRefusal, subjectPublishTestRefusal } from "#shared/content/site-content.ts";
import type { TDb } from "../../db/client.ts";
import {
  activities,
  activityRecordVideos,
  courseLessons,
  courses,
  helpArticles,
  hotTopicItems,
  hotTopics,
  siteBanners,
  staticPages,
  subjectPageActivities,
  subjectPages,
} from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest } from "../../lib/errors.ts";
import { sanitizeRichHtml } from "./rich-html.ts";

/**
 * The back office's content writes. Each runs in one transaction: the row before (locked), the write, the
 * audit entry with the state before and after. Plain-text fields are stored stripped of markup (toPlainText),
 * rich text sanitised (rich-html.ts), so every reader may trust what is stored.
 */

export interface TContentCtx {
  db: TDb;
  req: FastifyRequest;
  actorUserId: number;
  at: Date;
}

const plain = (v: string | undefined | null) => (v ? toPlainText(v) || null : null);
const need = (v: string) => {
  const text = toPlainText(v);
  if (!text) throw badRequest(ContentMsg.titleRequired);
  return text;
};
const rich = (v: string | undefined | null) => (v ? sanitizeRichHtml(v) : null);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function audit(ctx: TContentCtx, tx: TDb, action: string, entity: string, entityId: string | number | null, before: unknown, after: unknown) {
  await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: `ops.content.${action}`, entity, entityId, before: before ?? null, after });
}

// ---- banners

type TBannerRow = typeof siteBanners.$inferSelect;
const bannerOut = (r: TBannerRow): TOpsBanner => ({
  id: r.id,
  title: r.title,
  titleEn: r.titleEn,
  imageUrl: r.imageUrl,
  targetType: r.targetType,
  targetId: r.targetId,
  targetUrl: r.targetUrl,
  sort: r.sort,
  status: r.status,
  startAt: iso(r.startAt),
  endAt: iso(r.endAt),
  updTime: r.updTime.toISOString(),
});

export async function listBanners(db: TDb): Promise<TOpsBanner[]> {
  return (await db.select().from(siteBanners).orderBy(asc(siteBanners.sort), asc(siteBanners.id))).map(bannerOut);
}

async function requireTarget(tx: TDb, targetType: number, targetId: number | undefined) {
  if (targetType === 1 && targetId) {
    const [a] = await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, targetId));
    if (!a) throw badRequest(ContentMsg.activityNotFound);
  }
  if (targetType === 2 && targetId) {
    const [p] = await tx.select({ id: subjectPages.id }).from(subjectPages).where(eq(subjectPages.id, targetId));
    if (!p) throw badRequest(ContentMsg.targetSubjectRequired);
  }
}

export async function saveBanner(ctx: TContentCtx, body: z.infer<typeof ZBannerSaveBody>): Promise<TOpsBanner> {
  return ctx.db.transaction(async (tx) => {
    const before = body.id ? (await tx.select().from(siteBanners).where(eq(siteBanners.id, body.id)).for("update"))[0] : undefined;
    if (body.id && !before) throw badRequest(ContentMsg.notFound);
    await requireTarget(tx, body.targetType, body.targetId);
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${siteBanners.sort}), 0)::int` }).from(siteBanners);
    const values = {
      title: need(body.title),
      titleEn: plain(body.titleEn),
      imageUrl: body.imageUrl,
      targetType: body.targetType,
      // only what the target kind uses is kept, so a banner switched to a link forgets its activity
      targetId: body.targetType === 3 ? null : (body.targetId ?? null),
      targetUrl: body.targetType === 3 ? (body.targetUrl ?? null) : null,
      sort: body.sort ?? before?.sort ?? (last?.sort ?? 0) + 10,
      status: body.status,
      startAt: body.startAt ?? null,
      endAt: body.endAt ?? null,
      updatedBy: ctx.actorUserId,
      updTime: ctx.at,
    };
    const [row] = before
      ? await tx.update(siteBanners).set(values).where(eq(siteBanners.id, before.id)).returning()
      : await tx.insert(siteBanners).values({ ...values, crtTime: ctx.at }).returning();
    await audit(ctx, tx, before ? "banner_update" : "banner_create", "site_banners", row!.id, before ? bannerOut(before) : null, bannerOut(row!));
    return bannerOut(row!);
  });
}

export async function sortBanners(ctx: TContentCtx, ids: number[]): Promise<TOpsBanner[]> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.select().from(siteBanners).where(inArray(siteBanners.id, ids)).for("update");
    if (rows.length !== ids.length) throw badRequest(ContentMsg.notFound);
    const before = Object.fromEntries(rows.map((r) => [r.id, r.sort]));
    for (const [index, id] of ids.entries()) {
      await tx.update(siteBanners).set({ sort: (index + 1) * 10, updatedBy: ctx.actorUserId, updTime: ctx.at }).where(eq(siteBanners.id, id));
    }
    await audit(ctx, tx, "banner_sort", "site_banners", null, before, Object.fromEntries(ids.map((id, i) => [id, (i + 1) * 10])));
    return listBanners(tx);
  });
}

// ---- hot topics

type TTopicRow = typeof hotTopics.$inferSelect;

async function topicOut(db: TDb, rows: TTopicRow[]): Promise<TOpsHotTopic[]> {
  if (rows.length === 0) return [];
  const items = await db.select().from(hotTopicItems).where(inArray(hotTopicItems.topicId, rows.map((r) => r.id))).orderBy(asc(hotTopicItems.sort));
  const actIds = items.filter((i) => i.kind === TopicItemKind.activity).map((i) => i.refId);
  const vidIds = items.filter((i) => i.kind === TopicItemKind.recordVideo).map((i) => i.refId);
  const [acts, vids] = await Promise.all([
    actIds.length ? db.select({ id: activities.id, title: activities.title }).from(activities).where(inArray(activities.id, actIds)) : [],
    vidIds.length
      ? db.select({ id: activityRecordVideos.id, title: sql<string>`coalesce(${activityRecordVideos.videoName}, '')` }).from(activityRecordVideos).where(inArray(activityRecordVideos.id, vidIds))
      : [],
  ]);
  const label = new Map<string, string>([...acts.map((a) => [`1:${a.id}`, a.title] as const), ...vids.map((v) => [`2:${v.id}`, v.title] as const)]);
  return rows.map((r) => {
    const own = items.filter((i) => i.topicId === r.id).map((i) => ({ kind: i.kind, refId: i.refId, label: label.get(`${i.kind}:${i.refId}`) ?? "" }));
    return {
      id: r.id,
      title: r.title,
      titleEn: r.titleEn,
      coverUrl: r.coverUrl,
      summary: r.summary,
      summaryEn: r.summaryEn,
      itemCount: own.length,
      sort: r.sort,
      status: r.status,
      items: own,
      updTime: r.updTime.toISOString(),
    };
  });
}

export async function listHotTopics(db: TDb): Promise<TOpsHotTopic[]> {
  return topicOut(db, await db.select().from(hotTopics).orderBy(asc(hotTopics.sort), desc(hotTopics.id)));
}

export async function saveHotTopic(ctx: TContentCtx, body: z.infer<typeof ZHotTopicSaveBody>): Promise<TOpsHotTopic> {
  return ctx.db.transaction(async (tx) => {
    const before = body.id ? (await tx.select().from(hotTopics).where(eq(hotTopics.id, body.id)).for("update"))[0] : undefined;
    if (body.id && !before) throw badRequest(ContentMsg.notFound);
    // each item once, in the order given; each must exist
    const seen = new Set<string>();
    const items = body.items.filter((i) => !seen.has(`${i.kind}:${i.refId}`) && seen.add(`${i.kind}:${i.refId}`));
    const actIds = items.filter((i) => i.kind === TopicItemKind.activity).map((i) => i.refId);
    const vidIds = items.filter((i) => i.kind === TopicItemKind.recordVideo).map((i) => i.refId);
    const foundActs = actIds.length ? await tx.select({ id: activities.id }).from(activities).where(inArray(activities.id, actIds)) : [];
    const foundVids = vidIds.length ? await tx.select({ id: activityRecordVideos.id }).from(activityRecordVideos).where(inArray(activityRecordVideos.id, vidIds)) : [];
    const missing = [
      ...actIds.filter((id) => !foundActs.some((a) => a.id === id)).map((id) => `活动${id}`),
      ...vidIds.filter((id) => !foundVids.some((v) => v.id === id)).map((id) => `视频${id}`),
    ];
    if (missing.length) throw badRequest(`${ContentMsg.itemNotFound}${missing.join("、")}`);
    const values = cardValues(ctx, body);
    const beforeOut = before ? (await topicOut(tx, [before]))[0] : null;
    const [row] = before
      ? await tx.update(hotTopics).set(values).where(eq(hotTopics.id, before.id)).returning()
      : await tx.insert(hotTopics).values({ ...values, crtTime: ctx.at }).returning();
    await tx.delete(hotTopicItems).where(eq(hotTopicItems.topicId, row!.id));
    if (items.length) await tx.insert(hotTopicItems).values(items.map((i, index) => ({ topicId: row!.id, kind: i.kind, refId: i.refId, sort: index })));
    const [out] = await topicOut(tx, [row!]);
    await audit(ctx, tx, before ? "hot_topic_update" : "hot_topic_create", "hot_topics", row!.id, beforeOut, out);
    return out!;
  });
}

// ---- subject pages

type TSubjectRow = typeof subjectPages.$inferSelect;

async function subjectOut(db: TDb, rows: TSubjectRow[]): Promise<TOpsSubject[]> {
  if (rows.length === 0) return [];
  const links = await db.select().from(subjectPageActivities).where(inArray(subjectPageActivities.subjectId, rows.map((r) => r.id))).orderBy(asc(subjectPageActivities.sort));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    titleEn: r.titleEn,
    headerType: r.headerType,
    showLogin: r.showLogin === 1,
    bannerUrl: r.bannerUrl,
    content: r.content,
    contentEn: r.contentEn,
    pubStatus: r.pubStatus,
    testCode: r.testCode,
    pubTime: iso(r.pubTime),
    activityIds: links.filter((l) => l.subjectId === r.id).map((l) => l.activityId),
    updTime: r.updTime.toISOString(),
  }));
}

export async function listSubjects(db: TDb): Promise<TOpsSubject[]> {
  return subjectOut(db, await db.select().from(subjectPages).orderBy(desc(subjectPages.id)));
}

async function lockSubject(tx: TDb, id: number): Promise<TSubjectRow> {
  const [row] = await tx.select().from(subjectPages).where(eq(subjectPages.id, id)).for("update");
  if (!row) throw badRequest(ContentMsg.notFound);
  return row;
}

export async function saveSubject(ctx: TContentCtx, body: z.infer<typeof ZSubjectSaveBody>): Promise<TOpsSubject> {
  return ctx.db.transaction(async (tx) => {
    const before = body.id ? await lockSubject(tx, body.id) : undefined;
    const ids = [...new Set(body.activityIds)];
    const found = ids.length ? await tx.select({ id: activities.id }).from(activities).where(inArray(activities.id, ids)) : [];
    if (found.length !== ids.length) throw badRequest(ContentMsg.activityNotFound);
    const values = {
      title: need(body.title),
      titleEn: plain(body.titleEn),
      headerType: body.headerType,
      showLogin: body.showLogin ? 1 : 0,
      bannerUrl: body.bannerUrl ?? null,
      content: rich(body.content) ?? "",
      contentEn: rich(body.contentEn),
      updatedBy: ctx.actorUserId,
      updTime: ctx.at,
    };
    const beforeOut = before ? (await subjectOut(tx, [before]))[0] : null;
    const [row] = before
      ? await tx.update(subjectPages).set(values).where(eq(subjectPages.id, before.id)).returning()
      : await tx.insert(subjectPages).values({ ...values, crtTime: ctx.at }).returning();
    await tx.delete(subjectPageActivities).where(eq(subjectPageActivities.subjectId, row!.id));
    if (ids.length) await tx.insert(subjectPageActivities).values(ids.map((activityId, sort) => ({ subjectId: row!.id, activityId, sort })));
    const [out] = await subjectOut(tx, [row!]);
    await audit(ctx, tx, before ? "subject_update" : "subject_create", "subject_pages", row!.id, beforeOut, out);
    return out!;
  });
}

export async function publishSubject(ctx: TContentCtx, id: number, formally: boolean): Promise<TOpsSubject> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockSubject(tx, id);
    const refusal = formally ? subjectPublishRefusal(before) : subjectPublishTestRefusal(before);
    if (refusal) throw badRequest(refusal);
    const set = formally
      ? { pubStatus: SubjectPub.published, pubTime: ctx.at, updTime: ctx.at, updatedBy: ctx.actorUserId }
      : { pubStatus: SubjectPub.test, testCode: testCodeFrom(randomBytes(16)), updTime: ctx.at, updatedBy: ctx.actorUserId };
    const [row] = await tx.update(subjectPages).set(set).where(eq(subjectPages.id, id)).returning();
    const [out] = await subjectOut(tx, [row!]);
    await audit(ctx, tx, formally ? "subject_publish" : "subject_publish_test", "subject_pages", id, { pubStatus: before.pubStatus, testCode: before.testCode }, { pubStatus: row!.pubStatus, testCode: row!.testCode });
    return out!;
  });
}

// ---- courses

type TCourseRow = typeof courses.$inferSelect;

async function courseOut(db: TDb, rows: TCourseRow[]): Promise<TOpsCourse[]> {
  if (rows.length === 0) return [];
  const lessons = await db.select().from(courseLessons).where(inArray(courseLessons.courseId, rows.map((r) => r.id))).orderBy(asc(courseLessons.sort), asc(courseLessons.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    titleEn: r.titleEn,
    coverUrl: r.coverUrl,
    summary: r.summary,
    summaryEn: r.summaryEn,
    sort: r.sort,
    status: r.status,
    lessons: lessons.filter((l) => l.courseId === r.id).map((l) => ({ id: l.id, kind: l.kind, title: l.title, titleEn: l.titleEn, url: l.url, durationMinutes: l.durationMinutes })),
    updTime: r.updTime.toISOString(),
  }));
}

export async function listCourses(db: TDb): Promise<TOpsCourse[]> {
  return courseOut(db, await db.select().from(courses).orderBy(asc(courses.sort), desc(courses.id)));
}

/** The fields a hot topic and a course share as cards (titles, cover, summaries, order, state), as stored. */
function cardValues(
  ctx: TContentCtx,
  body: { title: string; titleEn?: string | null; coverUrl?: string | null; summary?: string | null; summaryEn?: string | null; sort: number; status: number },
) {
  return {
    title: need(body.title),
    titleEn: plain(body.titleEn),
    coverUrl: body.coverUrl ?? null,
    summary: plain(body.summary),
    summaryEn: plain(body.summaryEn),
    sort: body.sort,
    status: body.status,
    updatedBy: ctx.actorUserId,
    updTime: ctx.at,
  };
}

export async function saveCourse(ctx: TContentCtx, body: z.infer<typeof ZCourseSaveBody>): Promise<TOpsCourse> {
  return ctx.db.transaction(async (tx) => {
    const before = body.id ? (await tx.select().from(courses).where(eq(courses.id, body.id)).for("update"))[0] : undefined;
    if (body.id && !before) throw badRequest(ContentMsg.notFound);
    const values = cardValues(ctx, body);
    const beforeOut = before ? (await courseOut(tx, [before]))[0] : null;
    const [row] = before
      ? await tx.update(courses).set(values).where(eq(courses.id, before.id)).returning()
      : await tx.insert(courses).values({ ...values, crtTime: ctx.at }).returning();
    await tx.delete(courseLessons).where(eq(courseLessons.courseId, row!.id));
    if (body.lessons.length) {
      await tx.insert(courseLessons).values(
        body.lessons.map((l, sort) => ({ courseId: row!.id, kind: l.kind, title: need(l.title), titleEn: plain(l.titleEn), url: l.url, durationMinutes: l.durationMinutes ?? null, sort })),
      );
    }
    const [out] = await courseOut(tx, [row!]);
    await audit(ctx, tx, before ? "course_update" : "course_create", "courses", row!.id, beforeOut, out);
    return out!;
  });
}

// ---- help articles and static pages

type THelpRow = typeof helpArticles.$inferSelect;
const helpOut = (r: THelpRow): TOpsHelp => ({
  id: r.id, title: r.title, titleEn: r.titleEn, content: r.content, contentEn: r.contentEn, sort: r.sort, status: r.status, updTime: r.updTime.toISOString(),
});

export async function listHelp(db: TDb): Promise<TOpsHelp[]> {
  return (await db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id))).map(helpOut);
}

export async function saveHelp(ctx: TContentCtx, body: z.infer<typeof ZHelpSaveBody>): Promise<TOpsHelp> {
  return ctx.db.transaction(async (tx) => {
    const before = body.id ? (await tx.select().from(helpArticles).where(eq(helpArticles.id, body.id)).for("update"))[0] : undefined;
    if (body.id && !before) throw badRequest(ContentMsg.notFound);
    const values = {
      title: need(body.title),
      titleEn: plain(body.titleEn),
      content: rich(body.content) ?? "",
      contentEn: rich(body.contentEn),
      sort: body.sort,
      status: body.status,
      updatedBy: ctx.actorUserId,
      updTime: ctx.at,
    };
    const [row] = before
      ? await tx.update(helpArticles).set(values).where(eq(helpArticles.id, before.id)).returning()
      : await tx.insert(helpArticles).values(values).returning();
    await audit(ctx, tx, before ? "help_update" : "help_create", "help_articles", row!.id, before ? helpOut(before) : null, helpOut(row!));
    return helpOut(row!);
  });
}

export async function savePage(ctx: TContentCtx, body: z.infer<typeof ZPageSaveBody>) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(staticPages).where(eq(staticPages.pageKey, body.pageKey)).for("update");
    const values = { title: need(body.title), titleEn: plain(body.titleEn), content: rich(body.content) ?? "", contentEn: rich(body.contentEn), updatedBy: ctx.actorUserId, updTime: ctx.at };
    const [row] = await tx
      .insert(staticPages)
      .values({ pageKey: body.pageKey, ...values })
      .onConflictDoUpdate({ target: staticPages.pageKey, set: values })
      .returning();
    const strip = (r: typeof row) => (r ? { title: r.title, titleEn: r.titleEn, content: r.content, contentEn: r.contentEn } : null);
    await audit(ctx, tx, "page_update", "static_pages", body.pageKey, strip(before), strip(row));
    return row!;
  });
}

export async function listPages(db: TDb) {
  return db.select().from(staticPages).orderBy(asc(staticPages.pageKey));
}
