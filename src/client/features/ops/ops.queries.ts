import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answersOf, callFirst, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import type { TDashboardCounts, TOpsActivityDetail, TOpsActivityRow, TVisibleUser } from "#shared/api/ops.contract.ts";
import { opsRoutes } from "#shared/api/ops.routes.ts";
import type { TOpsVideoTarget, TReviewVideo } from "#shared/api/video.contract.ts";
import { videoRoutes } from "#shared/api/video.routes.ts";
import type { TModerationItem } from "#shared/api/qa.contract.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import type { qaContracts } from "#shared/api/qa.contract.ts";
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
 * Query keys of the back office, one per call and body, with the operator's token passed in as every feature
 * does (components read it with useToken, the loaders with getToken): the back office never shows answers of
 * another session, and logout drops every private answer.
 */
type TToken = string | null;
export const opsKeys = {
  dashboard: (token: TToken) => queryKeyOf(opsRoutes.dashboardCounts, token),
  activityPage: (token: TToken, body: object) => queryKeyOf(opsRoutes.activityPage, token, body),
  activity: (token: TToken, id: number) => queryKeyOf(opsRoutes.activityDetail, token, { activityId: id }),
  venueOptions: (token: TToken) => queryKeyOf(opsRoutes.venueOptions, token),
  partnerOptions: (token: TToken) => queryKeyOf(opsRoutes.partnerOptions, token),
  videoPage: (token: TToken, body: object) => queryKeyOf(videoRoutes.opsVideoPage, token, body),
  moderationQueue: (token: TToken, body: object) => queryKeyOf(qaRoutes.moderationQueue, token, body),
  moderationCount: (token: TToken) => queryKeyOf(qaRoutes.moderationCount, token),
  videoTarget: (token: TToken, keyword: string) => queryKeyOf(videoRoutes.opsVideoTargets, token, keyword ? { keyword } : {}),
  visibleUsers: (token: TToken, activityId: number) => queryKeyOf(opsRoutes.visibleUsers, token, { activityId }),
  /** one activity's detail, whatever token fetched it */
  activityAnswers: (id: number) => answersOf(opsRoutes.activityDetail, { activityId: id }),
};

const emptyPage = <T,>(): TOpsPage<T> => ({ records: [], current: 1, pages: 0, total: 0 });

/** The signed-in user (the same request as the portal header's), to tell operators from everyone else. */
export function useOpsUser() {
  return useQuery(userInfoQuery(useToken()));
}

export function dashboardQuery(token: TToken) {
  return queryOptions({
    queryKey: opsKeys.dashboard(token),
    queryFn: async (): Promise<TDashboardCounts | null> => (await callFirst(opsRoutes.dashboardCounts)) ?? null,
    // work arrives all day; the counts are worth a fresh look whenever the page is shown
    staleTime: 0,
  });
}

export function activityPageQuery(token: TToken, query: TOpsActivityQuery) {
  const body = opsActivityPageBody(query);
  return queryOptions({
    queryKey: opsKeys.activityPage(token, body),
    queryFn: async (): Promise<TOpsPage<TOpsActivityRow>> => (await callFirst(opsRoutes.activityPage, body)) ?? emptyPage<TOpsActivityRow>(),
    placeholderData: keepPreviousData,
  });
}

export function activityDetailQuery(token: TToken, id: number) {
  return queryOptions({
    queryKey: opsKeys.activity(token, id),
    queryFn: async (): Promise<TOpsActivityDetail | null> => (await callFirst(opsRoutes.activityDetail, { activityId: id })) ?? null,
    enabled: id > 0,
    staleTime: 0,
  });
}

export function venueOptionsQuery(token: TToken, enabled = true) {
  return queryOptions({
    queryKey: opsKeys.venueOptions(token),
    queryFn: () => callList(opsRoutes.venueOptions),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function partnerOptionsQuery(token: TToken, enabled = true) {
  return queryOptions({
    queryKey: opsKeys.partnerOptions(token),
    queryFn: () => callList(opsRoutes.partnerOptions),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function videoPageQuery(token: TToken, query: TOpsVideoQuery) {
  const body = opsVideoPageBody(query);
  return queryOptions({
    queryKey: opsKeys.videoPage(token, body),
    queryFn: async (): Promise<TOpsPage<TReviewVideo>> => (await callFirst(videoRoutes.opsVideoPage, body)) ?? emptyPage<TReviewVideo>(),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Activities an operator may upload a video for (video_upload_targets), matched by keyword; at most 20. */
export function videoTargetsQuery(token: TToken, keyword: string, enabled = true) {
  const body = keyword.trim() ? { keyword: keyword.trim() } : {};
  return queryOptions({
    queryKey: opsKeys.videoTarget(token, keyword.trim()),
    queryFn: (): Promise<TOpsVideoTarget[]> => callList(videoRoutes.opsVideoTargets, body),
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
  return (await callFirst(qaRoutes.moderationQueue, body)) ?? emptyPage<TModerationItem>();
}

/**
 * The first page of a moderation snapshot. The body carries asOf, so the answer never goes stale: a new
 * snapshot is a new key, and focus or reconnect refetches would shuffle the list under the operator.
 */
export function moderationQueueQuery(token: TToken, body: TModerationQueueBody) {
  return queryOptions({
    queryKey: opsKeys.moderationQueue(token, body),
    queryFn: () => fetchModerationPage(body),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function moderationCountQuery(token: TToken) {
  return queryOptions({
    queryKey: opsKeys.moderationCount(token),
    queryFn: async (): Promise<TModerationCount> => (await callFirst(qaRoutes.moderationCount)) ?? { questions: 0, answers: 0, speeches: 0 },
    staleTime: 0,
    // the socket refreshes it on every push; the poll only covers a socket that is down
    refetchInterval: 60_000,
  });
}

/** The users a restricted activity shows to (visible_users); empty: public. */
export function visibleUsersQuery(token: TToken, activityId: number, enabled = true) {
  return queryOptions({
    queryKey: opsKeys.visibleUsers(token, activityId),
    queryFn: (): Promise<TVisibleUser[]> => callList(opsRoutes.visibleUsers, { activityId }),
    enabled: enabled && activityId > 0,
    staleTime: 0,
  });
}
