import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { callFirst, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TCallBody } from "#shared/api/contract.ts";
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
import { hasAcceptedAgreement } from "#shared/booking/agreement.ts";
import { companyModeTypeFor, isModeAllowedFor } from "#shared/booking/order-type.ts";
import { shellContracts } from "#shared/api/shell.contract.ts";
import { DocumentLinkCode } from "#shared/docs/documents.ts";

/**
 * The reads that show capacity (dates, slots, collective series): a refused submit refreshes every list a
 * stale form was built from, and a booking made changes them all.
 */
export const CAPACITY_READS = [
  bookingContracts.activityBookingTime,
  bookingContracts.activityBookingStore,
  bookingContracts.activityBookingVersionInfo,
  bookingContracts.bookableActivityList,
] as const;

const modesBody = (companyModeType: number) => ({ size: 0, status: 1, type: 1, companyModeType });
const themesBody = (orderType: number) => ({ size: 0, status: 1, activityType: orderType });
const LIST_BODY = { size: 0, status: 1 };
const datesBody = (videoType: number | null, orderType: number) => ({ activityType: videoType ?? 0, activityBookingType: orderType });
const recordDatesBody = (videoType: number | null, orderType: number, storeDate: string | null) => ({
  ...datesBody(videoType, orderType),
  isRecord: true,
  storeDate: storeDate ?? "",
});
const storesBody = (videoType: number | null, storeDate: string | null) => ({ activityType: videoType ?? 0, storeDate: storeDate ?? "" });
const regionSlotsBody = (storeDate: string | null, regionId: number | null, isRecord: boolean) => ({
  storeDate: storeDate ?? "",
  regionId: regionId ?? 0,
  ...(isRecord ? { isRecord: true } : {}),
});

