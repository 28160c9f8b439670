import { queryOptions, useQuery } from "@tanstack/react-query";
import { callFirst, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TCompanyActivityDetail } from "#shared/api/activity.contract.ts";
import { activityRoutes } from "#shared/api/activity.routes.ts";
import { materialsRoutes } from "#shared/api/materials.routes.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import { shellRoutes } from "#shared/api/shell.routes.ts";
import { FUND_SEARCH_MIN } from "#shared/materials/materials-rules.ts";

const BG_BODY = { parentCode: "ActivityBgImage", status: 1 };

/** The activity with its materials (company_activity_list, the same answer the detail page reads). */
export function materialsActivityQuery(token: string | null, activityId: number) {
  return queryOptions({
    queryKey: queryKeyOf(activityRoutes.companyActivityList, token, { activityId, size: 0 }),
    queryFn: async (): Promise<TCompanyActivityDetail | null> => (await callFirst(activityRoutes.companyActivityList, { activityId, size: 0 })) ?? null,
    enabled: token !== null && activityId > 0,
  });
}

export function useMaterialsActivity(activityId: number) {
  return useQuery(materialsActivityQuery(useToken(), activityId));
}

/** The guests of the caller's part, every field (activity_guest_list). */
export function useMaterialsGuests(activityId: number, companyId: number | undefined) {
  const token = useToken();
  const body = { activityId, companyId, size: 0 };
  return useQuery({
    queryKey: queryKeyOf(qaRoutes.activityGuestList, token, body),
    queryFn: () => callList(qaRoutes.activityGuestList, body),
    enabled: token !== null && companyId !== undefined,
  });
}

/** The background templates (dictionary ActivityBgImage: attachField1 the image, sort the bgNum). */
export function useBackgroundTemplates() {
  return useQuery({
    queryKey: queryKeyOf(shellRoutes.dicList, null, BG_BODY),
    queryFn: () => callList(shellRoutes.dicList, BG_BODY, { silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** fund_product_list, from FUND_SEARCH_MIN characters (document 3 section 5). */
export function useFundSearch(search: string) {
  const token = useToken();
  const text = search.trim();
  const body = { fundCodeOrExpansionAbbr: text, size: 0 };
  return useQuery({
    queryKey: queryKeyOf(materialsRoutes.fundProductList, token, body),
    queryFn: () => callList(materialsRoutes.fundProductList, body, { silent: true }),
    enabled: token !== null && [...text].length >= FUND_SEARCH_MIN,
    staleTime: 60_000,
  });
}

/** select_from_guest: the company's guest library, by name and by mobile (full, or its last three digits). */
export function useGuestLibrary(search: { guestNameLike: string; mobileSearch: string }, enabled: boolean) {
  const token = useToken();
  const body = { size: 0, guestNameLike: search.guestNameLike.trim() || undefined, mobileSearch: search.mobileSearch.trim() || undefined };
  return useQuery({
    queryKey: queryKeyOf(materialsRoutes.selectFromGuest, token, body),
    queryFn: () => callList(materialsRoutes.selectFromGuest, body),
    enabled: enabled && token !== null,
  });
}
