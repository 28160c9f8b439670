import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { firstData, postForm } from "#client/lib/api.ts";
import { clearSession, getLoginType, setLoginType } from "#client/lib/session.ts";
import { sessionKeys } from "#client/features/session/session.queries.ts";
import { exitGoesToRoot, LoginType, type LOGIN_URL_TYPES } from "#shared/identity/login-type.ts";

/** The `type` of login_url: 0 personal, 1 provider pass, 2 hardware key. */
export type LoginUrlType = (typeof LOGIN_URL_TYPES)[number];

/** Asks the server for the identity provider's login address and goes there. */
export function useLogin() {
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: async (type: LoginUrlType) => {
      const url = firstData(await postForm<string>("pub/v1/login_url", { type, lang: i18n.locale }));
      if (!url) throw new Error("login_url returned no address");
      return url;
    },
    onSuccess: (url, type) => {
      // remembered so that logout can send the same type
      setLoginType(type);
      window.location.assign(url);
    },
  });
}

/** Logs out at the identity provider (when it is one of ours), forgets the session and follows the provider. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (loginType: string | null) => {
      const type = loginType ?? getLoginType() ?? LoginType.pass;
      if (exitGoesToRoot(type)) return null;
      // sent while the token is still stored, so the server can revoke this session
      return firstData(await postForm<string>("pub/v1/login_out_url", { type })) ?? null;
    },
    onSuccess: (url) => {
      clearSession();
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      if (url) window.location.assign(url);
      else void navigate({ to: "/" });
    },
  });
}
