import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { callFirst, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { getToken, useToken } from "#client/lib/session.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import type { TActivityTheme, TAgreementInfo, TBookableSeries, TBookingMode, TPlatform, TRegion, THolidayRangeBody, TStoreSlot, TTradingDate, TTradingHoliday } from "#shared/api/booking.contract.ts";
import { bookingRoutes } from "#shared/api/booking.routes.ts";
import type { bookingContracts } from "#shared/api/booking.contract.ts";
import { hasAcceptedAgreement } from "#shared/booking/agreement.ts";
import { companyModeTypeFor, isModeAllowedFor } from "#shared/booking/order-type.ts";
import { shellRoutes } from "#shared/api/shell.routes.ts";
import { DocumentLinkCode } from "#shared/docs/documents.ts";

/**
 * The reads that show capacity (dates, slots, collective series): a refused submit refreshes every list a
 * stale form was built from, and a booking made changes them all.
 */
export const CAPACITY_READS = [
  bookingRoutes.activityBookingTime,
  bookingRoutes.activityBookingStore,
  bookingRoutes.activityBookingVersionInfo,
  bookingRoutes.bookableActivityList,
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
  modes: (token: string | null, companyModeType: number) => queryKeyOf(bookingRoutes.bookingModeList, token, modesBody(companyModeType)),
  themes: (token: string | null, orderType: number) => queryKeyOf(bookingRoutes.activityTypeList, token, themesBody(orderType)),
  regions: (token: string | null) => queryKeyOf(bookingRoutes.bookingRegionList, token, LIST_BODY),
  platforms: (token: string | null) => queryKeyOf(bookingRoutes.transPlatformList, token, LIST_BODY),
  holidays: (token: string | null, range: THolidayRangeBody) => queryKeyOf(bookingRoutes.tradeHolidayList, token, { ...range }),
  dates: (token: string | null, videoType: number | null, orderType: number) =>
    queryKeyOf(bookingRoutes.activityBookingTime, token, datesBody(videoType, orderType)),
  recordDates: (token: string | null, videoType: number | null, orderType: number, storeDate: string | null) =>
    queryKeyOf(bookingRoutes.activityBookingTime, token, recordDatesBody(videoType, orderType, storeDate)),
  stores: (token: string | null, videoType: number | null, storeDate: string | null) =>
    queryKeyOf(bookingRoutes.activityBookingStore, token, storesBody(videoType, storeDate)),
  regionSlots: (token: string | null, storeDate: string | null, regionId: number | null, isRecord: boolean) =>
    queryKeyOf(bookingRoutes.activityBookingVersionInfo, token, regionSlotsBody(storeDate, regionId, isRecord)),
  series: (token: string | null) => queryKeyOf(bookingRoutes.bookableActivityList, token),
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
    queryFn: () => callList(bookingRoutes.bookingModeList, modesBody(companyModeType)),
    select: (modes: TBookingMode[]) => modes.filter((m) => isModeAllowedFor(orderType, m.id)),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

/** The themes of a booking type (activity_type/list). */
export function themesQuery(token: string | null, orderType: number) {
  return queryOptions({
    queryKey: bookingKeys.themes(token, orderType),
    queryFn: (): Promise<TActivityTheme[]> => callList(bookingRoutes.activityTypeList, themesBody(orderType)),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

export function regionsQuery(token: string | null) {
  return queryOptions({
    queryKey: bookingKeys.regions(token),
    queryFn: (): Promise<TRegion[]> => callList(bookingRoutes.bookingRegionList, LIST_BODY),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

export function platformsQuery(token: string | null) {
  return queryOptions({
    queryKey: bookingKeys.platforms(token),
    queryFn: (): Promise<TPlatform[]> => callList(bookingRoutes.transPlatformList, LIST_BODY),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

/** The trading calendar's holidays of a range (trade_holiday_list), for the shared date rules. */
export function holidaysQuery(token: string | null, range: THolidayRangeBody) {
  return queryOptions({
    queryKey: bookingKeys.holidays(token, range),
    queryFn: (): Promise<TTradingHoliday[]> => callList(bookingRoutes.tradeHolidayList, { ...range }),
    enabled: token !== null,
    staleTime: DICTIONARY_STALE_MS,
  });
}

/** The bookable dates of a mode's video type with their remaining quota (activity_booking_time). */
export function datesQuery(token: string | null, videoType: number | null, orderType: number) {
  return queryOptions({
    queryKey: bookingKeys.dates(token, videoType, orderType),
    queryFn: (): Promise<TTradingDate[]> => callList(bookingRoutes.activityBookingTime, datesBody(videoType, orderType)),
    enabled: token !== null && videoType !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** The recording dates before an activity date (activity_booking_time with isRecord and storeDate). */
export function recordDatesQuery(token: string | null, videoType: number | null, orderType: number, storeDate: string | null) {
  return queryOptions({
    queryKey: bookingKeys.recordDates(token, videoType, orderType, storeDate),
    queryFn: (): Promise<TTradingDate[]> => callList(bookingRoutes.activityBookingTime, recordDatesBody(videoType, orderType, storeDate)),
    enabled: token !== null && videoType !== null && storeDate !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** The fixed-period slots of a video type on a date (activity_booking_store). */
export function storesQuery(token: string | null, videoType: number | null, storeDate: string | null) {
  return queryOptions({
    queryKey: bookingKeys.stores(token, videoType, storeDate),
    queryFn: (): Promise<TStoreSlot[]> => callList(bookingRoutes.activityBookingStore, storesBody(videoType, storeDate)),
    enabled: token !== null && videoType !== null && storeDate !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** The morning/afternoon slots of a region on a date, for a live broadcast or a studio recording. */
export function regionSlotsQuery(token: string | null, storeDate: string | null, regionId: number | null, isRecord: boolean) {
  return queryOptions({
    queryKey: bookingKeys.regionSlots(token, storeDate, regionId, isRecord),
    queryFn: (): Promise<TStoreSlot[]> => callList(bookingRoutes.activityBookingVersionInfo, regionSlotsBody(storeDate, regionId, isRecord)),
    enabled: token !== null && storeDate !== null && regionId !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/** The collective series with their activities. */
export function seriesQuery(token: string | null) {
  return queryOptions({
    queryKey: bookingKeys.series(token),
    queryFn: (): Promise<TBookableSeries[]> => callList(bookingRoutes.bookableActivityList),
    enabled: token !== null,
    staleTime: CAPACITY_STALE_MS,
  });
}

/**
 * agreement_info: the current agreement version and the one this user last accepted. Fetched fresh every
 * time (staleTime 0) through the query cache, so that offline the answer kept on the device stands in and a
 * form reloaded without network opens with its draft instead of the agreement dialog (booking still needs
 * the network, and the server checks the agreement again then).
 */
export function fetchAgreementInfo(agreementType: 0 | 1): Promise<TAgreementInfo | null> {
  return queryClient.fetchQuery({
    queryKey: queryKeyOf(bookingRoutes.agreementInfo, getToken(), { agreementType }),
    queryFn: async () => (await callFirst(bookingRoutes.agreementInfo, { agreementType })) ?? null,
    staleTime: 0,
    retry: false,
  });
}

/** Records acceptance of the booking agreement at the current version (agreement_add). */
export async function addAgreement(agreementType: 0 | 1): Promise<TAgreementInfo | null> {
  return (await callFirst(bookingRoutes.agreementAdd, { agreementType })) ?? null;
}

/** Submits a single booking (booking/booking_activity); resolves with the new activity id. */
export async function submitSingleBooking(body: TCallBody<typeof bookingContracts.bookingActivity>): Promise<number | null> {
  return (await callFirst(bookingRoutes.bookingActivity, body))?.activityId ?? null;
}

/** Submits a collective booking (activity/booking_activity). */
export async function submitCollectiveBooking(body: TCallBody<typeof bookingContracts.collectiveBooking>): Promise<number | null> {
  return (await callFirst(bookingRoutes.collectiveBooking, body))?.activityId ?? null;
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
    return { queryKey: queryKeyOf(shellRoutes.dicList, null, body), queryFn: () => callList(shellRoutes.dicList, body), staleTime: 5 * 60_000 };
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
