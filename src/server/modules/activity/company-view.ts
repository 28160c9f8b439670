import { sql } from "drizzle-orm";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import { orderTypeText } from "#shared/booking/order-type.ts";
import { isCollectiveFull, isCollectiveOpen, type TCollectiveWindow } from "#shared/booking/eligibility.ts";
import type { TDatabase, TDb } from "../../db/client.ts";
import { runPrepared, sqlLiteral, type TPreparedValue } from "../../db/prepared-query.ts";
import { isoOrNull, likePattern, parseJson, queryRows } from "../../db/raw-sql.ts";
import type { TListCache } from "../../lib/list-cache.ts";

/**
 * The company's view of an activity (document 2 section 3): the activity merged with the company's part
 * (its own mode, times, region or platform in an open collective; its progress flags), the names of mode,
 * region and platform, and the booking contacts. Written as one SQL select that the list, the detail and
 * the back office share, and read as JSON, so a page of ten is one round trip on either driver and every
 * timestamp arrives in one format.
 */

/** Columns over ac (activity_companies), a (activities), c (companies), m, r, p; aliased to the wire names. */
const VIEW_COLUMNS_SQL = `
  a.id as "activityId", coalesce(ac.mode_id, a.mode_id) as "id", a.title, a.en_title as "enTitle", a.is_multi as "isMulti",
  a.activity_type as "activityType", m.mode_name as "modeName", coalesce(ac.video_type, a.video_type) as "videoType",
  coalesce(ac.rec_type, a.rec_type) as "recType", coalesce(ac.is_live_broadcast, a.is_live_broadcast) as "isLiveBroadcast",
  coalesce(ac.rec_date, a.rec_date) as "recDate", a.rec_start_time as "recStartTime", a.rec_end_time as "recEndTime",
  a.start_date as "startDate", a.end_date as "endDate", coalesce(ac.start_time, a.start_time) as "startTime",
  coalesce(ac.end_time, a.end_time) as "endTime", a.is_show_activity_start_time as "isShowActivityStartTime",
  p.platform_name as "platform", r.region_name as "regionName", ac.created_at as "crtTime",
  ac.is_info_subed as "isInfoSubed", ac.info_sub_time as "infoSubTime", a.info_submit_close_time as "infoSubmitCloseTime",
  ac.is_video_uploaded as "isVideoUploaded", ac.video_uploaded_time as "videoUploadedTime",
  a.video_upload_close_time as "videoUploadCloseTime", ac.is_area_confirmed as "isAreaConfirmed",
  ac.area_confirmed_time as "areaConfirmedTime", ac.is_person_list_subed as "isPersonListSubed",
  ac.person_list_subed_time as "personListSubedTime", a.pub_status as "pubStatus", a.pub_time as "pubTime", a.status,
  (ac.is_cancel or a.is_cancel) as "isCancel", ac.is_accept_agreement as "isAcceptAgreement",
  a.booking_start_time as "bookingStartTime", a.booking_end_time as "bookingEndTime", a.capacity, a.booked_count as "bookedCount",
  a.home_page as "homePage", a.test_code as "testCode", a.work_order_task_id as "workOrderTaskId",
  a.module_has_pre_collection as "moduleHasPreCollection", a.is_open_text as "isOpenText",
  a.is_open_activity_data as "isOpenActivityData", a.answer_start_time as "answerStartTime",
  a.answer_end_time as "answerEndTime", c.short_name as "companyName",
  (select coalesce(json_agg(json_build_object('contactName', ct.contact_name, 'contactMobile', ct.contact_mobile,
      'contactWechat', ct.contact_wechat, 'contactMail', ct.contact_mail) order by ct.sort, ct.id), '[]'::json)
    from activity_contacts ct where ct.activity_company_id = ac.id) as contacts`;

/** The joins after `activity_companies ac`. A studio recording's region is its recording region. */
const VIEW_JOINS_SQL = `
  join activities a on a.id = ac.activity_id
  join companies c on c.id = ac.company_id
  left join booking_modes m on m.id = coalesce(ac.mode_id, a.mode_id)
  left join booking_regions r on r.id = coalesce(ac.region_id, a.region_id, a.rec_region_id)
  left join trans_platforms p on p.id = coalesce(ac.platform_id, a.platform_id)`;

