import { useMutation, useQueryClient } from "@tanstack/react-query";
import { t } from "@lingui/core/macro";
import { i18n } from "@lingui/core";
import type { QueueableResult } from "#client/lib/outbox/queueable-post.ts";
import { fetchLoginUrl, followLoginUrl, forgetSession, revokeSession } from "#client/lib/login-session.ts";
import type { TPublicQa } from "#shared/api/qa.contract.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import { LoginType } from "#shared/identity/login-type.ts";
import { isSafeRedirectPath } from "#shared/identity/redirect.ts";
import { applyToCache } from "./public-qa.live.ts";
import { publicQaKeys } from "./public-qa.queries.ts";

/**
 * The outbox's write path, loaded when a visitor first asks or presses "me too" rather than with the page:
 * it brings Dexie and every contract's route list. The ask box fetches it ahead while online
 * (preloadOutbox), so a question asked offline without a service worker still finds it.
 */
const loadQueueable = () => import("#client/lib/outbox/queueable-post.ts");

export interface TAskInput {
  content: string;
}

/**
 * Asks a question as a queueable write: online it is sent at once and the new question is put at the top
 * of the first page as the asker's own; offline it waits in the outbox and is sent once when the network
 * returns (the server's idempotency store makes a replay count once).
 */
export function useAskQuestion(activityId: number, testCode: string | null, companyId: number | null = null) {
  const queryClient = useQueryClient();
  return useMutation({
    // the query layer would hold a mutation back while offline; this one decides for itself (it queues)
    networkMode: "always",
    mutationFn: async ({ content }: TAskInput): Promise<QueueableResult<TPublicQa>> =>
      (await loadQueueable()).callQueueable(qaRoutes.askQuestion, { activityId, testCode: testCode ?? undefined, companyId: companyId ?? undefined, content }, { label: t`提问（活动编号 ${activityId}）` }),
    onSuccess: (result) => {
      if (result.status !== "sent") return;
      const record = result.envelope.datas[0];
      if (record) applyToCache(queryClient, activityId, { op: "upsert", record: { ...record, isMine: true } });
      else void queryClient.invalidateQueries(publicQaKeys.pages(activityId));
    },
  });
}

/** 'Me too' on a question, once per user; queueable like asking (the server counts one per user anyway). */
export function useMeToo(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: async (record: TPublicQa) =>
      (await loadQueueable()).callQueueable(qaRoutes.addOne, { id: record.id }, { label: t`我也想问（问题编号 ${record.id}）` }),
    onSuccess: (result, record) => {
      const answer = result.status === "sent" ? result.envelope.datas[0] : undefined;
      // queued: shown as pressed at once; the replay's answer (or the live event) brings the real count
      const count = answer?.questionAddOneCount ?? record.questionAddOneCount + (record.hasAddedOne ? 0 : 1);
      applyToCache(queryClient, activityId, { op: "meToo", id: record.id, count, hasAddedOne: answer?.hasAddedOne ?? true });
    },
  });
}

/** Where the identity provider sends the browser back: this page, when it is a same-site path. */
function returnPath(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return isSafeRedirectPath(here) ? here : "/home";
}

/**
 * Personal login (or, for an enterprise session, the switch to it): an enterprise session is ended first, so
 * it does not linger beside the personal one, then the provider's personal login brings the user back here.
 */
export function usePersonalLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ endCurrent }: { endCurrent: boolean }) => {
      if (endCurrent) {
        await revokeSession();
        forgetSession(queryClient);
      }
      return fetchLoginUrl(LoginType.personal, i18n.locale || "zh-CN", returnPath());
    },
    onSuccess: (url) => followLoginUrl(url, LoginType.personal),
  });
}
