import { z } from "zod";
import { contractGroup, defineContract } from "./contract.ts";
import { statsRoutes } from "./stats.routes.ts";
import { MAX_ROW_ID, zInt, zOptionalInt, zOptionalRowId } from "../validation/form-fields.ts";
import { isVisitorUuid } from "../video/public-video.ts";
import { MAX_HEARTBEAT_SEQ, StatsMsg } from "../stats/visit-rules.ts";

const MSG_ACTIVITY_ID = "活动编号不正确";
const MSG_COMPANY_ID = "公司编号不正确";
const blankToUndefined = (v: unknown) => (v === "" || v === null || v === "null" ? undefined : v);
const zActivityId = zInt(MSG_ACTIVITY_ID).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: MSG_ACTIVITY_ID });

/**
 * activity/view_record: a page load (seq 0, or no seq) or heartbeat `seq` (1, 2, …) of one page load
 * `visitId` (a uuid the page makes per load). PV per page load, UV per `uuid` (the browser's stored visitor
 * id; a signed-in viewer counts as their account), IP per address, the platform from the user agent.
 */
export const ZViewRecordBody = z.object({
  activityId: zActivityId,
  /** a collective's corner (/singleCompany/{activityId}/{companyId}) */
  companyId: zOptionalRowId(MSG_COMPANY_ID),
  testCode: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  uuid: z.string({ error: StatsMsg.visitIdInvalid }).trim().refine(isVisitorUuid, { error: StatsMsg.visitIdInvalid }),
  visitId: z.string({ error: StatsMsg.visitIdInvalid }).trim().refine(isVisitorUuid, { error: StatsMsg.visitIdInvalid }),
  seq: z.preprocess(
    (v) => (v === undefined || v === "" ? 0 : v),
    z.coerce
      .number({ error: StatsMsg.seqInvalid })
      .refine((n) => Number.isInteger(n) && n >= 0 && n <= MAX_HEARTBEAT_SEQ, { error: StatsMsg.seqInvalid }),
  ),
});
export type TViewRecordBody = z.infer<typeof ZViewRecordBody>;
/** datas[0]: whether this page load or heartbeat was counted (a bot, a replay or an early heartbeat is not). */
export const ZViewRecordAnswer = z.object({ counted: z.boolean() });

/** The statistics calls' body: activityId, and the company whose figures (document 3 section 7). */
export const ZCompanyStatBody = z.object({
  activityId: zActivityId,
  companyId: zOptionalRowId(MSG_COMPANY_ID),
  size: zOptionalInt("size参数不正确"),
});
export const ZDistributeStatBody = z.object({ activityId: zActivityId, size: zOptionalInt("size参数不正确") });

/** An hourly trend row (document 3 section 3, "Statistics"). */
export const ZHourStatRow = z.object({
  statDate: z.string().describe("Beijing date YYYY-MM-DD"),
  statHourText: z.string().describe("Beijing hour HH:00"),
  allPv: z.number(),
  allUvNum: z.number(),
  allIp: z.number(),
});
export type THourStatRow = z.infer<typeof ZHourStatRow>;
/** A daily trend row. */
export const ZDayStatRow = ZHourStatRow.omit({ statHourText: true });
export type TDayStatRow = z.infer<typeof ZDayStatRow>;

/** A distribution partner's reported PV (document 2 section 2.3) beside the activity's own. */
export const ZDistributeStatRow = z.object({
  companyName: z.string(),
  pvNum: z.number().nullable().describe("the PV the partner submitted; null while not submitted"),
  uvNum: z.number().nullable().describe("partners report PV only, so null"),
});
export type TDistributeStatRow = z.infer<typeof ZDistributeStatRow>;

/**
 * One platform's figures (document 3 section 3: PC, WeChat, app; each as all, in-progress day, other time;
 * PV, UV and IP). The in-progress day is the activity's start date in Beijing time.
 */
export const ZPlatformStatRow = z.object({
  /** 1 PC, 2 chat app, 3 app */
  platform: z.number(),
  pvNum: z.number(),
  uvNum: z.number(),
  ipNum: z.number(),
  dayPvNum: z.number(),
  dayUvNum: z.number(),
  dayIpNum: z.number(),
  otherPvNum: z.number(),
  otherUvNum: z.number(),
  otherIpNum: z.number(),
});
export type TPlatformStatRow = z.infer<typeof ZPlatformStatRow>;

export const statsContracts = contractGroup("stats", {
  viewRecord: defineContract({
    ...statsRoutes.viewRecord, tag: "stats",
    summary: "Records a page load (seq 0) or a player heartbeat (seq n, every 30 s) of a public activity page; bots, replays and early heartbeats are answered but not counted",
    body: ZViewRecordBody, datas: ZViewRecordAnswer,
  }),
  companyActivityHourStat: defineContract({
    ...statsRoutes.companyActivityHourStat, tag: "stats",
    summary: "Hourly PV, UV and IP of an activity (the company's corner of a collective one), oldest first",
    body: ZCompanyStatBody, datas: ZHourStatRow,
  }),
  companyActivityDayStat: defineContract({
    ...statsRoutes.companyActivityDayStat, tag: "stats",
    summary: "Daily PV, UV and IP of an activity (the company's corner of a collective one), oldest first",
    body: ZCompanyStatBody, datas: ZDayStatRow,
  }),
  distributeStat: defineContract({
    ...statsRoutes.distributeStat, tag: "stats",
    summary: "The PV each distribution partner reported for the activity",
    body: ZDistributeStatBody, datas: ZDistributeStatRow,
  }),
  companyStatList: defineContract({
    ...statsRoutes.companyStatList, tag: "stats",
    summary: "PV, UV and IP by platform: all, on the activity's day and at other times",
    body: ZCompanyStatBody, datas: ZPlatformStatRow,
  }),
});