/** One page as read from the database, all but its time-dependent fields derived (what the cache keeps). */
export interface TRawPage {
  total: number;
  rows: TPreparedView[];
}

type TRawView = Omit<TCompanyActivity, "activityTypeText" | "infoSubStatus" | "videoUploadStatus" | "isBookable"> & {
  bookingStartTime: string | null;
  capacity: number | null;
  bookedCount: number;
};

const TIMESTAMPS = [
  "crtTime", "infoSubTime", "infoSubmitCloseTime", "videoUploadedTime", "videoUploadCloseTime", "areaConfirmedTime",
  "personListSubedTime", "pubTime", "bookingEndTime", "answerStartTime", "answerEndTime",
] as const;

/** A view row in its wire shape but for what depends on the time, which `finishView` adds. */
export interface TPreparedView {
  view: TCompanyActivity;
  /** an open collective activity's booking window and capacity, when isBookable depends on the time */
  collective: TCollectiveWindow | null;
}

/** The wire shape of one raw view row: ISO instants and the derived fields that never change with time. */
function prepareView(raw: TRawView): TPreparedView {
  const { bookingStartTime, capacity, bookedCount, ...rest } = raw;
  const view = { ...rest } as TCompanyActivity;
  for (const key of TIMESTAMPS) (view as Record<string, unknown>)[key] = isoOrNull(raw[key]);
  view.crtTime = isoOrNull(raw.crtTime) ?? "";
  view.activityTypeText = orderTypeText(raw.activityType);
  view.infoSubStatus = raw.isInfoSubed ? 1 : 0;
  view.videoUploadStatus = raw.isVideoUploaded ? 1 : 0;
  view.isBookable = false;
  const collective = raw.isMulti && raw.status === 1 && !isCollectiveFull({ capacity, bookedCount });
  return {
    view,
    collective: collective ? { bookingStartTime, bookingEndTime: raw.bookingEndTime, capacity, bookedCount, isCancel: raw.isCancel } : null,
  };
}

/** The row as answered at `now`: whether a collective activity can still be booked. */
function finishView({ view, collective }: TPreparedView, now: Date): TCompanyActivity {
  return collective ? { ...view, isBookable: isCollectiveOpen(collective, now) } : view;
}

/** The wire shape of one raw view row at `now`. */
export function toCompanyActivity(raw: TRawView, now: Date): TCompanyActivity {
  return finishView(prepareView(raw), now);
}

/** One view row per company part picked by `parts` (part_id, sort_date, sort_time), as a JSON array. */
function viewsSql(parts: string, order = `v."activityId"`): string {
  return `(select coalesce(json_agg(v order by ${order}), '[]'::json) from (
    select ${VIEW_COLUMNS_SQL}, h.sort_date, h.sort_time
    from (${parts}) h join activity_companies ac on ac.id = h.part_id ${VIEW_JOINS_SQL}) v)`;
}

export interface TCompanyPageFilter {
  statuses: number[];
  title?: string;
  /** 1 ascending, 2 descending */
  sort: number;
  isMulti?: boolean;
  pageNo: number;
  pageSize: number;
}

/**
 * The statement of one page and its count, by shape (which filters are present); the values go in as
 * parameters, so each shape is one fixed text, prepared once (db/prepared-query.ts). A tab is one range of the
 * (company, tab, date, time, id, part) index of activity_list_entries, so page 1, a deep page and a filtered
 * count are index-only scans however many activities a company has; without a title or status filter the
 * count is read from activity_list_counts.
 */
