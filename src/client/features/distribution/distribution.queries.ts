import { queryOptions, useQuery } from "@tanstack/react-query";
import { firstData, postForm } from "#client/lib/api.ts";
import { useToken } from "#client/lib/session.ts";
import type { TDistributionDetails } from "#shared/api/activity.contract.ts";

/**
 * Query keys of the distribution details. They sit under the same ["distribution", token] root as the company
 * home's distribution card, so a PV submitted from either place refreshes both.
 */
export const distributionKeys = {
  root: (token: string | null) => ["distribution", token] as const,
  details: (token: string | null, activityId: number, companyId: number | null) => ["distribution", token, "details", activityId, companyId] as const,
};

/**
 * distribute_details of an activity, or of one company's corner. Silent: the page shows a refusal (403 for a
 * company that is neither partner nor holder) in place instead of a passing notice.
 */
export function distributionDetailsQuery(token: string | null, activityId: number, companyId: number | null) {
  return queryOptions({
    queryKey: distributionKeys.details(token, activityId, companyId),
    queryFn: async (): Promise<TDistributionDetails | null> =>
      firstData(
        await postForm<TDistributionDetails>(
          "auth/v1/activity_distribute/distribute_details",
          { activityId, ...(companyId === null ? {} : { companyId }) },
          { silent: true },
        ),
      ) ?? null,
    enabled: token !== null && activityId > 0 && companyId !== 0,
  });
}

export function useDistributionDetails(activityId: number, companyId: number | null) {
  return useQuery(distributionDetailsQuery(useToken(), activityId, companyId));
}
