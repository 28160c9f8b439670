import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react";
import { fetchLoginUrl, fetchLogoutUrl, followLoginUrl, forgetSession } from "#client/lib/login-session.ts";
import { getLoginType } from "#client/lib/session.ts";
import { clearFreshLogin } from "#client/features/session/session.url.ts";
import { LoginType, type LOGIN_URL_TYPES } from "#shared/identity/login-type.ts";
import { exitTarget } from "#shared/shell/display.ts";

/** The `type` of login_url: 0 personal, 1 provider pass, 2 hardware key. */
export type LoginUrlType = (typeof LOGIN_URL_TYPES)[number];

/** Asks the server for the identity provider's login address and goes there. */
export function useLogin() {
  const { i18n } = useLingui();
  return useMutation({
    mutationFn: (type: LoginUrlType) => fetchLoginUrl(type, i18n.locale),
    onSuccess: (url, type) => followLoginUrl(url, type),
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
      return fetchLogoutUrl(type);
    },
    onSuccess: (url) => {
      forgetSession(queryClient);
      clearFreshLogin();
      if (url) window.location.assign(url);
      else void navigate({ to: "/" });
    },
  });
}
