import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, callList, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { ApiError } from "#client/lib/api.ts";
import { useToken } from "#client/lib/session.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import type { TContractOf } from "#shared/api/contract-types.ts";
import type { TRoute } from "#shared/api/route.ts";
import type { TStrandedBooking } from "#shared/api/capacity.contract.ts";
import { capacityRoutes as r } from "#shared/api/capacity.routes.ts";
import { VenueOutcome } from "#shared/booking/venue-rules.ts";
import { bookingRoutes } from "#shared/api/booking.routes.ts";
import { opsRoutes } from "#shared/api/ops.routes.ts";
import { CapacityOutcome } from "#shared/booking/capacity-rules.ts";
import { SeriesOutcome } from "#shared/booking/series-rules.ts";

export type { TCapacityOptions, TOpsMode, TOpsStore, TOpsTheme, TStrandedBooking } from "#shared/api/capacity.contract.ts";
export type { TOpsPeriod, TOpsPlatform, TOpsRegion, TOpsRoom } from "#shared/api/capacity-venue.contract.ts";

/**
 * The back office's booking capacity (document 4 section 6): reads keyed by the operator's token, and the
 * writes, each refetching what it changed, including the companies' booking-form reads.
 */

type TBody<R extends (typeof r)[keyof typeof r]> = TCallBody<TContractOf<R>>;

export function useCapacityOptions() {
  const token = useToken();
  return useQuery({ queryKey: queryKeyOf(r.options, token), queryFn: async () => (await callFirst(r.options)) ?? { periods: [], regions: [] }, staleTime: 60_000 });
}

export function useStorePage(body: TBody<typeof r.storePage>) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(r.storePage, token, body),
    queryFn: async () => (await callFirst(r.storePage, body, { silent: true })) ?? { records: [], current: 1, pages: 0, total: 0 },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useModes() {
  const token = useToken();
  return useQuery({ queryKey: queryKeyOf(r.modeList, token), queryFn: () => callList(r.modeList), staleTime: 0 });
}

export function useThemes(activityType: number) {
  const token = useToken();
  return useQuery({ queryKey: queryKeyOf(r.themeList, token, { activityType }), queryFn: () => callList(r.themeList, { activityType }), staleTime: 0 });
}

export function useHolidays(year: number) {
  const token = useToken();
  return useQuery({ queryKey: queryKeyOf(r.holidayList, token, { year }), queryFn: () => callList(r.holidayList, { year }), staleTime: 0 });
}

export function useRegions() {
  const token = useToken();
  return useQuery({ queryKey: queryKeyOf(r.regionList, token), queryFn: () => callList(r.regionList), staleTime: 0 });
}

export function useRooms() {
  const token = useToken();
  return useQuery({ queryKey: queryKeyOf(r.roomList, token), queryFn: () => callList(r.roomList), staleTime: 0 });
}

export function usePlatforms() {
  const token = useToken();
  return useQuery({ queryKey: queryKeyOf(r.platformList, token), queryFn: () => callList(r.platformList), staleTime: 0 });
}

export function usePeriods() {
  const token = useToken();
  return useQuery({ queryKey: queryKeyOf(r.periodList, token), queryFn: () => callList(r.periodList), staleTime: 0 });
}

/** The companies' booking-form reads capacity edits change. */
const BOOKING_READS = [
  bookingRoutes.activityBookingTime,
  bookingRoutes.activityBookingStore,
  bookingRoutes.activityBookingVersionInfo,
  bookingRoutes.bookingStoreAvailableTime,
  bookingRoutes.bookingModeList,
  bookingRoutes.activityTypeList,
  bookingRoutes.tradeHolidayList,
  bookingRoutes.getStockTradeDate,
  bookingRoutes.bookingRegionList,
  bookingRoutes.transPlatformList,
];

/** The bookings a refusal says an edit would strand (capacity or series; empty for any other failure). */
export function strandedBookingsOf(error: unknown): TStrandedBooking[] {
  if (!(error instanceof ApiError)) return [];
  const stranding: readonly string[] = [
    CapacityOutcome.quotaBelowBooked.code,
    CapacityOutcome.storeHasBookings.code,
    CapacityOutcome.modeTypeHasBookings.code,
    CapacityOutcome.themeTypeHasBookings.code,
    CapacityOutcome.holidayHasBookings.code,
    VenueOutcome.regionHasBookings.code,
    VenueOutcome.roomHasBookings.code,
    VenueOutcome.platformHasBookings.code,
    SeriesOutcome.capacityBelowBooked.code,
    SeriesOutcome.companyTypeExcludesBooked.code,
  ];
  return error.outcome !== null && stranding.includes(error.outcome) ? (error.datas as TStrandedBooking[]) : [];
}

function useCapacityWrite<B, T>(send: (body: B) => Promise<T>, reads: readonly TRoute[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // after a refusal too: a stale version means someone else changed the rows, which the lists should show
    onSettled: () => invalidateContracts(queryClient, [...reads, ...BOOKING_READS]),
  });
}

export const useStoreSave = () => useCapacityWrite((b: TBody<typeof r.storeSave>) => callFirst(r.storeSave, b), [r.storePage]);
export const useStoreBulkSave = () => useCapacityWrite((b: TBody<typeof r.storeBulkSave>) => callFirst(r.storeBulkSave, b), [r.storePage]);
export const useStoreDelete = () => useCapacityWrite((b: TBody<typeof r.storeDelete>) => call(r.storeDelete, b), [r.storePage]);
export const useModeSave = () => useCapacityWrite((b: TBody<typeof r.modeSave>) => callFirst(r.modeSave, b), [r.modeList]);
export const useThemeSave = () => useCapacityWrite((b: TBody<typeof r.themeSave>) => callFirst(r.themeSave, b), [r.themeList]);
export const useHolidayAdd = () => useCapacityWrite((b: TBody<typeof r.holidayAdd>) => callFirst(r.holidayAdd, b), [r.holidayList, r.storePage]);
export const useHolidayRemove = () => useCapacityWrite((b: TBody<typeof r.holidayRemove>) => callFirst(r.holidayRemove, b), [r.holidayList, r.storePage]);
// regions and rooms also feed the venue form of one activity and the stores' region filter
export const useRegionSave = () => useCapacityWrite((b: TBody<typeof r.regionSave>) => callFirst(r.regionSave, b), [r.regionList, r.roomList, r.options, opsRoutes.venueOptions]);
export const useRoomSave = () => useCapacityWrite((b: TBody<typeof r.roomSave>) => callFirst(r.roomSave, b), [r.roomList, opsRoutes.venueOptions]);
export const usePlatformSave = () => useCapacityWrite((b: TBody<typeof r.platformSave>) => callFirst(r.platformSave, b), [r.platformList]);
export const usePeriodSave = () => useCapacityWrite((b: TBody<typeof r.periodSave>) => callFirst(r.periodSave, b), [r.periodList, r.options, r.storePage]);
