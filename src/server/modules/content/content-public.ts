import { and, asc, count, desc, eq, inArray, isNull, notExists, or, gt, lte, sql } from "drizzle-orm";
import type { TBanner, TCourseDetail, THotTopicCard, THotTopicDetail, TLinkedActivity, TStaticPage, TSubjectDetail, TTopicItem } from "#shared/api/content.contract.ts";
import { ContentStatus, TopicItemKind, subjectVisibility, type TStaticPageKey } from "#shared/content/site-content.ts";
import type { TDb } from "../../db/client.ts";
import { playableReplay } from "../../lib/playable-replay.ts";
import {
  activities,
  activityRecordVideos,
  activityVisibleUsers,
  courseLessons,
  courses,
  helpArticles,
  hotTopicItems,
  hotTopics,
  siteBanners,
  staticPages,
  subjectPageActivities,
  subjectPages,
  systemSettings,
} from "../../db/schema/index.ts";

/**
 * The public reads of the site's content. What is disabled, unpublished (without its test code), cancelled or
 * restricted is left out, and a detail of such a thing answers null, which the route turns into the same
 * "does not exist" a missing id gets.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Activities a stranger may see: published (test or formal), not cancelled, not restricted to a list of users. */
const publicActivity = () =>
  and(
    gte1(activities.pubStatus),
    eq(activities.isCancel, false),
    notExists(sql`(select 1 from ${activityVisibleUsers} where ${activityVisibleUsers.activityId} = ${activities.id})`),
  );
function gte1(column: typeof activities.pubStatus) {
  return sql`${column} >= 1`;
}

