import { sql } from "drizzle-orm";
import type { TPublicCompanyCard, TPublicVideoCard } from "#shared/api/public-list.contract.ts";
import { PublicVideoStatus } from "#shared/video/public-video.ts";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/raw-sql.ts";
import { playableReplay } from "../../lib/playable-replay.ts";
import type { TViewer } from "../qa/index.ts";
import { keywordPattern, matchesKeyword, visibleTo } from "./public-activity.repository.ts";

/**
 * Search's company and video tabs (document 4 section 2.7); its activity tab is the roadshow list with a
 * keyword (public-activity.repository.ts). Each keyword is a parameter matched through a trigram index.
 */

export interface TSearchPage {
  keyword: string;
  pageNo: number;
  pageSize: number;
}

/** Companies whose name, short name (zh or en) or stock code holds the keyword; listed companies by code first. */
export async function searchCompanies(db: TDb, q: TSearchPage): Promise<{ records: TPublicCompanyCard[]; total: number }> {
  const where = sql`roadshow_company_doc(c.short_name, c.full_name, c.en_short_name, c.en_full_name, c.stock_code) like ${keywordPattern(q.keyword)}`;
  const [records, [count]] = await Promise.all([
    queryRows<TPublicCompanyCard>(
      db,
      sql`select c.id as "companyId", c.short_name as "shortName", c.full_name as "fullName", c.en_short_name as "enShortName",
          c.en_full_name as "enFullName", c.stock_code as "stockCode", c.company_type::int as "companyType",
          coalesce(c.logo_path, c.mini_logo_path) as "logoPath"
        from companies c where ${where}
        order by c.stock_code is null, c.stock_code, c.id limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`,
    ),
    queryRows<{ n: number | string }>(db, sql`select count(*) as n from companies c where ${where}`),
  ]);
  return { records, total: Number(count?.n ?? 0) };
}

/**
 * Videos a keyword finds (document 4 section 2.7), newest first: replays (approved videos, status 1 or 3
 * uploaded by the back office, of listed activities this viewer may see whose title or companies match) and
 * the public library's published videos whose title or company matches. Each side is one trigram lookup
 * (activities_search_trgm or public_videos_search_trgm, and companies_search_trgm).
 */
export async function searchVideos(db: TDb, q: TSearchPage, viewer: TViewer, at: Date): Promise<{ records: TPublicVideoCard[]; total: number }> {
  const pattern = keywordPattern(q.keyword);
  const replayWhere = sql`${playableReplay("v")} and a.pub_status = 2 and not a.is_cancel and ${visibleTo(viewer)} and ${matchesKeyword(q.keyword)}`;
  const replayFrom = sql`activity_record_videos v join activities a on a.id = v.activity_id`;
  // the status written into the text, not bound: the planner must see it to use the partial index
  const libraryWhere = sql`p.status = ${sql.raw(String(PublicVideoStatus.published))} and p.publish_time <= ${at.toISOString()}::timestamptz and (
    roadshow_activity_doc(p.title, p.title_en) like ${pattern}
    or p.company_id in (select kc.id from companies kc
      where roadshow_company_doc(kc.short_name, kc.full_name, kc.en_short_name, kc.en_full_name, kc.stock_code) like ${pattern}))`;
  const [records, [count]] = await Promise.all([
    queryRows<TPublicVideoCard & { sortAt: unknown }>(
      db,
      sql`select * from (
          select 'replay' as kind, v.id as "videoId", a.id as "activityId", a.title, a.en_title as "enTitle", v.video_name as "videoName",
            c.short_name as "companyShortName", c.stock_code as "stockCode", coalesce(c.logo_path, c.mini_logo_path) as "coverPath",
            v.video_duration as "videoDuration", a.start_date::text as "startDate", v.created_at as "sortAt"
          from ${replayFrom} join companies c on c.id = v.company_id where ${replayWhere}
          union all
          select 'library', p.id, null, p.title, p.title_en, null, c.short_name, c.stock_code, p.cover_path,
            p.duration, (p.publish_time at time zone 'Asia/Shanghai')::date::text, p.publish_time
          from public_videos p left join companies c on c.id = p.company_id where ${libraryWhere}
        ) found order by "sortAt" desc, kind, "videoId" desc limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`,
    ),
    queryRows<{ n: number | string }>(
      db,
      sql`select (select count(*) from ${replayFrom} where ${replayWhere}) + (select count(*) from public_videos p where ${libraryWhere}) as n`,
    ),
  ]);
  return { records: records.map(({ sortAt: _sortAt, ...card }) => card), total: Number(count?.n ?? 0) };
}
