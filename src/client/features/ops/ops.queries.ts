import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answersOf, callFirst, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import { getToken, useToken } from "#client/lib/session.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import { opsContracts, type TDashboardCounts, type TOpsActivityDetail, type TOpsActivityRow, type TVisibleUser } from "#shared/api/ops.contract.ts";
import { videoContracts, type TOpsVideoTarget, type TReviewVideo } from "#shared/api/video.contract.ts";
import { qaContracts, type TModerationItem } from "#shared/api/qa.contract.ts";
import { opsActivityPageBody, opsVideoPageBody } from "#client/features/ops/ops-search.ts";
import type { TOpsActivityQuery, TOpsVideoQuery } from "#client/features/ops/ops-route-search.ts";

/** A page as the protocol answers it in datas[0]. */
export interface TOpsPage<T> {
  records: T[];
  current: number;
  pages: number;
  total: number;
}

export type { TDashboardCounts, TPartnerOption, TVenueOption } from "#shared/api/ops.contract.ts";

export type { TReviewVideo } from "#shared/api/video.contract.ts";

/**
 * Query keys of the back office, one per call and body. The operator's token is the one the page holds (the
 * back office never shows answers of another session); logout drops every private answer.
 */
export const opsKeys = {
  dashboard: () => queryKeyOf(opsContracts.dashboardCounts, getToken()),
  activityPage: (body: object) => queryKeyOf(opsContracts.activityPage, getToken(), body),
  activity: (id: number) => queryKeyOf(opsContracts.activityDetail, getToken(), { activityId: id }),
  venueOptions: () => queryKeyOf(opsContracts.venueOptions, getToken()),
  partnerOptions: () => queryKeyOf(opsContracts.partnerOptions, getToken()),
  videoPage: (body: object) => queryKeyOf(videoContracts.opsVideoPage, getToken(), body),
  moderationQueue: (body: object) => queryKeyOf(qaContracts.moderationQueue, getToken(), body),
  moderationCount: () => queryKeyOf(qaContracts.moderationCount, getToken()),
  videoTarget: (keyword: string) => queryKeyOf(videoContracts.opsVideoTargets, getToken(), keyword ? { keyword } : {}),
  visibleUsers: (activityId: number) => queryKeyOf(opsContracts.visibleUsers, getToken(), { activityId }),
  /** one activity's detail, whatever token fetched it */
  activityAnswers: (id: number) => answersOf(opsContracts.activityDetail, { activityId: id }),
};

const emptyPage = <T,>(): TOpsPage<T> => ({ records: [], current: 1, pages: 0, total: 0 });

/** The signed-in user (the same request as the portal header's), to tell operators from everyone else. */
export function useOpsUser() {
  return useQuery(userInfoQuery(useToken()));
}

export function dashboardQuery() {
  return queryOptions({
    queryKey: opsKeys.dashboard(),
    queryFn: async (): Promise<TDashboardCounts | null> => (await callFirst(opsContracts.dashboardCounts)) ?? null,
    // work arrives all day; the counts are worth a fresh look whenever the page is shown
    staleTime: 0,
  });
}

export function activityPageQuery(query: TOpsActivityQuery) {
  const body = opsActivityPageBody(query);
  return queryOptions({
    queryKey: opsKeys.activityPage(body),
    queryFn: async (): Promise<TOpsPage<TOpsActivityRow>> => (await callFirst(opsContracts.activityPage, body)) ?? emptyPage<TOpsActivityRow>(),
    placeholderData: keepPreviousData,
  });
}

export function activityDetailQuery(id: number) {
  return queryOptions({
    queryKey: opsKeys.activity(id),
    queryFn: async (): Promise<TOpsActivityDetail | null> => (await callFirst(opsContracts.activityDetail, { activityId: id })) ?? null,
    enabled: id > 0,
    staleTime: 0,
  });
}

export function venueOptionsQuery(enabled = true) {
  return queryOptions({
    queryKey: opsKeys.venueOptions(),
    queryFn: () => callList(opsContracts.venueOptions),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function partnerOptionsQuery(enabled = true) {
  return queryOptions({
    queryKey: opsKeys.partnerOptions(),
    queryFn: () => callList(opsContracts.partnerOptions),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function videoPageQuery(query: TOpsVideoQuery) {
  const body = opsVideoPageBody(query);
  return queryOptions({
    queryKey: opsKeys.videoPage(body),
    queryFn: async (): Promise<TOpsPage<TReviewVideo>> => (await callFirst(videoContracts.opsVideoPage, body)) ?? emptyPage<TReviewVideo>(),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Activities an operator may upload a video for (video_upload_targets), matched by keyword; at most 20. */
export function videoTargetsQuery(keyword: string, enabled = true) {
  const body = keyword.trim() ? { keyword: keyword.trim() } : {};
  return queryOptions({
    queryKey: opsKeys.videoTarget(keyword.trim()),
    queryFn: (): Promise<TOpsVideoTarget[]> => callList(videoContracts.opsVideoTargets, body),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The moderation queue's body: the snapshot time, the filters and the page. */
export type TModerationQueueBody = TCallBody<typeof qaContracts.moderationQueue>;

/** How many questions, answers and speeches wait for review (qa.contract.ts moderationCount). */
export interface TModerationCount {
  questions: number;
  answers: number;
  speeches: number;
}

/** One page of the moderation queue as of `body.asOf`; also called directly to continue a snapshot. */
export async function fetchModerationPage(body: TModerationQueueBody): Promise<TOpsPage<TModerationItem>> {
  return (await callFirst(qaContracts.moderationQueue, body)) ?? emptyPage<TModerationItem>();
}

/**
 * The first page of a moderation snapshot. The body carries asOf, so the answer never goes stale: a new
 * snapshot is a new key, and focus or reconnect refetches would shuffle the list under the operator.
 */
export function moderationQueueQuery(body: TModerationQueueBody) {
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
    queryFn: async (): Promise<TModerationCount> => (await callFirst(qaContracts.moderationCount)) ?? { questions: 0, answers: 0, speeches: 0 },
    staleTime: 0,
    // the socket refreshes it on every push; the poll only covers a socket that is down
    refetchInterval: 60_000,
  });
}

/** The users a restricted activity shows to (visible_users); empty: public. */
export function visibleUsersQuery(activityId: number, enabled = true) {
  return queryOptions({
    queryKey: opsKeys.visibleUsers(activityId),
    queryFn: (): Promise<TVisibleUser[]> => callList(opsContracts.visibleUsers, { activityId }),
    enabled: enabled && activityId > 0,
    staleTime: 0,
  });
}
