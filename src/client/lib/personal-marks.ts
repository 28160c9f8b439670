import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "@lingui/core";
import { call, callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { fetchLoginUrl, followLoginUrl } from "#client/lib/login-session.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import type { TMyMarks } from "#shared/api/personal.contract.ts";
import { personalRoutes } from "#shared/api/personal.routes.ts";
import { LoginType } from "#shared/identity/login-type.ts";
import { isSafeRedirectPath } from "#shared/identity/redirect.ts";
import { hasPersonalCorner } from "#shared/personal/personal-rules.ts";

/**
 * The favourite and follow marks of the public pages (the activity header, the institution page) and the
 * personal centre's lists they change (document 4 section 4). Here rather than in a feature: the buttons sit
 * on pages of several features, which may not import one another.
 */

/** Who the buttons are for: "personal" marks, "visitor" is asked to log in, "other" (enterprise, operator) has no corner. */
export type TMarker = "personal" | "visitor" | "other" | "unknown";

export function useMarker(): TMarker {
  const token = useToken();
  const user = useQuery(userInfoQuery(token));
  if (!token) return "visitor";
  if (!user.data) return "unknown";
  return hasPersonalCorner(user.data.userType) ? "personal" : "other";
}

/** Whether I favourited the activity and follow the company (either may be left out). */
export function useMyMarks(body: { activityId?: number; companyId?: number }, enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(personalRoutes.myMarks, token, body),
    queryFn: async (): Promise<TMyMarks> => (await callFirst(personalRoutes.myMarks, body)) ?? { favourited: null, followed: null },
    enabled: enabled && token !== null,
    staleTime: 60_000,
  });
}

/** The answers a toggle changes: the marks, and the personal centre's favourites or follows. */
const afterFavourite = [personalRoutes.myMarks, personalRoutes.favouritePage] as const;
const afterFollow = [personalRoutes.myMarks, personalRoutes.followPage] as const;

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (activityId: number) => (await call(personalRoutes.favouriteToggle, { activityId })).datas[0]!.favourited,
    onSuccess: () => invalidateContracts(queryClient, afterFavourite),
  });
}

export function useToggleFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (companyId: number) => (await call(personalRoutes.followToggle, { companyId })).datas[0]!.followed,
    onSuccess: () => invalidateContracts(queryClient, afterFollow),
  });
}

/** A visitor who presses a mark logs in personally first, and comes back to this page. */
export function usePersonalLoginHere() {
  return useMutation({
    mutationFn: () => {
      const here = `${window.location.pathname}${window.location.search}`;
      return fetchLoginUrl(LoginType.personal, i18n.locale || "zh-CN", isSafeRedirectPath(here) ? here : "/home");
    },
    onSuccess: (url) => followLoginUrl(url, LoginType.personal),
  });
}