/** Query keys of the booking feature, one per call and body. */
export const bookingKeys = {
  modes: (token: string | null, companyModeType: number) => queryKeyOf(bookingContracts.bookingModeList, token, modesBody(companyModeType)),
  themes: (token: string | null, orderType: number) => queryKeyOf(bookingContracts.activityTypeList, token, themesBody(orderType)),
  regions: (token: string | null) => queryKeyOf(bookingContracts.bookingRegionList, token, LIST_BODY),
  platforms: (token: string | null) => queryKeyOf(bookingContracts.transPlatformList, token, LIST_BODY),
  holidays: (token: string | null, range: THolidayRangeBody) => queryKeyOf(bookingContracts.tradeHolidayList, token, { ...range }),
  dates: (token: string | null, videoType: number | null, orderType: number) =>
    queryKeyOf(bookingContracts.activityBookingTime, token, datesBody(videoType, orderType)),
  recordDates: (token: string | null, videoType: number | null, orderType: number, storeDate: string | null) =>
    queryKeyOf(bookingContracts.activityBookingTime, token, recordDatesBody(videoType, orderType, storeDate)),
  stores: (token: string | null, videoType: number | null, storeDate: string | null) =>
    queryKeyOf(bookingContracts.activityBookingStore, token, storesBody(videoType, storeDate)),
  regionSlots: (token: string | null, storeDate: string | null, regionId: number | null, isRecord: boolean) =>
    queryKeyOf(bookingContracts.activityBookingVersionInfo, token, regionSlotsBody(storeDate, regionId, isRecord)),
  series: (token: string | null) => queryKeyOf(bookingContracts.bookableActivityList, token),
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
    queryFn: () => callList(bookingContracts.bookingModeList, modesBody(companyModeType)),
    select: (modes: TBookingMode[]) => modes.filter((m) => isModeAllowedFor(orderType, m.id)),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

/** The themes of a booking type (activity_type/list). */
export function themesQuery(token: string | null, orderType: number) {
  return queryOptions({
    queryKey: bookingKeys.themes(token, orderType),
    queryFn: (): Promise<TActivityTheme[]> => callList(bookingContracts.activityTypeList, themesBody(orderType)),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

export function regionsQuery(token: string | null) {
  return queryOptions({
    queryKey: bookingKeys.regions(token),
    queryFn: (): Promise<TRegion[]> => callList(bookingContracts.bookingRegionList, LIST_BODY),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

export function platformsQuery(token: string | null) {
  return queryOptions({
    queryKey: bookingKeys.platforms(token),
    queryFn: (): Promise<TPlatform[]> => callList(bookingContracts.transPlatformList, LIST_BODY),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

/** The trading calendar's holidays of a range (trade_holiday_list), for the shared date rules. */
export function holidaysQuery(token: string | null, range: THolidayRangeBody) {
  return queryOptions({
    queryKey: bookingKeys.holidays(token, range),
    queryFn: (): Promise<TTradingHoliday[]> => callList(bookingContracts.tradeHolidayList, { ...range }),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

/** The bookable dates of a mode's video type with their remaining quota (activity_booking_time). */
export function datesQuery(token: string | null, videoType: number | null, orderType: number) {
  return queryOptions({
    queryKey: bookingKeys.dates(token, videoType, orderType),
    queryFn: (): Promise<TTradingDate[]> => callList(bookingContracts.activityBookingTime, datesBody(videoType, orderType)),
    enabled: token !== null && videoType !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** The recording dates before an activity date (activity_booking_time with isRecord and storeDate). */
export function recordDatesQuery(token: string | null, videoType: number | null, orderType: number, storeDate: string | null) {
  return queryOptions({
    queryKey: bookingKeys.recordDates(token, videoType, orderType, storeDate),
    queryFn: (): Promise<TTradingDate[]> => callList(bookingContracts.activityBookingTime, recordDatesBody(videoType, orderType, storeDate)),
    enabled: token !== null && videoType !== null && storeDate !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** The fixed-period slots of a video type on a date (activity_booking_store). */
export function storesQuery(token: string | null, videoType: number | null, storeDate: string | null) {
  return queryOptions({
    queryKey: bookingKeys.stores(token, videoType, storeDate),
    queryFn: (): Promise<TStoreSlot[]> => callList(bookingContracts.activityBookingStore, storesBody(videoType, storeDate)),
    enabled: token !== null && videoType !== null && storeDate !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** The morning/afternoon slots of a region on a date, for a live broadcast or a studio recording. */
export function regionSlotsQuery(token: string | null, storeDate: string | null, regionId: number | null, isRecord: boolean) {
  return queryOptions({
    queryKey: bookingKeys.regionSlots(token, storeDate, regionId, isRecord),
    queryFn: (): Promise<TStoreSlot[]> => callList(bookingContracts.activityBookingVersionInfo, regionSlotsBody(storeDate, regionId, isRecord)),
    enabled: token !== null && storeDate !== null && regionId !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** The collective series with their activities. */
export function seriesQuery(token: string | null) {
  return queryOptions({
    queryKey: bookingKeys.series(token),
    queryFn: (): Promise<TBookableSeries[]> => callList(bookingContracts.bookableActivityList),
    enabled: token !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** agreement_info: the current agreement version and the one this user last accepted. */
export async function fetchAgreementInfo(agreementType: 0 | 1): Promise<TAgreementInfo | null> {
  return (await callFirst(bookingContracts.agreementInfo, { agreementType })) ?? null;
}

/** Records acceptance of the booking agreement at the current version (agreement_add). */
export async function addAgreement(agreementType: 0 | 1): Promise<TAgreementInfo | null> {
  return (await callFirst(bookingContracts.agreementAdd, { agreementType })) ?? null;
}

/** Submits a single booking (booking/booking_activity); resolves with the new activity id. */
export async function submitSingleBooking(body: TCallBody<typeof bookingContracts.bookingActivity>): Promise<number | null> {
  return (await callFirst(bookingContracts.bookingActivity, body))?.activityId ?? null;
}

/** Submits a collective booking (activity/booking_activity). */
export async function submitCollectiveBooking(body: TCallBody<typeof bookingContracts.collectiveBooking>): Promise<number | null> {
  return (await callFirst(bookingContracts.collectiveBooking, body))?.activityId ?? null;
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
  const children = (parentCode: string) => {
    const body = { parentCode, status: 1 };
    return { queryKey: queryKeyOf(shellContracts.dicList, null, body), queryFn: () => callList(shellContracts.dicList, body), staleTime: 5 * 60_000 };
  };
  return useQueries({
    queries: [children(DocumentLinkCode.operationGuide), children(DocumentLinkCode.bookingRules)],
    combine: ([guides, rules]) => ({
      data: guides?.data && rules?.data ? { guides: guides.data, rules: rules.data } : undefined,
      isPending: Boolean(guides?.isPending || rules?.isPending),
      isError: Boolean(guides?.isError || rules?.isError),
    }),
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
