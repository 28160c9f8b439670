import { useState } from "react";
import { Button, Group, Paper, Select, Stack, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { supervisorRefusal, type TOperatorRole } from "#shared/activity/ops-roles.ts";
import { accountAdminRoutes } from "#shared/api/account-admin.routes.ts";
import { ACCOUNT_NAME_PATTERN, AccountMsg, lockRefusal as selfLockRefusal } from "#shared/company/accounts.ts";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import { useAccountLock, useOperatorCreate, useOperatorRole, useOperators, useResetPassword, type TIssuedPassword } from "#client/features/ops/companies.queries.ts";
import { ActionButton } from "./action-button.tsx";
import { AccountRow } from "./company-accounts-dialog.tsx";
import { IssuedPasswordDialog } from "./issued-password-dialog.tsx";
import classes from "./ops-page.module.css";

const shownError = (error: unknown) => {
  if (!wasShown(error)) notify("error", errorMessage(error));
};

/** Operators and their roles (document 4 sections 1 and 6): the supervisor opens, locks, resets and sets roles. */
export function OperatorsPage() {
  const { t } = useLingui();
  const me = useOpsUser().data;
  const role = me?.operatorRole ?? null;
  const [pageNo, setPageNo] = useState(1);
  const [issued, setIssued] = useState<TIssuedPassword | null>(null);
  const list = useOperators({ pageNo, pageSize: 20 });
  const setRole = useOperatorRole();
  const lock = useAccountLock();
  const reset = useResetPassword();
  const roleOptions = [{ value: "operator", label: t`运营人员` }, { value: "supervisor", label: t`运营主管` }];
  const roleRefusal = supervisorRefusal(accountAdminRoutes.operatorRole, role);

  return (
    <Stack gap="md" data-testid="ops-operators-page">
      <Title order={1} className={classes.pageTitle}><Trans>运营账号与角色</Trans></Title>
      <OperatorCreateForm role={role} onIssued={setIssued} />
      <Paper withBorder radius="md" px="md">
        {(list.data?.records ?? []).map((o) => {
          const self = me?.id === o.userId;
          return (
            <AccountRow
              key={o.userId}
              account={o}
              actions={
                <Group gap={4} wrap="wrap">
                  <Select size="xs" w={120} data={roleOptions} value={o.operatorRole} allowDeselect={false} disabled={roleRefusal !== null || self} aria-label={t`角色`}
                    onChange={(v) => v && v !== o.operatorRole && setRole.mutate({ userId: o.userId, operatorRole: v as TOperatorRole }, { onError: shownError })} data-testid="operator-role" />
                  <ActionButton refusal={supervisorRefusal(accountAdminRoutes.lock, role) ?? (me ? selfLockRefusal(me.id, o.userId)?.message ?? null : null)} size="compact-xs" variant="light" color={o.locked ? "teal" : "red"}
                    onClick={() => lock.mutate({ userId: o.userId, locked: !o.locked }, { onError: shownError })} data-testid="account-lock">
                    {o.locked ? <Trans>解锁</Trans> : <Trans>锁定</Trans>}
                  </ActionButton>
                  <ActionButton refusal={supervisorRefusal(accountAdminRoutes.resetPassword, role)} size="compact-xs" variant="subtle"
                    onClick={() => reset.mutate({ userId: o.userId }, { onSuccess: (x) => x && setIssued(x), onError: shownError })} data-testid="account-reset">
                    <Trans>重置密码</Trans>
                  </ActionButton>
                </Group>
              }
            />
          );
        })}
      </Paper>
      {list.data ? <TablePager total={list.data.total} page={pageNo} pages={Math.max(list.data.pages, 1)} onChange={setPageNo} hideSinglePage /> : null}
      <IssuedPasswordDialog issued={issued} onClose={() => setIssued(null)} />
    </Stack>
  );
}

function OperatorCreateForm({ role, onIssued }: { role: TOperatorRole | null; onIssued: (x: TIssuedPassword) => void }) {
  const { t } = useLingui();
  const [account, setAccount] = useState("");
  const [nickName, setNickName] = useState("");
  const [operatorRole, setOperatorRole] = useState<TOperatorRole>("operator");
  const create = useOperatorCreate();
  const refusal = supervisorRefusal(accountAdminRoutes.operatorCreate, role);
  const problem = account !== "" && !ACCOUNT_NAME_PATTERN.test(account) ? AccountMsg.accountInvalid : null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({ account, nickName, operatorRole }, { onSuccess: (x) => { if (x) { setAccount(""); setNickName(""); onIssued(x); } }, onError: shownError });
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput label={t`登录账号`} value={account} maxLength={32} onChange={(e) => setAccount(e.currentTarget.value.trim())} error={problem} w={{ base: "100%", xs: 180 }} disabled={refusal !== null} data-testid="operator-account" />
        <TextInput label={t`姓名`} value={nickName} maxLength={20} onChange={(e) => setNickName(e.currentTarget.value)} w={{ base: "100%", xs: 160 }} disabled={refusal !== null} data-testid="operator-nick" />
        <Select label={t`角色`} w={{ base: "100%", xs: 140 }} allowDeselect={false} value={operatorRole} onChange={(v) => v && setOperatorRole(v as TOperatorRole)} disabled={refusal !== null}
          data={[{ value: "operator", label: t`运营人员` }, { value: "supervisor", label: t`运营主管` }]} />
        <Button type="submit" loading={create.isPending} disabled={refusal !== null || account === "" || problem !== null || nickName.trim() === ""} title={refusal ?? undefined} data-testid="operator-create">
          <Trans>开通运营账号</Trans>
        </Button>
      </Group>
    </form>
  );
}
