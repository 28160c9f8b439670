import { queryOptions, useQuery } from "@tanstack/react-query";
import { firstData, postForm } from "#client/lib/api.ts";
import { useToken } from "#client/lib/session.ts";
import type { TContract } from "#shared/api/contract.ts";
import {
  bookingContracts,
  type TActivityTheme,
  type TAgreementInfo,
  type TBookableSeries,
  type TBookingMode,
  type TPlatform,
  type TRegion,
  type THolidayRangeBody,
  type TStoreSlot,
  type TTradingDate,
  type TTradingHoliday,
} from "#shared/api/booking.contract.ts";
import type { TFormInput } from "#shared/http/form-codec.ts";
import { hasAcceptedAgreement } from "#shared/booking/agreement.ts";
import { companyModeTypeFor, isModeAllowedFor } from "#shared/booking/order-type.ts";
import { shellContracts } from "#shared/api/shell.contract.ts";
import type { TDictionaryItem } from "#shared/api/shell.contract.ts";
import { DocumentLinkCode } from "#shared/docs/documents.ts";

/** The request layer's paths are relative to /base-service/api/; the contracts carry the full path. */
function pathOf(contract: TContract): string {
  return contract.path.replace(/^\/base-service\/api\//, "");
}

async function list<T>(contract: TContract, body: TFormInput = {}): Promise<T[]> {
  return (await postForm<T>(pathOf(contract), body)).datas;
}

/**
 * Query keys of the booking feature. Capacity (dates, slots, collective series) lives under one root so a
 * refused submit refreshes every list a stale form was built from in one call.
 */
export const bookingKeys = {
  all: (token: string | null) => ["booking", token] as const,
  modes: (token: string | null, companyModeType: number) => ["booking", token, "modes", companyModeType] as const,
  themes: (token: string | null, orderType: number) => ["booking", token, "themes", orderType] as const,
  regions: (token: string | null) => ["booking", token, "regions"] as const,
  platforms: (token: string | null) => ["booking", token, "platforms"] as const,
  holidays: (token: string | null, range: THolidayRangeBody) => ["booking", token, "holidays", range.startDate, range.endDate] as const,
  capacity: (token: string | null) => ["booking", token, "capacity"] as const,
  dates: (token: string | null, videoType: number, orderType: number) => ["booking", token, "capacity", "dates", videoType, orderType] as const,
  recordDates: (token: string | null, videoType: number, orderType: number, storeDate: string) =>
    ["booking", token, "capacity", "record-dates", videoType, orderType, storeDate] as const,
  stores: (token: string | null, videoType: number, storeDate: string) => ["booking", token, "capacity", "stores", videoType, storeDate] as const,
  regionSlots: (token: string | null, storeDate: string, regionId: number, isRecord: boolean) =>
    ["booking", token, "capacity", "region-slots", storeDate, regionId, isRecord] as const,
  series: (token: string | null) => ["booking", token, "capacity", "series"] as const,
};

// Modes, themes, regions and platforms change only when an operator edits them.
const DICTIONARY_STALE_MS = 10 * 60_000;
// Capacity moves whenever another company books: keep it fresh, but not refetched on every render.
const CAPACITY_STALE_MS = 15_000;

/** booking_mode_list for a booking type: companyModeType by orderType, mode 4 left out where it is not allowed. */
export function modesQuery(token: string | null, orderType: number) {
  const companyModeType = companyModeTypeFor(orderType);
  return queryOptions({
    queryKey: bookingKeys.modes(token, companyModeType),
    queryFn: () => list<TBookingMode>(bookingContracts.bookingModeList, { size: 0, status: 1, type: 1, companyModeType }),
    select: (modes: TBookingMode[]) => modes.filter((m) => isModeAllowedFor(orderType, m.id)),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

/** The themes of a booking type (activity_type/list). */
export function themesQuery(token: string | null, orderType: number) {
  return queryOptions({
    queryKey: bookingKeys.themes(token, orderType),
    queryFn: () => list<TActivityTheme>(bookingContracts.activityTypeList, { size: 0, status: 1, activityType: orderType }),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

export function regionsQuery(token: string | null) {
  return queryOptions({
    queryKey: bookingKeys.regions(token),
    queryFn: () => list<TRegion>(bookingContracts.bookingRegionList, { size: 0, status: 1 }),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

export function platformsQuery(token: string | null) {
  return queryOptions({
    queryKey: bookingKeys.platforms(token),
    queryFn: () => list<TPlatform>(bookingContracts.transPlatformList, { size: 0, status: 1 }),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

/** The trading calendar's holidays of a range (trade_holiday_list), for the shared date rules. */
export function holidaysQuery(token: string | null, range: THolidayRangeBody) {
  return queryOptions({
    queryKey: bookingKeys.holidays(token, range),
    queryFn: () => list<TTradingHoliday>(bookingContracts.tradeHolidayList, { ...range }),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

/** The bookable dates of a mode's video type with their remaining quota (activity_booking_time). */
export function datesQuery(token: string | null, videoType: number | null, orderType: number) {
  return queryOptions({
    queryKey: bookingKeys.dates(token, videoType ?? 0, orderType),
    queryFn: () => list<TTradingDate>(bookingContracts.activityBookingTime, { activityType: videoType, activityBookingType: orderType }),
    enabled: token !== null && videoType !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** The recording dates before an activity date (activity_booking_time with isRecord and storeDate). */
export function recordDatesQuery(token: string | null, videoType: number | null, orderType: number, storeDate: string | null) {
  return queryOptions({
    queryKey: bookingKeys.recordDates(token, videoType ?? 0, orderType, storeDate ?? ""),
    queryFn: () =>
      list<TTradingDate>(bookingContracts.activityBookingTime, { activityType: videoType, activityBookingType: orderType, isRecord: true, storeDate }),
    enabled: token !== null && videoType !== null && storeDate !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** The fixed-period slots of a video type on a date (activity_booking_store). */
export function storesQuery(token: string | null, videoType: number | null, storeDate: string | null) {
  return queryOptions({
    queryKey: bookingKeys.stores(token, videoType ?? 0, storeDate ?? ""),
    queryFn: () => list<TStoreSlot>(bookingContracts.activityBookingStore, { activityType: videoType, storeDate }),
    enabled: token !== null && videoType !== null && storeDate !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** The morning/afternoon slots of a region on a date, for a live broadcast or a studio recording. */
export function regionSlotsQuery(token: string | null, storeDate: string | null, regionId: number | null, isRecord: boolean) {
  return queryOptions({
    queryKey: bookingKeys.regionSlots(token, storeDate ?? "", regionId ?? 0, isRecord),
    queryFn: () =>
      list<TStoreSlot>(bookingContracts.activityBookingVersionInfo, { storeDate, regionId, ...(isRecord ? { isRecord: true } : {}) }),
    enabled: token !== null && storeDate !== null && regionId !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** The collective series with their activities. */
export function seriesQuery(token: string | null) {
  return queryOptions({
    queryKey: bookingKeys.series(token),
    queryFn: () => list<TBookableSeries>(bookingContracts.bookableActivityList),
    enabled: token !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** agreement_info: the current agreement version and the one this user last accepted. */
export async function fetchAgreementInfo(agreementType: 0 | 1): Promise<TAgreementInfo | null> {
  return firstData(await postForm<TAgreementInfo>(pathOf(bookingContracts.agreementInfo), { agreementType })) ?? null;
}

/** Records acceptance of the booking agreement at the current version (agreement_add). */
export async function addAgreement(agreementType: 0 | 1): Promise<TAgreementInfo | null> {
  return firstData(await postForm<TAgreementInfo>(pathOf(bookingContracts.agreementAdd), { agreementType })) ?? null;
}

/** Submits a single booking (booking/booking_activity); resolves with the new activity id. */
export async function submitSingleBooking(body: TFormInput): Promise<number | null> {
  return firstData(await postForm<{ activityId: number }>(pathOf(bookingContracts.bookingActivity), body))?.activityId ?? null;
}

/** Submits a collective booking (activity/booking_activity). */
export async function submitCollectiveBooking(body: TFormInput): Promise<number | null> {
  return firstData(await postForm<{ activityId: number }>(pathOf(bookingContracts.collectiveBooking), body))?.activityId ?? null;
}

/** Whether the user has accepted the agreement at the current version (the server's booking rule). */
export function hasAcceptedCurrent(info: TAgreementInfo | null | undefined): boolean {
  return !!info && hasAcceptedAgreement(info.acceptedVersion, info.currentVersion);
}

/**
 * The booking cards' document links from the system configuration (document 2 section 2.3: the booking
 * guide and rule links are config entries): operation guides by kind and business rules by booking type.
 */
export function useDocumentLinks() {
  return useQuery({
    queryKey: ["booking", "document-links"] as const,
    queryFn: async () => {
      const children = (parentCode: string) => list<TDictionaryItem>(shellContracts.dicList, { parentCode, status: 1 });
      const [guides, rules] = await Promise.all([children(DocumentLinkCode.operationGuide), children(DocumentLinkCode.bookingRules)]);
      return { guides, rules };
    },
    staleTime: 5 * 60_000,
  });
}

export function useModes(orderType: number) {
  return useQuery(modesQuery(useToken(), orderType));
}

export function useThemes(orderType: number) {
  return useQuery(themesQuery(useToken(), orderType));
}

export function useRegions(enabled = true) {
  const token = useToken();
  return useQuery({ ...regionsQuery(token), enabled: enabled && token !== null });
}

export function usePlatforms(enabled = true) {
  const token = useToken();
  return useQuery({ ...platformsQuery(token), enabled: enabled && token !== null });
}

export function useHolidays(range: THolidayRangeBody) {
  return useQuery(holidaysQuery(useToken(), range));
}

export function useBookingDates(videoType: number | null, orderType: number) {
  return useQuery(datesQuery(useToken(), videoType, orderType));
}

export function useRecordDates(videoType: number | null, orderType: number, storeDate: string | null) {
  return useQuery(recordDatesQuery(useToken(), videoType, orderType, storeDate));
}

export function useStores(videoType: number | null, storeDate: string | null) {
  return useQuery(storesQuery(useToken(), videoType, storeDate));
}

export function useRegionSlots(storeDate: string | null, regionId: number | null, isRecord: boolean) {
  return useQuery(regionSlotsQuery(useToken(), storeDate, regionId, isRecord));
}

export function useSeries(enabled = true) {
  const token = useToken();
  return useQuery({ ...seriesQuery(token), enabled: enabled && token !== null });
}
