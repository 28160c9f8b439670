import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLiveQuery } from "dexie-react-hooks";
import { callFirst, callList, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { localDb } from "#client/lib/local-db.ts";
import { OUTBOX_SETTLED_EVENT } from "#client/lib/outbox/outbox-hint.ts";
import { useToken } from "#client/lib/session.ts";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import { activityRoutes } from "#shared/api/activity.routes.ts";
import { shellRoutes } from "#shared/api/shell.routes.ts";
import type { TVideoRecord } from "#shared/api/video.contract.ts";
import { videoRoutes } from "#shared/api/video.routes.ts";
import { isPending } from "#shared/offline/outbox-rules.ts";
import { isRowOf } from "#shared/offline/queueable.ts";

const EMAIL_DESC_BODY = { parentCode: "EmailDesc", size: 0, status: 1 };

export const videoKeys = {
  list: (token: string | null, activityId: number) => queryKeyOf(videoRoutes.videoList, token, { activityId, size: 0 }),
  emailDesc: () => queryKeyOf(shellRoutes.dicList, null, EMAIL_DESC_BODY),
  // the same key (and answer) as the activity-management page's, so the two share one request
  activity: (token: string | null, activityId: number) => queryKeyOf(activityRoutes.companyActivityList, token, { activityId, size: 0 }),
};

/** The video records of one activity, newest first (front_activity_record_video_list, size 0). */
export function useVideoRecords(activityId: number) {
  const token = useToken();
  const queryClient = useQueryClient();
  // a submission replayed from the outbox lands later: show it when it does
  useEffect(() => {
    const refresh = (event: Event) => {
      const contract = (event as CustomEvent<{ contract?: string | null }>).detail?.contract;
      if (contract === videoRoutes.videoUpload.id) void invalidateContracts(queryClient, [videoRoutes.videoList]);
    };
    window.addEventListener(OUTBOX_SETTLED_EVENT, refresh);
    return () => window.removeEventListener(OUTBOX_SETTLED_EVENT, refresh);
  }, [queryClient]);
  return useQuery({
    queryKey: videoKeys.list(token, activityId),
    queryFn: async (): Promise<TVideoRecord[]> => callList(videoRoutes.videoList, { activityId, size: 0 }),
    enabled: token !== null && activityId > 0,
  });
}

/** The activity (for videoType, recType and videoUploadCloseTime); null when the server has none. */
export function useVideoActivity(activityId: number) {
  const token = useToken();
  return useQuery({
    queryKey: videoKeys.activity(token, activityId),
    queryFn: async (): Promise<TCompanyActivity | null> =>
      (await callFirst(activityRoutes.companyActivityList, { activityId, size: 0 }, { silent: true })) ?? null,
    enabled: token !== null && activityId > 0,
    retry: false,
  });
}

/** The email mode's mailbox (attachField2) and instructions (attachField1), as the EmailDesc dictionary holds them. */
export interface TEmailDescription {
  text: string | null;
  mailbox: string | null;
}

/** The email mode's instructions (dictionary EmailDesc, attachField1 of the first item) and its mailbox; null when not configured. */
export function useEmailDescription(enabled: boolean) {
  return useQuery({
    queryKey: videoKeys.emailDesc(),
    queryFn: async (): Promise<TEmailDescription | null> => {
      const item = await callFirst(shellRoutes.dicList, EMAIL_DESC_BODY, { silent: true });
      const text = item?.attachField1?.trim() || null;
      const mailbox = item?.attachField2?.trim() || null;
      return text || mailbox ? { text, mailbox } : null;
    },
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** How many submissions for this activity wait in the outbox (made offline, not yet sent). */
export function useQueuedSubmissions(activityId: number): number {
  return (
    useLiveQuery(
      async () => {
        if (typeof indexedDB === "undefined") return 0;
        const rows = await localDb().outbox.toArray();
        return rows.filter(
          (row) => isPending(row) && isRowOf(row, videoRoutes.videoUpload) && new URLSearchParams(row.body).get("activityId") === String(activityId),
        ).length;
      },
      [activityId],
      0,
    ) ?? 0
  );
}
