import { useState } from "react";
import { Badge, Button, Center, Group, Loader, Modal, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { call, callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { useToken } from "#client/lib/session.ts";
import { companyTypeText } from "#shared/company/company-type.ts";
import { MemberRole } from "#shared/company/member-rules.ts";
import { supervisorRefusal } from "#shared/activity/ops-roles.ts";
import { memberRoutes } from "#shared/api/member.routes.ts";
import type { TOpsCompany } from "#shared/api/member.contract.ts";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import { ActionButton } from "#client/features/ops/components/action-button.tsx";
import classes from "#client/features/ops/components/ops-page.module.css";

const PAGE_SIZE = 15;

/**
 * Companies and accounts (document 4 section 6): find a company, see its members and appoint its admin. The
 * appointment is a supervisor's (the route says so); an operator sees the button disabled with the reason.
 */
export function CompaniesPage() {
  const { t } = useLingui();
  const token = useToken();
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<TOpsCompany | null>(null);
  const body = { keyword: keyword || undefined, pageNo, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: queryKeyOf(memberRoutes.opsCompanyPage, token, body),
    queryFn: async () => (await callFirst(memberRoutes.opsCompanyPage, body)) ?? { records: [], current: 1, pages: 0, total: 0 },
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="md">
      <Title order={1} className={classes.pageTitle}>
        <Trans>公司与成员</Trans>
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(draft.trim());
          setPageNo(1);
        }}
      >
        <Group gap="xs" align="flex-end">
          <TextInput label={t`公司名称或代码`} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} w={{ base: "100%", xs: 260 }} data-testid="ops-company-keyword" />
          <Button type="submit" data-testid="ops-company-search">
            <Trans>查询</Trans>
          </Button>
        </Group>
      </form>
      <Paper withBorder radius="md" p={0}>
        {list.isPending ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : (list.data?.records.length ?? 0) === 0 ? (
          <EmptyState />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" data-testid="ops-company-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>公司</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>类型</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>管理员</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>成员数</Trans>
                  </Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data!.records.map((c) => (
                  <Table.Tr key={c.id} data-testid="ops-company-row" data-company-id={c.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {c.shortName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {c.fullName}
                      </Text>
                    </Table.Td>
                    <Table.Td>{companyTypeText(c.companyType)}</Table.Td>
                    <Table.Td>{c.adminName ?? "—"}</Table.Td>
                    <Table.Td>{c.memberCount}</Table.Td>
                    <Table.Td>
                      <Button size="compact-sm" variant="light" onClick={() => setOpen(c)} data-testid="ops-company-members">
                        <Trans>成员</Trans>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {list.data ? <TablePager total={list.data.total} page={pageNo} pages={Math.max(list.data.pages, 1)} onChange={setPageNo} /> : null}
      {open ? <CompanyMembers company={open} onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}

function CompanyMembers({ company, onClose }: { company: TOpsCompany; onClose: () => void }) {
  const { t } = useLingui();
  const token = useToken();
  const queryClient = useQueryClient();
  const role = useOpsUser().data?.operatorRole ?? null;
  const [pageNo, setPageNo] = useState(1);
  const body = { companyId: company.id, pageNo, pageSize: PAGE_SIZE };
  const members = useQuery({
    queryKey: queryKeyOf(memberRoutes.opsMemberPage, token, body),
    queryFn: async () => (await callFirst(memberRoutes.opsMemberPage, body)) ?? { records: [], current: 1, pages: 0, total: 0 },
    placeholderData: keepPreviousData,
  });
  const appoint = useMutation({
    mutationFn: (id: number) => call(memberRoutes.opsAppointAdmin, { companyId: company.id, id }),
    onSuccess: async () => {
      notify("success", t`任命成功`);
      await invalidateContracts(queryClient, [memberRoutes.opsMemberPage, memberRoutes.opsCompanyPage]);
    },
    onError: (error) => {
      if (!wasShown(error)) notify("error", errorMessage(error));
    },
  });
  const refusal = supervisorRefusal(memberRoutes.opsAppointAdmin, role);

  return (
    <Modal opened onClose={onClose} title={company.shortName} size="lg" data-testid="ops-company-members-dialog">
      {members.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <Stack gap={0}>
          {members.data!.records.map((m) => (
            <Group key={m.id} justify="space-between" py="xs" wrap="nowrap" style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }} data-testid="ops-member-row" data-member-id={m.id}>
              <Stack gap={2} miw={0}>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {m.nickName}
                  </Text>
                  {m.userRole === MemberRole.admin ? (
                    <Badge size="xs" variant="light">
                      <Trans>管理员</Trans>
                    </Badge>
                  ) : null}
                </Group>
                <Text size="xs" c="dimmed">
                  {m.account} · {m.title ?? "—"} · {m.businessScope || "—"}
                </Text>
              </Stack>
              {m.userRole === MemberRole.member ? (
                <ActionButton refusal={refusal} size="compact-sm" variant="light" loading={appoint.isPending && appoint.variables === m.id} onClick={() => appoint.mutate(m.id)} data-testid="ops-appoint-admin">
                  <Trans>任命为管理员</Trans>
                </ActionButton>
              ) : null}
            </Group>
          ))}
          <TablePager total={members.data!.total} page={pageNo} pages={Math.max(members.data!.pages, 1)} onChange={setPageNo} hideSinglePage mt="sm" />
        </Stack>
      )}
    </Modal>
  );
}
