import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, invalidateContracts } from "#client/lib/contract-client.ts";
import { MESSAGE_CONTRACTS } from "#client/lib/realtime.tsx";
import { activityRoutes } from "#shared/api/activity.routes.ts";

/** company_message_read_all: every list and the badge refresh. */
export function useReadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => call(activityRoutes.companyMessageReadAll),
    onSuccess: () => invalidateContracts(queryClient, MESSAGE_CONTRACTS),
  });
}
