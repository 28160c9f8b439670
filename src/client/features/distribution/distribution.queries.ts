import { queryOptions, useQuery } from "@tanstack/react-query";
import { callFirst, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { activityContracts, type TDistributionDetails } from "#shared/api/activity.contract.ts";

const detailsBody = (activityId: number, companyId: number | null) => ({ activityId, ...(companyId === null ? {} : { companyId }) });

/** Query keys of the distribution details; a PV submitted anywhere refreshes them (DISTRIBUTION_READS). */
export const distributionKeys = {
  details: (token: string | null, activityId: number, companyId: number | null) =>
    queryKeyOf(activityContracts.distributeDetails, token, detailsBody(activityId, companyId)),
};

/**
 * distribute_details of an activity, or of one company's corner. Silent: the page shows a refusal (403 for a
 * company that is neither partner nor holder) in place instead of a passing notice.
 */
export function distributionDetailsQuery(token: string | null, activityId: number, companyId: number | null) {
  return queryOptions({
    queryKey: distributionKeys.details(token, activityId, companyId),
    queryFn: async (): Promise<TDistributionDetails | null> =>
      (await callFirst(activityContracts.distributeDetails, detailsBody(activityId, companyId), { silent: true })) ?? null,
    enabled: token !== null && activityId > 0 && companyId !== 0,
  });
}

export function useDistributionDetails(activityId: number, companyId: number | null) {
  return useQuery(distributionDetailsQuery(useToken(), activityId, companyId));
}
