import { useMutation, useQueryClient } from "@tanstack/react-query";
import { firstData, postForm } from "#client/lib/api.ts";
import { activityKeys } from "#client/features/activity-manage/activity-manage.queries.ts";

/** company_exit_activity: cancels a booking (the server checks the same cancel rule). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activityId: number) => postForm("auth/v1/activity_company/company_exit_activity", { activityId }),
    // the activity leaves the not-ended list or shows cancelled, wherever it is cached
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

/** accept_agreement: records that the company read the booking notice of one activity. */
export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activityId: number) => postForm("auth/v1/agreement/accept_agreement", { activityId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

/**
 * download_notice_template_file: datas[0] is the announcement template's link. Silent: a failed download only
 * resets the cursor (document 2 section 8).
 */
export function useNoticeTemplate() {
  return useMutation({
    mutationFn: async (input: { activityId: number; modeId: number | null }) =>
      firstData(
        await postForm<string>(
          "auth/v1/activity_stat/download_notice_template_file",
          { activityId: input.activityId, modeId: input.modeId ?? undefined },
          { silent: true },
        ),
      ) ?? null,
  });
}
