import { useMutation, useQueryClient } from "@tanstack/react-query";
import { t } from "@lingui/core/macro";
import { invalidateContracts } from "#client/lib/contract-client.ts";
import { callQueueable } from "#client/lib/outbox/queueable-post.ts";
import { videoContracts } from "#shared/api/video.contract.ts";
import { videoUploadFields, type TVideoForm } from "./activity-video.form.ts";

/**
 * Submits the dialog (front_activity_record_video_upload) as a queueable write: online it is sent at once;
 * offline it waits in the outbox with its Idempotency-Key and is applied once when the network returns.
 */
export function useSubmitVideos(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // the query layer would hold a mutation back while offline; this one decides for itself (it queues)
    networkMode: "always",
    mutationFn: (form: TVideoForm) =>
      callQueueable(videoContracts.videoUpload, videoUploadFields(activityId, form), {
        label: t`活动视频提交（活动编号 ${activityId}）`,
      }),
    onSuccess: () => invalidateContracts(queryClient, [videoContracts.videoList]),
  });
}
