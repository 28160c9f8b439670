import type { TBookableActivity, TBookingMode, TStoreSlot, TTradingDate } from "#shared/api/booking.contract.ts";
import { addCalendarDays, isWeekday } from "#shared/booking/calendar-date.ts";

/** A Monday; the booking window T+7..T+27 then runs from 2026-03-11 (no holidays in between). */
export const NOW = new Date("2026-03-02T02:00:00Z");
export const TODAY = "2026-03-02";

/** The weekdays from T+1 on, n of them. */
export function weekdaysAfter(today: string, n: number): string[] {
  const out: string[] = [];
  for (let d = addCalendarDays(today, 1); out.length < n; d = addCalendarDays(d, 1)) if (isWeekday(d)) out.push(d);
  return out;
}

/** T+7 to T+27 (the listed-company window) as the server lists it. */
export const WINDOW = weekdaysAfter(TODAY, 27).slice(6);
export const DATES: TTradingDate[] = WINDOW.map((bizDate, i) => ({ bizDate, number: i === 1 ? 0 : 3 }));

const link = { guidancePath: null, examplePath: null, noticePath: null };
export const MODES: Record<"live" | "relay" | "studio" | "ownVideo" | "text", TBookingMode> = {
  live: { id: 1, modeName: "视频直播", videoType: 1, transcribeType: null, ...link },
  relay: { id: 2, modeName: "视频转播", videoType: 2, transcribeType: null, ...link },
  studio: { id: 3, modeName: "演播室录播", videoType: 3, transcribeType: 1, ...link },
  text: { id: 4, modeName: "网络文字互动", videoType: 4, transcribeType: null, ...link },
  ownVideo: { id: 5, modeName: "自有视频录播", videoType: 3, transcribeType: 2, ...link },
};

export function slot(id: number, periodId: number, periodTime: string, extra: Partial<TStoreSlot> = {}): TStoreSlot {
  return { id, storeDate: WINDOW[0]!, number: 2, periodId, periodTime, version: 1, regionId: null, regionName: null, isRecord: false, ...extra };
}

export const THEME = { id: 11, activityType: 1, cnName: "2025年度业绩说明会", enName: "2025 Annual Results Briefing", isAllowModify: false };
export const EDITABLE_THEME = { ...THEME, id: 12, cnName: "投资者交流会", enName: "Investor Meeting", isAllowModify: true };

export const CONTACT = { contactName: "王海涛", contactMobile: "13912345678", contactWechat: "wanght", contactMail: "" };

export function activity(id: number, seriesId: number, extra: Partial<TBookableActivity> = {}): TBookableActivity & { seriesId: number } {
  return {
    id,
    seriesId,
    title: `集体活动${id}`,
    bookingCompanyType: 0,
    bookingCompanyTypeText: "不限",
    startDate: WINDOW[10]!,
    endDate: WINDOW[10]!,
    startTime: "14:00",
    endTime: "17:00",
    bookingStartTime: null,
    bookingEndTime: null,
    isBookedComplete: false,
    isOpenSelectionMode: false,
    modeId: 1,
    modeName: "视频直播",
    isBooked: false,
    canBook: true,
    ...extra,
  };
}
