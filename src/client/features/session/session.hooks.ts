import { getLoginType, useToken } from "#client/lib/session.ts";
import { useUserInfo } from "#client/features/session/session.queries.ts";

/**
 * The login type of the current session: the server's answer once the user is loaded, else the type chosen
 * at login (stored under `loginType`), else null when logged out.
 */
export function useLoginType(): string | null {
  const token = useToken();
  const userInfo = useUserInfo();
  if (token === null) return null;
  return userInfo.data?.loginType ?? getLoginType();
}
