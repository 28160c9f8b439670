import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { firstData, postForm } from "#client/lib/api.ts";
import { fetchLoginUrl, followLoginUrl, forgetSession, revokeSession } from "#client/lib/login-session.ts";
import type { TFormInput } from "#shared/http/form-codec.ts";
import type { TOpsActivityDetail, TVisibleUser } from "#shared/api/ops.contract.ts";
import type { TVideoRecord } from "#shared/api/video.contract.ts";
import { LoginType } from "#shared/identity/login-type.ts";
import { opsKeys } from "#client/features/ops/ops.queries.ts";

/** The operator's actions on one activity (ops.contract.ts), by their path under ops/v1/activity/. */
export type TOpsActionPath =
  | "assign_venue"
  | "set_deadlines"
  | "reopen_materials"
  | "publish_test"
  | "publish"
  | "set_live_url"
  | "start"
  | "end"
  | "cancel"
  | "switch_modules"
  | "assign_partners";

export interface TOpsActionInput {
  action: TOpsActionPath;
  fields?: TFormInput;
}

/**
 * Runs an operator action on an activity. Every action answers the activity as it is afterwards, which
 * replaces the page's copy at once; the lists and the dashboard counts are refetched behind it.
 * Refusals (400) are shown by the request layer.
 */
export function useOpsAction(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, fields = {} }: TOpsActionInput) =>
      firstData(await postForm<TOpsActivityDetail>(`ops/v1/activity/${action}`, { ...fields, activityId })) ?? null,
    onSuccess: (detail) => {
      if (detail) queryClient.setQueryData(opsKeys.activity(activityId), detail);
      else void queryClient.invalidateQueries({ queryKey: opsKeys.activity(activityId) });
      void queryClient.invalidateQueries({ queryKey: opsKeys.activityPages() });
      void queryClient.invalidateQueries({ queryKey: opsKeys.dashboard() });
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
      postForm("ops/v1/video/video_review", { id, status, auditReason: status === 2 ? auditReason : undefined }),
    onSettled: () => {
      // also after a refusal: "already reviewed" means another operator moved the queue on
      void queryClient.invalidateQueries({ queryKey: opsKeys.videoPages() });
      void queryClient.invalidateQueries({ queryKey: opsKeys.dashboard() });
    },
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
      firstData(
        await postForm<TVideoRecord>("ops/v1/video/video_upload", {
          activityId: input.activityId,
          companyId: input.companyId ?? undefined,
          videoPath: input.videoPath,
          videoName: input.videoName.trim() || undefined,
          videoDuration: input.videoDuration === null ? undefined : String(Math.round(input.videoDuration)),
          description: input.description.trim() || undefined,
        }),
      ) ?? null,
    onSuccess: (_record, input) => {
      void queryClient.invalidateQueries({ queryKey: opsKeys.videoPages() });
      void queryClient.invalidateQueries({ queryKey: opsKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: opsKeys.activity(input.activityId) });
      void queryClient.invalidateQueries({ queryKey: opsKeys.videoTargets() });
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
      firstData(await postForm<{ sent: number }>("ops/v1/message/send", { ...input }))?.sent ?? 0,
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
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: opsKeys.all });
      void navigate({ to: "/ops" });
    },
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
      postForm("ops/v1/qa/moderate", { kind, id, status, auditReason: status === 2 ? auditReason : undefined }, { silent: true }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: opsKeys.moderationCount() });
      void queryClient.invalidateQueries({ queryKey: opsKeys.dashboard() });
    },
  });
}

/**
 * Replaces the list of users a restricted activity shows to (accounts or mobile numbers; none: public).
 * The answer is the new list; the activity is refetched for its count. An unknown user is refused by the
 * server with its name, shown by the request layer.
 */
export function useSetVisibleUsers(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (users: string[]) => (await postForm<TVisibleUser>("ops/v1/activity/set_visible_users", { activityId, users })).datas,
    onSuccess: (list) => {
      queryClient.setQueryData(opsKeys.visibleUsers(activityId), list);
      void queryClient.invalidateQueries({ queryKey: opsKeys.activity(activityId) });
    },
  });
}
