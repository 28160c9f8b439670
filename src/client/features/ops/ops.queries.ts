import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { firstData, postForm } from "#client/lib/api.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import type {
  TOpsActivityDetail,
  TOpsActivityRow,
} from "#shared/api/ops.contract.ts";
import type { TVideoRecord } from "#shared/api/video.contract.ts";
import { opsActivityPageBody, opsVideoPageBody, type TOpsActivityQuery, type TOpsVideoQuery } from "#client/features/ops/ops-search.ts";

/** A page as the protocol answers it in datas[0]. */
export interface TOpsPage<T> {
  records: T[];
  current: number;
  pages: number;
  total: number;
}

export interface TDashboardCounts {
  venuesToAssign: number;
  pagesToPublish: number;
  videosToReview: number;
  materialsSubmitted: number;
  inProgress: number;
  startingToday: number;
}

export interface TVenueOption {
  regionId: number;
  regionName: string;
  rooms: { roomId: number; roomName: string; address: string | null }[];
}

export interface TPartnerOption {
  companyId: number;
  fullName: string;
  shortName: string;
  companyType: number;
}

/** A record of the review queue: the video record with the company and activity it belongs to. */
export type TReviewVideo = TVideoRecord & { companyId: number; companyName: string; activityTitle: string };

/** Query keys of the back office; everything sits under ["ops"], dropped at logout. */
export const opsKeys = {
  all: ["ops"] as const,
  dashboard: () => ["ops", "dashboard"] as const,
  activityPages: () => ["ops", "activity-page"] as const,
  activityPage: (body: Record<string, unknown>) => ["ops", "activity-page", body] as const,
  activity: (id: number) => ["ops", "activity", id] as const,
  venueOptions: () => ["ops", "venue-options"] as const,
  partnerOptions: () => ["ops", "partner-options"] as const,
  videoPages: () => ["ops", "video-page"] as const,
  videoPage: (body: Record<string, unknown>) => ["ops", "video-page", body] as const,
};

const emptyPage = <T,>(): TOpsPage<T> => ({ records: [], current: 1, pages: 0, total: 0 });

/** The signed-in user (the same request as the portal header's), to tell operators from everyone else. */
export function useOpsUser() {
  return useQuery(userInfoQuery(useToken()));
}

export function dashboardQuery() {
  return queryOptions({
    queryKey: opsKeys.dashboard(),
    queryFn: async () => firstData(await postForm<TDashboardCounts>("ops/v1/dashboard/counts")) ?? null,
    // work arrives all day; the counts are worth a fresh look whenever the page is shown
    staleTime: 0,
  });
}

export function activityPageQuery(query: TOpsActivityQuery) {
  const body = opsActivityPageBody(query);
  return queryOptions({
    queryKey: opsKeys.activityPage(body),
    queryFn: async () => firstData(await postForm<TOpsPage<TOpsActivityRow>>("ops/v1/activity/activity_page", body)) ?? emptyPage<TOpsActivityRow>(),
    placeholderData: keepPreviousData,
  });
}

export function activityDetailQuery(id: number) {
  return queryOptions({
    queryKey: opsKeys.activity(id),
    queryFn: async () => firstData(await postForm<TOpsActivityDetail>("ops/v1/activity/activity_detail", { activityId: id })) ?? null,
    enabled: id > 0,
    staleTime: 0,
  });
}

export function venueOptionsQuery(enabled = true) {
  return queryOptions({
    queryKey: opsKeys.venueOptions(),
    queryFn: async () => (await postForm<TVenueOption>("ops/v1/activity/venue_options")).datas,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function partnerOptionsQuery(enabled = true) {
  return queryOptions({
    queryKey: opsKeys.partnerOptions(),
    queryFn: async () => (await postForm<TPartnerOption>("ops/v1/activity/partner_options")).datas,
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function videoPageQuery(query: TOpsVideoQuery) {
  const body = opsVideoPageBody(query);
  return queryOptions({
    queryKey: opsKeys.videoPage(body),
    queryFn: async () => firstData(await postForm<TOpsPage<TReviewVideo>>("ops/v1/video/video_review_page", body)) ?? emptyPage<TReviewVideo>(),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
