import { sql, type SQL } from "drizzle-orm";
import type { TPublicActivityCard } from "#shared/api/public-list.contract.ts";
import { orderTypeText } from "#shared/booking/order-type.ts";
import type { TDb } from "../../db/client.ts";
import { queryRows } from "../../db/raw-sql.ts";
import { playableReplay } from "../../lib/playable-replay.ts";
import type { TViewer } from "../qa/index.ts";

/**
 * The public activity lists (document 4 sections 2.1 and 2.2): formally published activities (pubStatus 2;
 * a test page, pubStatus 1, is reached by its address only and never listed), not cancelled, and restricted
 * ones only for the viewers canSeeRestrictedActivity lets through. Every list reads the partial index
 * activities_public_list_idx in the order of roadshow_list_key (migration 0011): live first, then upcoming
 * soonest first, then ended latest first.
 */

/** The rows every public list starts from (alias a). */
const LISTED = sql`a.pub_status = 2 and not a.is_cancel`;
const LIST_ORDER = sql`roadshow_list_key(a.status, a.start_date, a.start_time), a.id`;

/**
 * Restricted activities for this viewer (canSeeRestrictedActivity, in SQL): public ones for everyone; the
 * listed users, the companies holding it (any part, as takesPart counts) and operators also see restricted ones.
 */
export function visibleTo(viewer: TViewer): SQL {
  const open = sql`not exists (select 1 from activity_visible_users vu where vu.activity_id = a.id)`;
  if (!viewer) return open;
  if (viewer.userType === "operator") return sql`true`;
  const listed = sql`exists (select 1 from activity_visible_users vu where vu.activity_id = a.id and vu.user_id = ${viewer.userId})`;
  const holder =
    viewer.userType === "enterprise" && viewer.companyId
      ? sql` or exists (select 1 from activity_companies hp where hp.activity_id = a.id and hp.company_id = ${viewer.companyId})`
      : sql``;
  return sql`(${open} or ${listed}${holder})`;
}

/** LIKE pattern of a user's keyword, wildcards taken literally, through the same folding as the indexed text. */
export function keywordPattern(keyword: string): SQL {
  const escaped = keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`('%' || roadshow_search_text(${escaped}) || '%')`;
}

/**
 * Activities a keyword finds (alias a): its title (zh or en), or a company taking part by name, short name or
 * stock code. Each side is one trigram index lookup (activities_search_trgm, companies_search_trgm).
 */
export function matchesKeyword(keyword: string): SQL {
  const pattern = keywordPattern(keyword);
  return sql`a.id in (
    select k.id from activities k where k.pub_status = 2 and not k.is_cancel and roadshow_activity_doc(k.title, k.en_title) like ${pattern}
    union
    select kp.activity_id from activity_companies kp where not kp.is_cancel and kp.company_id in (
      select kc.id from companies kc
      where roadshow_company_doc(kc.short_name, kc.full_name, kc.en_short_name, kc.en_full_name, kc.stock_code) like ${pattern}))`;
}

export interface TActivityFilter {
  activityType?: number;
  status?: number;
  startDate?: string;
  endDate?: string;
  keyword?: string;
  /** ended activities with an approved replay only (the replays strip) */
  withReplay?: boolean;
  /** activities this company takes part in (a followed company's card) */
  companyId?: number;
}

function filterSql(f: TActivityFilter, viewer: TViewer): SQL {
  const parts: SQL[] = [LISTED, visibleTo(viewer)];
  if (f.activityType !== undefined) parts.push(sql`a.activity_type = ${f.activityType}`);
  if (f.status !== undefined) parts.push(sql`a.status = ${f.status}`);
  if (f.startDate) parts.push(sql`a.start_date >= ${f.startDate}::date`);
  if (f.endDate) parts.push(sql`a.start_date <= ${f.endDate}::date`);
  if (f.keyword) parts.push(matchesKeyword(f.keyword));
  if (f.companyId !== undefined) {
    parts.push(sql`exists (select 1 from activity_companies fc where fc.activity_id = a.id and fc.company_id = ${f.companyId} and not fc.is_cancel)`);
  }
  if (f.withReplay) parts.push(sql`exists (select 1 from activity_record_videos rv where rv.activity_id = a.id and ${playableReplay("rv")})`);
  return sql.join(parts, sql` and `);
}

