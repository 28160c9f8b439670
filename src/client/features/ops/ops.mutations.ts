import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { call, callFirst, callList, invalidateContracts } from "#client/lib/contract-client.ts";
import { fetchLoginUrl, followLoginUrl, forgetSession, revokeSession } from "#client/lib/login-session.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import type { TContractOf } from "#shared/api/contract-types.ts";
import type { TOpsActivityDetail } from "#shared/api/ops.contract.ts";
import { opsRoutes } from "#shared/api/ops.routes.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import { videoRoutes } from "#shared/api/video.routes.ts";
import { LoginType } from "#shared/identity/login-type.ts";
import { opsKeys } from "#client/features/ops/ops.queries.ts";
import { useToken } from "#client/lib/session.ts";

/** The operator's actions on one activity (ops.contract.ts); each answers the activity as it is afterwards. */
const OPS_ACTIONS = {
  assignVenue: opsRoutes.assignVenue,
  setDeadlines: opsRoutes.setDeadlines,
  reopenMaterials: opsRoutes.reopenMaterials,
  publishTest: opsRoutes.publishTest,
  publish: opsRoutes.publish,
  setLiveUrl: opsRoutes.setLiveUrl,
  start: opsRoutes.start,
  end: opsRoutes.end,
  cancel: opsRoutes.cancel,
  switchModules: opsRoutes.switchModules,
  assignPartners: opsRoutes.assignPartners,
};
export type TOpsAction = keyof typeof OPS_ACTIONS;

/** An action and its fields (the activity id is added), typed from that action's contract. */
export type TOpsActionInput = {
  [A in TOpsAction]: { action: A; fields?: Omit<TCallBody<TContractOf<(typeof OPS_ACTIONS)[A]>>, "activityId"> };
}[TOpsAction];

/** The reads an operator's change to an activity makes stale. */
const ACTIVITY_CHANGE_READS = [opsRoutes.activityPage, opsRoutes.dashboardCounts] as const;

/**
 * Runs an operator action on an activity. Every action answers the activity as it is afterwards, which
 * replaces the page's copy at once; the lists and the dashboard counts are refetched behind it.
 * Refusals (400) are shown by the request layer.
 */
export function useOpsAction(activityId: number) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: async ({ action, fields }: TOpsActionInput): Promise<TOpsActivityDetail | null> => {
      // every action shares the activity's detail as its answer; the union of bodies is checked per action above
      const contract = OPS_ACTIONS[action] as typeof opsRoutes.start;
      return (await callFirst(contract, { ...fields, activityId })) ?? null;
    },
    onSuccess: (detail) => {
      if (detail) queryClient.setQueryData(opsKeys.activity(token, activityId), detail);
      else void queryClient.invalidateQueries(opsKeys.activityAnswers(activityId));
      void invalidateContracts(queryClient, ACTIVITY_CHANGE_READS);
    },
  });
}

export interface TVideoReviewInput {
  id: number;
  status: 1 | 2;
  auditReason?: string;
}

/** Approves (1) or rejects (2, with a reason) a video record; the queue and the counts are refetched. */
export function useVideoReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status, auditReason }: TVideoReviewInput) =>
      call(videoRoutes.opsVideoReview, { id, status, auditReason: status === 2 ? auditReason : undefined }),
    // also after a refusal: "already reviewed" means another operator moved the queue on
    onSettled: () => invalidateContracts(queryClient, [videoRoutes.opsVideoPage, opsRoutes.dashboardCounts]),
  });
}

export interface TOpsVideoUploadInput {
  activityId: number;
  /** a collective activity's company; a single activity's is its own */
  companyId: number | null;
  videoPath: string;
  videoName: string;
  /** seconds, when the browser could read them */
  videoDuration: number | null;
  description: string;
}

/** Uploads a video on a company's behalf (status 3, approved at once); the lists and counts are refetched. */
export function useOpsVideoUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TOpsVideoUploadInput) =>
      (await callFirst(videoRoutes.opsVideoUpload, {
          activityId: input.activityId,
          companyId: input.companyId ?? undefined,
          videoPath: input.videoPath,
          videoName: input.videoName.trim() || undefined,
          videoDuration: input.videoDuration === null ? undefined : String(Math.round(input.videoDuration)),
          description: input.description.trim() || undefined,
        })) ?? null,
    onSuccess: (_record, input) => {
      void invalidateContracts(queryClient, [videoRoutes.opsVideoPage, opsRoutes.dashboardCounts, videoRoutes.opsVideoTargets]);
      void queryClient.invalidateQueries(opsKeys.activityAnswers(input.activityId));
    },
  });
}

export interface TSendMessageInput {
  companyId?: number;
  companyType?: number;
  msgTitle: string;
  content: string;
}

/** Sends a message to one company or to every company of a type; answers how many companies got it. */
export function useSendMessage() {
  return useMutation({
    mutationFn: async (input: TSendMessageInput) =>
      (await callFirst(opsRoutes.sendMessage, { ...input }))?.sent ?? 0,
  });
}

/**
 * Operator login: the embedded provider's pass login, which sends the browser back to `redirect` (an /ops
 * page) with ?token=. A session of another kind held by this browser is ended first, so it does not linger.
 */
export function useOpsLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ redirect, endCurrent }: { redirect: string; endCurrent: boolean }) => {
      if (endCurrent) {
        await revokeSession();
        forgetSession(queryClient);
      }
      return fetchLoginUrl(LoginType.pass, "zh-CN", redirect);
    },
    onSuccess: (url) => followLoginUrl(url, LoginType.pass),
  });
}

/** Operator logout: revokes the session, forgets it and every back-office answer, and shows the login. */
export function useOpsLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await revokeSession();
      forgetSession(queryClient);
    },
    // forgetSession has dropped every answer fetched with the operator's token
    onSuccess: () => void navigate({ to: "/ops" }),
  });
}

export interface TModerateInput {
  /** 1 question, 2 answer, 3 speech */
  kind: number;
  id: number;
  status: 1 | 2;
  auditReason?: string;
}

/**
 * Approves (1) or refuses (2, with a reason) an item of the moderation queue. Silent: the screen has already
 * taken the item off its list and shows a refusal its own way (put back, or "already reviewed"). The
 * counts are refetched either way, since a refusal may mean another operator moved the queue on.
 */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, status, auditReason }: TModerateInput) =>
      call(qaRoutes.moderate, { kind, id, status, auditReason: status === 2 ? auditReason : undefined }, { silent: true }),
    onSettled: () => invalidateContracts(queryClient, [qaRoutes.moderationCount, opsRoutes.dashboardCounts]),
  });
}

/**
 * Replaces the list of users a restricted activity shows to (accounts or mobile numbers; none: public).
 * The answer is the new list; the activity is refetched for its count. An unknown user is refused by the
 * server with its name, shown by the request layer.
 */
export function useSetVisibleUsers(activityId: number) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: async (users: string[]) => callList(opsRoutes.setVisibleUsers, { activityId, users }),
    onSuccess: (list) => {
      queryClient.setQueryData(opsKeys.visibleUsers(token, activityId), list);
      void queryClient.invalidateQueries(opsKeys.activityAnswers(activityId));
    },
  });
}
