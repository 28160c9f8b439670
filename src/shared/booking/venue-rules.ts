import { outcomeTable, type TOutcome } from "../outcome/outcome.ts";
import { CapacityOutcome } from "./capacity-rules.ts";

/**
 * The back office's reference data for booking and venues (document 4 section 6 "Booking capacity"; document 1
 * section 3): studio regions, their rooms, relay platforms and the day's periods. Every edit names the
 * version it read (a stale one is refused with CapacityOutcome.stale, as stores, modes and themes are), and an
 * edit that would take a region, room or platform away from bookings that have not happened yet is refused
 * with those bookings.
 */
export const VenueMsg = {
  regionNotFound: "该地区不存在",
  roomNotFound: "该会议室不存在",
  platformNotFound: "该转播平台不存在",
  periodNotFound: "该时段不存在",
  regionHasBookings: "该地区有尚未举行的预约，不能停用",
  roomHasBookings: "该会议室已分配给尚未举行的活动，不能停用或移到其他地区",
  platformHasBookings: "该转播平台有尚未举行的预约，不能停用",
  regionDisabled: "所选地区已停用，请先启用该地区",
  regionNameRequired: "请输入地区名称",
  regionNameTooLong: "地区名称不能超过50个字符",
  roomNameRequired: "请输入会议室名称",
  roomNameTooLong: "会议室名称不能超过50个字符",
  roomAddressTooLong: "会议室地址不能超过200个字符",
  platformNameRequired: "请输入转播平台名称",
  platformNameTooLong: "转播平台名称不能超过50个字符",
  periodNameRequired: "请输入时段名称",
  periodNameTooLong: "时段名称不能超过20个字符",
  nameTaken: "已有同名的启用项，请换一个名称",
} as const;

/** VenueMsg as outcome codes (`venue.key`). */
export const VenueOutcome = outcomeTable("venue", VenueMsg);

/** Why an edit made against `asked` may not be applied to a row now at `current`, or null (optimistic concurrency). */
export function versionRefusal(current: number, asked: number): TOutcome | null {
  return current === asked ? null : CapacityOutcome.stale;
}

/** Whether an edit takes a row out of use (enabled before, disabled after): the change that may strand bookings. */
export function isDisabling(before: { status: number }, after: { status: number }): boolean {
  return before.status === 1 && after.status !== 1;
}

/**
 * Whether a room edit may strand the venues assigned to it: switching the room off, or moving it to another
 * region (an activity's venue names its region and its room; the two would then disagree).
 */
export function roomEditMayStrand(before: { status: number; regionId: number }, after: { status: number; regionId: number }): boolean {
  return isDisabling(before, after) || (before.status === 1 && before.regionId !== after.regionId);
}

/** Whether a new or edited room may be put in this region: an enabled room belongs in an enabled region. */
export function roomRegionRefusal(room: { status: number }, region: { status: number } | undefined): TOutcome | null {
  if (!region) return VenueOutcome.regionNotFound;
  return room.status === 1 && region.status !== 1 ? VenueOutcome.regionDisabled : null;
}

/** Whether two names are the same for the "one enabled item per name" rule (case and surrounding spaces aside). */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