function pageStatement(
  companyId: number,
  f: TCompanyPageFilter,
  tabs: number[],
  statusFilter: boolean,
): { name: string; text: string; values: TPreparedValue[] } {
  const values: TPreparedValue[] = [];
  const param = (value: TPreparedValue, cast: string) => {
    values.push(value);
    return `$${values.length}::${cast}`;
  };
  const company = param(companyId, "int");
  const tab = tabs.length === 1 ? `e.tab = ${param(tabs[0]!, "smallint")}` : `e.tab = any(${param(tabs, "smallint[]")})`;
  const where = [`e.company_id = ${company}`, tab];
  if (statusFilter) where.push(`e.status = any(${param(f.statuses, "smallint[]")})`);
  const multi = f.isMulti === undefined ? null : param(f.isMulti, "boolean");
  if (multi) where.push(`e.is_multi = ${multi}`);
  if (f.title) where.push(`e.title ilike ${param(likePattern(f.title), "text")}`);
  const cond = where.join(" and ");
  const dir = f.sort === 1 ? "asc" : "desc";
  const fromCounts = !statusFilter && !f.title;
  const total = fromCounts
    ? `coalesce((select sum(c.n) from activity_list_counts c where c.company_id = ${company} and c.tab = any(${param(tabs, "smallint[]")})${multi ? ` and c.is_multi = ${multi}` : ""}), 0)::int`
    : `(select count(*) from activity_list_entries e where ${cond})::int`;
  const hits = `select e.activity_company_id as part_id, e.start_date as sort_date, e.start_time as sort_time
    from activity_list_entries e where ${cond}
    order by e.start_date ${dir}, e.start_time ${dir}, e.activity_id ${dir}
    limit ${param(f.pageSize, "int")} offset ${param((f.pageNo - 1) * f.pageSize, "int")}`;
  const text = `select ${total} as total, ${viewsSql(hits, `v.sort_date ${dir}, v.sort_time ${dir}, v."activityId" ${dir}`)} as records`;
  const shape = [dir, tabs.length === 1 ? "t1" : "t2", statusFilter ? "s" : "", multi ? "m" : "", f.title ? "q" : ""].join("");
  return { name: `activity_page_${shape}`, text, values };
}

/** One page of a company's activities and the count, in one prepared statement (one round trip). */
export async function pageCompanyActivities(
  database: TDatabase,
  companyId: number,
  f: TCompanyPageFilter,
  now: Date,
  cache?: TListCache<TRawPage>,
): Promise<{ records: TCompanyActivity[]; total: number }> {
  const tabs = [...new Set(f.statuses.map((s) => (s === 3 ? 2 : 1)))].sort();
  const fullTabs = tabs.flatMap((t) => (t === 1 ? [1, 2] : [3]));
  const statusFilter = fullTabs.some((s) => !f.statuses.includes(s));
  const statement = pageStatement(companyId, f, tabs, statusFilter);
  const load = async (): Promise<TRawPage> => {
    const [row] = await runPrepared<{ total: number | string; records: unknown }>(database, statement.name, statement.text, statement.values);
    return { total: Number(row?.total ?? 0), rows: parseJson<TRawView[]>(row?.records ?? "[]").map(prepareView) };
  };
  // The statement and its values name the page exactly; what depends on the time is derived after the cache.
  const { total, rows } = cache ? await cache.read(companyId, `${statement.name}:${JSON.stringify(statement.values)}`, load) : await load();
  return { records: rows.map((r) => finishView(r, now)), total };
}

/**
 * The company's view of one activity: its live part, or when it withdrew, its latest cancelled part (a
 * cancelled booking still opens, showing isCancel). Undefined when the company has no part in it.
 */
export async function findCompanyActivity(db: TDb, companyId: number, activityId: number, now: Date): Promise<TCompanyActivity | undefined> {
  // Ids are validated integers; sqlLiteral refuses anything else, so they are written into the text safely.
  const part = `select ac.id as part_id, null::date as sort_date, null::text as sort_time from activity_companies ac
    where ac.activity_id = ${sqlLiteral(activityId)} and ac.company_id = ${sqlLiteral(companyId)} order by ac.is_cancel, ac.id desc limit 1`;
  const [row] = await queryRows<{ records: unknown }>(db, sql`select ${sql.raw(viewsSql(part))} as records`);
  const [raw] = parseJson<TRawView[]>(row?.records ?? "[]");
  return raw ? toCompanyActivity(raw, now) : undefined;
}