/**
 * The card columns over a (activities), lead (its first company taking part) and m (its mode). An activity
 * booked without its own video type has its mode's: English cards name the mode by that type.
 */
const CARD_SQL = sql`a.id as "activityId", a.title, a.en_title as "enTitle", a.activity_type as "activityType", a.is_multi as "isMulti",
  lead.short_name as "companyShortName", lead.en_short_name as "companyEnShortName", lead.stock_code as "stockCode",
  (select count(*) from activity_companies n where n.activity_id = a.id and not n.is_cancel)::int as "companyCount",
  coalesce(lead.logo_path, lead.mini_logo_path) as "coverPath",
  a.start_date::text as "startDate", a.start_time as "startTime", a.end_date::text as "endDate", a.end_time as "endTime",
  a.status::int as status, m.mode_name as "modeName", coalesce(a.video_type, m.video_type)::int as "videoType",
  exists (select 1 from activity_record_videos rv where rv.activity_id = a.id and ${playableReplay("rv")}) as "hasReplay"`;
const CARD_JOINS = sql`left join lateral (
    select c.short_name, c.en_short_name, c.stock_code, c.logo_path, c.mini_logo_path from activity_companies lp
    join companies c on c.id = lp.company_id where lp.activity_id = a.id and not lp.is_cancel order by lp.id limit 1) lead on true
  left join booking_modes m on m.id = a.mode_id`;

type TCardRow = Omit<TPublicActivityCard, "activityTypeText">;

function toCard(row: TCardRow): TPublicActivityCard {
  return { ...row, activityTypeText: orderTypeText(row.activityType) };
}

/**
 * The cards of these activities whose page is public (published, formally or not, and not cancelled) and
 * visible to the viewer, in the order of `ids` (a personal list keeps its own order); others are left out.
 */
export async function publicActivityCardsOf(db: TDb, ids: readonly number[], viewer: TViewer): Promise<TPublicActivityCard[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<TCardRow>(
    db,
    sql`select ${CARD_SQL} from activities a ${CARD_JOINS}
      where a.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and a.pub_status >= 1 and not a.is_cancel and ${visibleTo(viewer)}`,
  );
  const byId = new Map(rows.map((r) => [r.activityId, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The cards of the activities `where` picks, in list order, `limit` from `offset`. */
async function cards(db: TDb, where: SQL, limit: number, offset: number): Promise<TPublicActivityCard[]> {
  const rows = await queryRows<TCardRow>(
    db,
    sql`select ${CARD_SQL} from (select a.id from activities a where ${where} order by ${LIST_ORDER} limit ${limit} offset ${offset}) h
      join activities a on a.id = h.id ${CARD_JOINS}
      order by ${LIST_ORDER}`,
  );
  return rows.map(toCard);
}

/** One page of the roadshow list for this viewer, and how many activities the filters find. */
export async function pagePublicActivities(
  db: TDb,
  f: TActivityFilter,
  viewer: TViewer,
  pageNo: number,
  pageSize: number,
): Promise<{ records: TPublicActivityCard[]; total: number }> {
  const where = filterSql(f, viewer);
  const [records, [count]] = await Promise.all([
    cards(db, where, pageSize, (pageNo - 1) * pageSize),
    queryRows<{ n: number | string }>(db, sql`select count(*) as n from activities a where ${where}`),
  ]);
  return { records, total: Number(count?.n ?? 0) };
}

/** The first `limit` cards a filter finds, in list order. */
export function firstPublicActivities(db: TDb, f: TActivityFilter, viewer: TViewer, limit: number): Promise<TPublicActivityCard[]> {
  return cards(db, filterSql(f, viewer), limit, 0);
}
