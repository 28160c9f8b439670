import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, invalidateContracts } from "#client/lib/contract-client.ts";
import { activityContracts } from "#shared/api/activity.contract.ts";
import { bookingContracts } from "#shared/api/booking.contract.ts";
import { ACTIVITY_READS } from "#client/features/activity-manage/activity-manage.queries.ts";

/** company_exit_activity: cancels a booking (the server checks the same cancel rule). */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activityId: number) => call(activityContracts.companyExitActivity, { activityId }),
    // the activity leaves the not-ended list or shows cancelled, wherever it is cached
    onSettled: () => invalidateContracts(queryClient, ACTIVITY_READS),
  });
}

/** accept_agreement: records that the company read the booking notice of one activity. */
export function useAcceptAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activityId: number) => call(bookingContracts.acceptAgreement, { activityId }),
    onSuccess: () => invalidateContracts(queryClient, ACTIVITY_READS),
  });
}

/**
 * download_notice_template_file: datas[0] is the announcement template's link. Silent: a failed download only
 * resets the cursor (document 2 section 8).
 */
export function useNoticeTemplate() {
  return useMutation({
    mutationFn: async (input: { activityId: number; modeId: number | null }) =>
      (await callFirst(
        activityContracts.downloadNoticeTemplateFile,
        { activityId: input.activityId, modeId: input.modeId ?? undefined },
        { silent: true },
      )) ?? null,
  });
}
