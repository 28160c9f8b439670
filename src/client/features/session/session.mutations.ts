import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { firstData, postForm } from "#client/lib/api.ts";
import { clearSession, getLoginType, setLoginType } from "#client/lib/session.ts";
import { sessionKeys } from "#client/features/session/session.queries.ts";
import { clearFreshLogin } from "#client/features/session/session.url.ts";
import { LoginType, type LOGIN_URL_TYPES } from "#shared/identity/login-type.ts";
import { exitTarget } from "#shared/shell/display.ts";

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

/**
 * Exit (spec 1 §4.1): a login type above 3 drops the token and goes to the root; the others ask the provider
 * for its logout address (which also ends the portal session), drop the token and follow that address.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (loginType: string | null) => {
      const type = loginType ?? getLoginType() ?? LoginType.pass;
      if (exitTarget(type) === "root") return null;
      // sent while the token is still stored, so the server can revoke this session
      return firstData(await postForm<string>("pub/v1/login_out_url", { type })) ?? null;
    },
    onSuccess: (url) => {
      clearSession();
      clearFreshLogin();
      queryClient.removeQueries({ queryKey: sessionKeys.all });
      if (url) window.location.assign(url);
      else void navigate({ to: "/" });
    },
  });
}
