import { sql } from "drizzle-orm";
import type { TPublicCompanyCard, TPublicVideoCard } from "#shared/api/public-list.contract.ts";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/raw-sql.ts";
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
 * Replay videos a keyword finds: approved videos (status 1, or 3 uploaded by the back office) of listed
 * activities this viewer may see whose title or companies match. The video library of the public site may
 * replace this one function: the tab reads nothing else.
 */
export async function searchReplayVideos(db: TDb, q: TSearchPage, viewer: TViewer): Promise<{ records: TPublicVideoCard[]; total: number }> {
  const where = sql`v.status in (1, 3) and a.pub_status = 2 and not a.is_cancel and ${visibleTo(viewer)} and ${matchesKeyword(q.keyword)}`;
  const from = sql`activity_record_videos v join activities a on a.id = v.activity_id`;
  const [records, [count]] = await Promise.all([
    queryRows<TPublicVideoCard>(
      db,
      sql`select v.id as "videoId", a.id as "activityId", a.title, a.en_title as "enTitle", v.video_name as "videoName",
          c.short_name as "companyShortName", c.stock_code as "stockCode", coalesce(c.logo_path, c.mini_logo_path) as "coverPath",
          v.video_duration as "videoDuration", a.start_date::text as "startDate"
        from ${from} join companies c on c.id = v.company_id
        where ${where} order by v.created_at desc, v.id desc limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`,
    ),
    queryRows<{ n: number | string }>(db, sql`select count(*) as n from ${from} where ${where}`),
  ]);
  return { records, total: Number(count?.n ?? 0) };
}
