import { useState } from "react";
import { Badge, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { supervisorRefusal, type TOperatorRole } from "#shared/activity/ops-roles.ts";
import { accountAdminRoutes } from "#shared/api/account-admin.routes.ts";
import { memberRoutes } from "#shared/api/member.routes.ts";
import { ACCOUNT_NAME_PATTERN, AccountMsg } from "#shared/company/accounts.ts";
import { MemberRole } from "#shared/company/member-rules.ts";
import {
  useAccountCreate, useAccountLock, useAppointAdmin, useCompanyAccounts, useResetPassword,
  type TAdminAccount, type TAdminCompany, type TIssuedPassword,
} from "#client/features/ops/companies.queries.ts";
import { ActionButton } from "./action-button.tsx";
import { IssuedPasswordDialog } from "./issued-password-dialog.tsx";

const PAGE_SIZE = 10;
const shownError = (error: unknown) => {
  if (!wasShown(error)) notify("error", errorMessage(error));
};

/** A company's accounts: open one (its initial password shown once), appoint the admin, lock, reset. */
export function CompanyAccountsDialog({ company, role, onClose }: { company: TAdminCompany; role: TOperatorRole | null; onClose: () => void }) {
  const { t } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const [adding, setAdding] = useState(false);
  const [issued, setIssued] = useState<TIssuedPassword | null>(null);
  const accounts = useCompanyAccounts({ companyId: company.id, pageNo, pageSize: PAGE_SIZE });
  const appoint = useAppointAdmin();
  const lock = useAccountLock();
  const reset = useResetPassword();
  const createRefusal = supervisorRefusal(accountAdminRoutes.accountCreate, role);
  const appointRefusal = supervisorRefusal(memberRoutes.opsAppointAdmin, role);
  const lockRefusal = supervisorRefusal(accountAdminRoutes.lock, role);
  const resetRefusal = supervisorRefusal(accountAdminRoutes.resetPassword, role);

  return (
    <>
      <Modal opened={issued === null} onClose={onClose} title={company.shortName} size="lg" data-testid="ops-company-members-dialog">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">{company.fullName}</Text>
            <ActionButton refusal={createRefusal} size="compact-sm" onClick={() => setAdding((v) => !v)} data-testid="account-new">
              <Trans>开通账号</Trans>
            </ActionButton>
          </Group>
          {adding ? <AccountCreateForm companyId={company.id} onIssued={(x) => { setAdding(false); setIssued(x); }} /> : null}
          {(accounts.data?.records ?? []).map((m) => (
            <AccountRow
              key={m.userId}
              account={m}
              actions={
                <Group gap={4} wrap="wrap" justify="flex-end">
                  {m.userRole === MemberRole.member && m.memberId !== null ? (
                    <ActionButton refusal={appointRefusal} size="compact-xs" variant="light" loading={appoint.isPending && appoint.variables?.id === m.memberId}
                      onClick={() => appoint.mutate({ companyId: company.id, id: m.memberId! }, { onSuccess: () => notify("success", t`任命成功`), onError: shownError })} data-testid="ops-appoint-admin">
                      <Trans>任命为管理员</Trans>
                    </ActionButton>
                  ) : null}
                  <ActionButton refusal={lockRefusal} size="compact-xs" variant="light" color={m.locked ? "teal" : "red"} loading={lock.isPending && lock.variables?.userId === m.userId}
                    onClick={() => lock.mutate({ userId: m.userId, locked: !m.locked }, { onError: shownError })} data-testid="account-lock">
                    {m.locked ? <Trans>解锁</Trans> : <Trans>锁定</Trans>}
                  </ActionButton>
                  <ActionButton refusal={resetRefusal} size="compact-xs" variant="subtle" loading={reset.isPending && reset.variables?.userId === m.userId}
                    onClick={() => reset.mutate({ userId: m.userId }, { onSuccess: (x) => x && setIssued(x), onError: shownError })} data-testid="account-reset">
                    <Trans>重置密码</Trans>
                  </ActionButton>
                </Group>
              }
            />
          ))}
          {accounts.data && accounts.data.records.length === 0 ? <Text c="dimmed" fz="sm"><Trans>该公司还没有账号</Trans></Text> : null}
          {accounts.data ? <TablePager total={accounts.data.total} page={pageNo} pages={Math.max(accounts.data.pages, 1)} onChange={setPageNo} hideSinglePage mt="sm" /> : null}
        </Stack>
      </Modal>
      <IssuedPasswordDialog issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}

/** One account: its name, login, role and state, and the actions beside it. */
export function AccountRow({ account: m, actions }: { account: TAdminAccount; actions: React.ReactNode }) {
  return (
    <Group justify="space-between" py="xs" wrap="wrap" gap="xs" style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }} data-testid="ops-member-row" data-user-id={m.userId}>
      <Stack gap={2} miw={0}>
        <Group gap={6}>
          <Text size="sm" fw={600}>{m.nickName}</Text>
          {m.userRole === MemberRole.admin ? <Badge size="xs" variant="light"><Trans>管理员</Trans></Badge> : null}
          {m.operatorRole === "supervisor" ? <Badge size="xs" variant="light"><Trans>运营主管</Trans></Badge> : null}
          {m.operatorRole === "operator" ? <Badge size="xs" variant="light" color="gray"><Trans>运营人员</Trans></Badge> : null}
          {m.locked ? <Badge size="xs" color="red" data-testid="account-locked"><Trans>已锁定</Trans></Badge> : null}
          {m.mustChangePassword ? <Badge size="xs" color="orange" variant="light"><Trans>待修改初始密码</Trans></Badge> : null}
        </Group>
        <Text size="xs" c="dimmed">{m.account ?? "—"} · {m.mobile ?? "—"}</Text>
      </Stack>
      {actions}
    </Group>
  );
}

function AccountCreateForm({ companyId, onIssued }: { companyId: number; onIssued: (issued: TIssuedPassword) => void }) {
  const { t } = useLingui();
  const [account, setAccount] = useState("");
  const [nickName, setNickName] = useState("");
  const [mobile, setMobile] = useState("");
  const [asAdmin, setAsAdmin] = useState(false);
  const create = useAccountCreate();
  const accountProblem = account !== "" && !ACCOUNT_NAME_PATTERN.test(account) ? AccountMsg.accountInvalid : null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({ companyId, account, nickName, mobile: mobile || undefined, asAdmin }, { onSuccess: (x) => x && onIssued(x), onError: shownError });
      }}
      data-testid="account-form"
    >
      <Stack gap="xs" p="sm" style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 }}>
        <Group grow preventGrowOverflow={false} wrap="wrap">
          <TextInput label={t`登录账号`} required maxLength={32} value={account} onChange={(e) => setAccount(e.currentTarget.value.trim())} error={accountProblem} miw={160} data-testid="account-name" />
          <TextInput label={t`姓名`} required maxLength={20} value={nickName} onChange={(e) => setNickName(e.currentTarget.value)} miw={160} data-testid="account-nick" />
          <TextInput label={t`手机号（选填）`} maxLength={11} inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.currentTarget.value.trim())} miw={160} data-testid="account-mobile" />
        </Group>
        <Checkbox label={t`设为该公司管理员（原管理员改为普通成员）`} checked={asAdmin} onChange={(e) => setAsAdmin(e.currentTarget.checked)} data-testid="account-as-admin" />
        <Group justify="flex-end">
          <Button type="submit" size="sm" loading={create.isPending} disabled={account === "" || accountProblem !== null || nickName.trim() === ""} data-testid="account-create">
            <Trans>开通并生成初始密码</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
