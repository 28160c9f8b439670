import { useQuery } from "@tanstack/react-query";
import { savedAnswersOf } from "#client/lib/saved-answers.ts";
import { SAVED_ACTIVITY_CONTRACT, savedActivitiesFrom, type TSavedActivity } from "#shared/offline/saved-activities.ts";

/** A device-local read, not a contract's: its key stands apart from the contract keys. */
export const savedActivitiesKey = ["device", "savedActivities"] as const;

/**
 * The activity pages kept on this device (offline, the roadshow list offers them). It reads IndexedDB, not
 * the network, so it runs offline too; a store that cannot be opened lists nothing rather than failing.
 */
export function useSavedActivities(enabled: boolean) {
  return useQuery({
    queryKey: savedActivitiesKey,
    queryFn: async (): Promise<TSavedActivity[]> => savedActivitiesFrom(await savedAnswersOf(SAVED_ACTIVITY_CONTRACT).catch(() => [])),
    enabled,
    networkMode: "always",
    staleTime: 0,
  });
}
