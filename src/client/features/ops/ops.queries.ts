import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { firstData, postForm } from "#client/lib/api.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import type {
  TOpsActivityDetail,
  TOpsActivityRow,
  TVisibleUser,
} from "#shared/api/ops.contract.ts";
import type { TOpsVideoTarget, TVideoRecord } from "#shared/api/video.contract.ts";
import type { TModerationItem } from "#shared/api/qa.contract.ts";
import { opsActivityPageBody, opsVideoPageBody } from "#client/features/ops/ops-search.ts";
import type { TOpsActivityQuery, TOpsVideoQuery } from "#client/features/ops/ops-route-search.ts";

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
  /** pending questions, answers and speeches of the moderation queue */
  qaToReview: number;
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
  moderationQueues: () => ["ops", "moderation-queue"] as const,
  moderationQueue: (body: Record<string, unknown>) => ["ops", "moderation-queue", body] as const,
  moderationCount: () => ["ops", "moderation-count"] as const,
  videoTargets: () => ["ops", "video-targets"] as const,
  videoTarget: (keyword: string) => ["ops", "video-targets", keyword] as const,
  visibleUsers: (activityId: number) => ["ops", "visible-users", activityId] as const,
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

/** Activities an operator may upload a video for (video_upload_targets), matched by keyword; at most 20. */
export function videoTargetsQuery(keyword: string, enabled = true) {
  const body = keyword.trim() ? { keyword: keyword.trim() } : {};
  return queryOptions({
    queryKey: opsKeys.videoTarget(keyword.trim()),
    queryFn: async () => (await postForm<TOpsVideoTarget>("ops/v1/video/video_upload_targets", body)).datas,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** How many questions, answers and speeches wait for review (qa.contract.ts moderationCount). */
export interface TModerationCount {
  questions: number;
  answers: number;
  speeches: number;
}

/** One page of the moderation queue as of `body.asOf`; also called directly to continue a snapshot. */
export async function fetchModerationPage(body: Record<string, string | number>): Promise<TOpsPage<TModerationItem>> {
  return firstData(await postForm<TOpsPage<TModerationItem>>("ops/v1/qa/moderation_queue", body)) ?? emptyPage<TModerationItem>();
}

/**
 * The first page of a moderation snapshot. The body carries asOf, so the answer never goes stale: a new
 * snapshot is a new key, and focus or reconnect refetches would shuffle the list under the operator.
 */
export function moderationQueueQuery(body: Record<string, string | number>) {
  return queryOptions({
    queryKey: opsKeys.moderationQueue(body),
    queryFn: () => fetchModerationPage(body),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function moderationCountQuery() {
  return queryOptions({
    queryKey: opsKeys.moderationCount(),
    queryFn: async () => firstData(await postForm<TModerationCount>("ops/v1/qa/moderation_count")) ?? { questions: 0, answers: 0, speeches: 0 },
    staleTime: 0,
    // the socket refreshes it on every push; the poll only covers a socket that is down
    refetchInterval: 60_000,
  });
}

/** The users a restricted activity shows to (visible_users); empty: public. */
export function visibleUsersQuery(activityId: number, enabled = true) {
  return queryOptions({
    queryKey: opsKeys.visibleUsers(activityId),
    queryFn: async () => (await postForm<TVisibleUser>("ops/v1/activity/visible_users", { activityId })).datas,
    enabled: enabled && activityId > 0,
    staleTime: 0,
  });
}