/** The public activities among these ids, in the order of the ids. */
export async function linkedActivities(db: TDb, ids: readonly number[]): Promise<TLinkedActivity[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      activityId: activities.id,
      title: activities.title,
      enTitle: activities.enTitle,
      startDate: activities.startDate,
      startTime: activities.startTime,
      endTime: activities.endTime,
      status: activities.status,
      // written out qualified: drizzle drops table names inside a select without joins, and these columns are ambiguous
      companyNames: sql<string>`coalesce((select string_agg(c.short_name, '、' order by ac.id)
        from activity_companies ac join companies c on c.id = ac.company_id
        where ac.activity_id = "activities"."id" and ac.is_cancel = false), '')`,
      // English pages: each company's English short name where it has one
      companyEnNames: sql<string>`coalesce((select string_agg(coalesce(nullif(c.en_short_name, ''), c.short_name), ', ' order by ac.id)
        from activity_companies ac join companies c on c.id = ac.company_id
        where ac.activity_id = "activities"."id" and ac.is_cancel = false), '')`,
    })
    .from(activities)
    .where(and(inArray(activities.id, [...ids]), publicActivity()));
  const byId = new Map(rows.map((r) => [r.activityId, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function liveBanners(db: TDb, at: Date): Promise<TBanner[]> {
  return db
    .select({
      id: siteBanners.id,
      title: siteBanners.title,
      titleEn: siteBanners.titleEn,
      imageUrl: siteBanners.imageUrl,
      targetType: siteBanners.targetType,
      targetId: siteBanners.targetId,
      targetUrl: siteBanners.targetUrl,
      sort: siteBanners.sort,
    })
    .from(siteBanners)
    .where(
      and(
        eq(siteBanners.status, ContentStatus.enabled),
        or(isNull(siteBanners.startAt), lte(siteBanners.startAt, at)),
        or(isNull(siteBanners.endAt), gt(siteBanners.endAt, at)),
      ),
    )
    .orderBy(asc(siteBanners.sort), asc(siteBanners.id))
    .limit(20);
}

const topicCard = {
  id: hotTopics.id,
  title: hotTopics.title,
  titleEn: hotTopics.titleEn,
  coverUrl: hotTopics.coverUrl,
  summary: hotTopics.summary,
  summaryEn: hotTopics.summaryEn,
  itemCount: sql<number>`(select count(*)::int from hot_topic_items i where i.topic_id = "hot_topics"."id")`,
};

export async function pageHotTopics(db: TDb, pageNo: number, pageSize: number): Promise<{ records: THotTopicCard[]; total: number }> {
  const where = eq(hotTopics.status, ContentStatus.enabled);
  const [records, [total]] = await Promise.all([
    db.select(topicCard).from(hotTopics).where(where).orderBy(asc(hotTopics.sort), desc(hotTopics.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(hotTopics).where(where),
  ]);
  return { records, total: total?.n ?? 0 };
}

/** The public items of a topic: activities and approved videos of public activities, in their order. */
async function topicItems(db: TDb, topicId: number): Promise<TTopicItem[]> {
  const items = await db.select().from(hotTopicItems).where(eq(hotTopicItems.topicId, topicId)).orderBy(asc(hotTopicItems.sort));
  const activityIds = items.filter((i) => i.kind === TopicItemKind.activity).map((i) => i.refId);
  const videoIds = items.filter((i) => i.kind === TopicItemKind.recordVideo).map((i) => i.refId);
  const [acts, videos] = await Promise.all([
    linkedActivities(db, activityIds),
    videoIds.length === 0
      ? []
      : db
          .select({
            id: activityRecordVideos.id,
            videoName: activityRecordVideos.videoName,
            description: activityRecordVideos.description,
            videoDuration: activityRecordVideos.videoDuration,
            activityId: activities.id,
            activityTitle: activities.title,
            activityEnTitle: activities.enTitle,
          })
          .from(activityRecordVideos)
          .innerJoin(activities, eq(activities.id, activityRecordVideos.activityId))
          // only what the activity page plays (a card must not lead to "the replay is being prepared")
          .where(and(inArray(activityRecordVideos.id, videoIds), playableReplay("activity_record_videos"), publicActivity())),
  ]);
  const actById = new Map(acts.map((a) => [a.activityId, a]));
  const videoById = new Map(videos.map((v) => [v.id, v]));
  return items.flatMap((i): TTopicItem[] => {
    if (i.kind === TopicItemKind.activity) {
      const a = actById.get(i.refId);
      return a ? [{ kind: i.kind, refId: i.refId, activity: a, video: null }] : [];
    }
    if (i.kind === TopicItemKind.recordVideo) {
      const v = videoById.get(i.refId);
      return v ? [{ kind: i.kind, refId: i.refId, activity: null, video: v }] : [];
    }
    return [];
  });
}

export async function hotTopicDetail(db: TDb, id: number): Promise<THotTopicDetail | null> {
  const [card] = await db.select(topicCard).from(hotTopics).where(and(eq(hotTopics.id, id), eq(hotTopics.status, ContentStatus.enabled)));
  if (!card) return null;
  const items = await topicItems(db, id);
  return { ...card, itemCount: items.length, items };
}

export async function subjectDetail(db: TDb, id: number, testCode: string | undefined): Promise<TSubjectDetail | null> {
  const [page] = await db.select().from(subjectPages).where(eq(subjectPages.id, id));
  if (!page) return null;
  const seen = subjectVisibility(page, testCode);
  if (!seen) return null;
  const links = await db
    .select({ activityId: subjectPageActivities.activityId })
    .from(subjectPageActivities)
    .where(eq(subjectPageActivities.subjectId, id))
    .orderBy(asc(subjectPageActivities.sort));
  return {
    id: page.id,
    title: page.title,
    titleEn: page.titleEn,
    headerType: page.headerType,
    showLogin: page.showLogin === 1,
    bannerUrl: page.bannerUrl,
    content: page.content,
    contentEn: page.contentEn,
    isPreview: seen === "preview",
    activities: await linkedActivities(db, links.map((l) => l.activityId)),
  };
}

const courseCard = {
  id: courses.id,
  title: courses.title,
  titleEn: courses.titleEn,
  coverUrl: courses.coverUrl,
  summary: courses.summary,
  summaryEn: courses.summaryEn,
  lessonCount: sql<number>`(select count(*)::int from course_lessons l where l.course_id = "courses"."id")`,
};

export async function pageCourses(db: TDb, pageNo: number, pageSize: number) {
  const where = eq(courses.status, ContentStatus.enabled);
  const [records, [total]] = await Promise.all([
    db.select(courseCard).from(courses).where(where).orderBy(asc(courses.sort), desc(courses.id)).limit(pageSize).offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { records, total: total?.n ?? 0 };
}

export async function courseDetail(db: TDb, id: number): Promise<TCourseDetail | null> {
  const [card] = await db.select(courseCard).from(courses).where(and(eq(courses.id, id), eq(courses.status, ContentStatus.enabled)));
  if (!card) return null;
  const lessons = await db
    .select({ id: courseLessons.id, kind: courseLessons.kind, title: courseLessons.title, titleEn: courseLessons.titleEn, url: courseLessons.url, durationMinutes: courseLessons.durationMinutes })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, id))
    .orderBy(asc(courseLessons.sort), asc(courseLessons.id));
  return { ...card, lessons };
}

export async function helpList(db: TDb) {
  return db
    .select({ id: helpArticles.id, title: helpArticles.title, titleEn: helpArticles.titleEn })
    .from(helpArticles)
    .where(eq(helpArticles.status, ContentStatus.enabled))
    .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
}

export async function helpDetail(db: TDb, id: number) {
  const [row] = await db.select().from(helpArticles).where(and(eq(helpArticles.id, id), eq(helpArticles.status, ContentStatus.enabled)));
  return row ? { id: row.id, title: row.title, titleEn: row.titleEn, content: row.content, contentEn: row.contentEn, updTime: row.updTime.toISOString() } : null;
}

/** The agreement version the settings name ("2026.1"). */
export async function agreementVersion(db: TDb): Promise<string> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, "agreementVersion"));
  const version = (row?.value as { version?: unknown } | undefined)?.version;
  return typeof version === "string" ? version : "";
}

export async function staticPage(db: TDb, pageKey: TStaticPageKey): Promise<TStaticPage | null> {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.pageKey, pageKey));
  if (!row) return null;
  const isAgreement = pageKey === "serviceDeclaration" || pageKey === "serviceProtocol";
  return {
    pageKey,
    title: row.title,
    titleEn: row.titleEn,
    content: row.content,
    contentEn: row.contentEn,
    updTime: row.updTime.toISOString(),
    version: isAgreement ? (await agreementVersion(db)) || null : null,
  };
}

export { iso };
