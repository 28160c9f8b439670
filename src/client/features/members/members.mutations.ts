import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { call, invalidateContracts } from "#client/lib/contract-client.ts";
import { fetchLogoutUrl, forgetSession, revokeSession } from "#client/lib/login-session.ts";
import { getLoginType } from "#client/lib/session.ts";
import type { TScopeFlags } from "#shared/company/member-rules.ts";
import { memberRoutes } from "#shared/api/member.routes.ts";
import { sessionRoutes } from "#shared/api/session.routes.ts";
import { LoginType } from "#shared/identity/login-type.ts";
import { exitTarget } from "#shared/shell/display.ts";

/** What a member write changes: the lists, the caller's own membership, and (a role handed on) the tabs. */
const MEMBER_READS = [memberRoutes.memberPage, memberRoutes.memberList, memberRoutes.memberInfo, sessionRoutes.userInfo];

export interface TMemberDraft extends TScopeFlags {
  id?: number;
  account: string;
  nickName: string;
  title: string;
  description: string;
}

function useMemberWrite<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => invalidateContracts(queryClient, MEMBER_READS) });
}

export const useSaveMember = () =>
  useMemberWrite(({ id, account, ...rest }: TMemberDraft) =>
    id === undefined ? call(memberRoutes.memberAdd, { account, ...rest }) : call(memberRoutes.memberEdit, { id, ...rest }),
  );
export const useDeleteMembers = () => useMemberWrite((ids: number[]) => call(memberRoutes.memberDel, { ids }));
export const useTransferAdmin = () => useMemberWrite((id: number) => call(memberRoutes.adminExchange, { id }));

/**
 * company_exit, then (document 3 section 7, Members) logout and, for login types 1 to 3, the provider's logout
 * address of login_out_url type 1; other login types go to the root.
 */
export function useExitCompany() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const res = await call(memberRoutes.companyExit);
      const type = getLoginType() ?? LoginType.pass;
      const url = exitTarget(type) === "root" ? null : await fetchLogoutUrl(LoginType.pass);
      await revokeSession();
      return { message: res.message, url };
    },
    onSuccess: ({ url }) => {
      forgetSession(queryClient);
      if (url) window.location.assign(url);
      else void navigate({ to: "/" });
    },
  });
}
