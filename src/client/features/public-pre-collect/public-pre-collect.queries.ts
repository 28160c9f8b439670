import { useMutation, useQuery } from "@tanstack/react-query";
import { i18n } from "@lingui/core";
import { call, callList, queryKeyOf } from "#client/lib/contract-client.ts";
import { fetchLoginUrl, followLoginUrl } from "#client/lib/login-session.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import { preCollectRoutes } from "#shared/api/pre-collect.routes.ts";
import type { TOpenActivity } from "#shared/api/pre-collect.contract.ts";
import { LoginType } from "#shared/identity/login-type.ts";

/** /preCallQa (document 4 section 2.7): the activities open for questions, and the investor's submit. */
export function useOpenActivities() {
  return useQuery({
    queryKey: queryKeyOf(preCollectRoutes.openActivities, null, {}),
    queryFn: (): Promise<TOpenActivity[]> => callList(preCollectRoutes.openActivities, {}),
  });
}

export function useSubmitPreCollect() {
  return useMutation({
    mutationFn: (input: { activityId: number; question: string }) => call(preCollectRoutes.submitQuestion, input),
  });
}

/** Whether the visitor is signed in as a personal user (the only one that may submit), from the session's user info. */
export function usePersonalSignedIn(): boolean {
  const user = useQuery(userInfoQuery(useToken()));
  return user.data?.userType === "personal";
}

/** Personal login, coming back to /preCallQa. */
export function usePersonalLoginHere() {
  return useMutation({
    mutationFn: () => fetchLoginUrl(LoginType.personal, i18n.locale || "zh-CN", "/preCallQa"),
    onSuccess: (url) => followLoginUrl(url, LoginType.personal),
  });
}
