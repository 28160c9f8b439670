import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { participantRoutes } from "#shared/api/participant.routes.ts";
import { activityRoutes } from "#shared/api/activity.routes.ts";
import type { TParticipantInfo } from "#shared/api/participant.contract.ts";

/** The participant list's reads and upload (document 3 section 7 upload_participant). */

export function useParticipantInfo(activityId: number) {
  const token = useToken();
  const body = { activityId };
  return useQuery({
    queryKey: queryKeyOf(participantRoutes.participantInfo, token, body),
    queryFn: async (): Promise<TParticipantInfo | null> => (await callFirst(participantRoutes.participantInfo, body)) ?? null,
    enabled: token !== null && activityId > 0,
  });
}

/**
 * Sends the uploaded spreadsheet's path to upload_participant; afterwards the tab and the activity (whose
 * progress strip shows the attendee step) are read again. A refusal's datas are the rows and their errors.
 */
export function useUploadParticipants(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: { filePath: string; fileName: string }) =>
      (await call(participantRoutes.uploadParticipant, { id: activityId, path: file.filePath, fileName: file.fileName })).datas[0],
    onSettled: () => invalidateContracts(queryClient, [participantRoutes.participantInfo, activityRoutes.companyActivityList, activityRoutes.companyActivityPage]),
  });
}
