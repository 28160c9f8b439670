import { useState } from "react";
import { Badge, Button, Center, Checkbox, Group, Loader, Modal, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { formatDate } from "#shared/format/date.ts";
import type { TMember, TMemberInfo } from "#shared/api/member.contract.ts";
import { canDeleteMember, canEditMember, canExitCompany, canManageMembers, canTransferAdmin, MemberRole } from "#shared/company/member-rules.ts";
import { useMemberInfo, useMemberPage, type TMemberSearch } from "#client/features/members/members.queries.ts";
import { useDeleteMembers, useExitCompany } from "#client/features/members/members.mutations.ts";
import { MemberDialog } from "./member-dialog.tsx";
import { TransferDialog } from "./transfer-dialog.tsx";

const EMPTY_SEARCH: TMemberSearch = { nickName: "", mobileSearch: "" };

/**
 * Member management (centre tab 3, document 3 section 2.2 item 6): search by name and mobile, add, transfer
 * admin, exit organisation, delete selected, per-row edit and delete, pagination. Every control is shown by
 * the section 6 rule the server enforces (src/shared/company/member-rules.ts).
 */
export function MemberManagePage() {
  const info = useMemberInfo();
  if (info.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!info.data) return <EmptyState />;
  return <MemberManage me={info.data} />;
}

type TConfirm = { kind: "delete"; ids: number[] } | { kind: "exit" };

function MemberManage({ me }: { me: TMemberInfo }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<TMemberSearch>(EMPTY_SEARCH);
  const [search, setSearch] = useState<TMemberSearch>(EMPTY_SEARCH);
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<TMember | "new" | null>(null);
  const [transferring, setTransferring] = useState(false);
  const [confirm, setConfirm] = useState<TConfirm | null>(null);
  const page = useMemberPage(search, pageNo);
  const remove = useDeleteMembers();
  const exit = useExitCompany();
  const manages = canManageMembers(me);
  const rows = page.data?.records ?? [];

  const runSearch = (next: TMemberSearch) => {
    setSearch({ nickName: next.nickName.trim(), mobileSearch: next.mobileSearch.trim() });
    setPageNo(1);
    setSelected([]);
  };
  const failed = (error: unknown) => {
    if (!wasShown(error)) notify("error", errorMessage(error));
  };
  const confirmed = () => {
    if (!confirm) return;
    if (confirm.kind === "delete") {
      remove.mutate(confirm.ids, {
        onSuccess: () => {
          notify("success", t`删除成功`);
          setSelected([]);
          setConfirm(null);
        },
        onError: failed,
      });
    } else {
      exit.mutate(undefined, { onSuccess: ({ message }) => notify("success", message || t`退出成功`), onError: failed });
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }} data-testid="member-manage">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4">
          <Trans>成员管理</Trans>
        </Title>
        <Group gap="xs">
          {manages ? (
            <Button size="xs" onClick={() => setEditing("new")} data-testid="member-add">
              <Trans>添加成员</Trans>
            </Button>
          ) : null}
          {canTransferAdmin(me) ? (
            <Button size="xs" variant="light" onClick={() => setTransferring(true)} data-testid="member-transfer">
              <Trans>转让管理员</Trans>
            </Button>
          ) : null}
          {canExitCompany(me) ? (
            <Button size="xs" variant="light" color="red" onClick={() => setConfirm({ kind: "exit" })} data-testid="member-exit">
              <Trans>退出机构</Trans>
            </Button>
          ) : null}
        </Group>
      </Group>

      <form
        onSubmit={(e) => {
          e.preventDefault();
          runSearch(draft);
        }}
      >
        <Group gap="xs" mb="md" align="flex-end">
          <TextInput size="xs" label={t`成员名称`} value={draft.nickName} onChange={(e) => setDraft({ ...draft, nickName: e.currentTarget.value })} w={{ base: "100%", xs: 180 }} data-testid="member-search-name" />
          <TextInput size="xs" label={t`手机号`} value={draft.mobileSearch} onChange={(e) => setDraft({ ...draft, mobileSearch: e.currentTarget.value })} w={{ base: "100%", xs: 180 }} data-testid="member-search-mobile" />
          <Button size="xs" type="submit" data-testid="member-search">
            <Trans>查询</Trans>
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setDraft(EMPTY_SEARCH);
              runSearch(EMPTY_SEARCH);
            }}
            data-testid="member-reset"
          >
            <Trans>重置</Trans>
          </Button>
          {manages ? (
            <Button size="xs" variant="light" color="red" disabled={selected.length === 0} onClick={() => setConfirm({ kind: "delete", ids: selected })} data-testid="member-delete-selected">
              <Trans>删除所选</Trans>
            </Button>
          ) : null}
        </Group>
      </form>

      {page.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState description={t`暂无成员`} />
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="xs" striped data-testid="member-table">
            <Table.Thead>
              <Table.Tr>
                {manages ? <Table.Th w={36} /> : null}
                <Table.Th>
                  <Trans>成员名称</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>手机号</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>职务</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>业务范围</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>来源</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>更新时间</Trans>
                </Table.Th>
                {manages ? (
                  <Table.Th>
                    <Trans>操作</Trans>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((m) => {
                const deletable = canDeleteMember(me, m);
                return (
                  <Table.Tr key={m.id} data-testid="member-row" data-member-id={m.id} data-role={m.userRole}>
                    {manages ? (
                      <Table.Td>
                        <Checkbox
                          aria-label={t`选择 ${m.nickName}`}
                          disabled={!deletable}
                          checked={selected.includes(m.id)}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            setSelected((ids) => (on ? [...ids, m.id] : ids.filter((id) => id !== m.id)));
                          }}
                          data-testid="member-select"
                        />
                      </Table.Td>
                    ) : null}
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" style={{ whiteSpace: "nowrap" }} data-testid="member-name">
                          {m.nickName}
                        </Text>
                        {m.userRole === MemberRole.admin ? (
                          <Badge size="xs" variant="light" data-testid="member-admin-badge">
                            <Trans>管理员</Trans>
                          </Badge>
                        ) : null}
                        {m.id === me.id ? (
                          <Badge size="xs" variant="outline" color="gray">
                            <Trans>我</Trans>
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{m.account}</Table.Td>
                    <Table.Td>{m.title ?? "—"}</Table.Td>
                    <Table.Td data-testid="member-scope">{m.businessScope || "—"}</Table.Td>
                    <Table.Td>{m.memberSourceText}</Table.Td>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(m.updTime, "YYYY-MM-DD HH:mm")}</Table.Td>
                    {manages ? (
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        <Group gap="xs" wrap="nowrap">
                          {canEditMember(me, m) ? (
                            <Button size="compact-xs" variant="subtle" onClick={() => setEditing(m)} data-testid="member-edit">
                              <Trans>编辑</Trans>
                            </Button>
                          ) : null}
                          {deletable ? (
                            <Button size="compact-xs" variant="subtle" color="red" onClick={() => setConfirm({ kind: "delete", ids: [m.id] })} data-testid="member-delete">
                              <Trans>删除</Trans>
                            </Button>
                          ) : null}
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {page.data ? <TablePager total={page.data.total} page={pageNo} pages={Math.max(page.data.pages, 1)} onChange={setPageNo} mt="md" /> : null}

      {editing !== null ? <MemberDialog key={editing === "new" ? "new" : editing.id} me={me} member={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
      {transferring ? <TransferDialog onClose={() => setTransferring(false)} /> : null}
      <Modal opened={confirm !== null} onClose={() => setConfirm(null)} title={t`提示`} size="sm" data-testid="member-confirm">
        <Stack gap="md">
          <Text size="sm">{confirm?.kind === "exit" ? t`退出机构后将无法使用机构中心，确定退出吗？` : t`确认删除`}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirm(null)}>
              <Trans>取消</Trans>
            </Button>
            <Button color="red" loading={remove.isPending || exit.isPending} onClick={confirmed} data-testid="member-confirm-ok">
              <Trans>确定</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
