import { useState } from "react";
import { Button, Center, Checkbox, Group, Loader, Modal, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { call, invalidateContracts } from "#client/lib/contract-client.ts";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import type { TLibraryGuest } from "#shared/api/materials.contract.ts";
import { guestLibraryRoutes } from "#shared/api/guest-library.routes.ts";
import { materialsRoutes } from "#shared/api/materials.routes.ts";
import { useGuestLibraryPage, type TGuestSearch } from "#client/features/guest-library/guest-library.queries.ts";
import { LibraryGuestDialog } from "./library-guest-dialog.tsx";
import { GuestImport } from "./guest-import.tsx";

const EMPTY: TGuestSearch = { guestNameLike: "", mobileSearch: "" };

/**
 * Guest library (centre tab 5, document 3 section 2.2 item 4): search by name and by full mobile or its last
 * three digits, reset, add, per-row edit and delete, delete selected (asking 确认删除 first), pagination.
 */
export function GuestLibraryPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<TGuestSearch>(EMPTY);
  const [search, setSearch] = useState<TGuestSearch>(EMPTY);
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<TLibraryGuest | "new" | null>(null);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const list = useGuestLibraryPage(search, pageNo);
  const remove = useMutation({
    mutationFn: (ids: number[]) => call(guestLibraryRoutes.guestDel, { ids }),
    onSuccess: async () => {
      notify("success", t`删除成功`);
      setSelected([]);
      setDeleting(null);
      await invalidateContracts(queryClient, [guestLibraryRoutes.guestPage, materialsRoutes.selectFromGuest]);
    },
    onError: (error) => {
      if (!wasShown(error)) notify("error", errorMessage(error));
    },
  });
  const rows = list.data?.records ?? [];
  const run = (next: TGuestSearch) => {
    setSearch({ guestNameLike: next.guestNameLike.trim(), mobileSearch: next.mobileSearch.trim() });
    setPageNo(1);
    setSelected([]);
  };

  return (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }} data-testid="guest-library">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} size="h4">
          <Trans>嘉宾库</Trans>
        </Title>
        <Group gap="xs">
          <GuestImport />
          <Button size="xs" onClick={() => setEditing("new")} data-testid="library-guest-add">
            <Trans>添加嘉宾</Trans>
          </Button>
        </Group>
      </Group>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run(draft);
        }}
      >
        <Group gap="xs" mb="md" align="flex-end">
          <TextInput size="xs" label={t`嘉宾姓名`} value={draft.guestNameLike} onChange={(e) => setDraft({ ...draft, guestNameLike: e.currentTarget.value })} w={{ base: "100%", xs: 180 }} data-testid="library-search-name" />
          <TextInput size="xs" label={t`手机号或后三位`} value={draft.mobileSearch} onChange={(e) => setDraft({ ...draft, mobileSearch: e.currentTarget.value })} w={{ base: "100%", xs: 180 }} data-testid="library-search-mobile" />
          <Button size="xs" type="submit" data-testid="library-search">
            <Trans>查询</Trans>
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setDraft(EMPTY);
              run(EMPTY);
            }}
            data-testid="library-reset"
          >
            <Trans>重置</Trans>
          </Button>
          <Button size="xs" variant="light" color="red" disabled={selected.length === 0} onClick={() => setDeleting(selected)} data-testid="library-delete-selected">
            <Trans>删除所选</Trans>
          </Button>
        </Group>
      </form>
      {list.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : rows.length === 0 ? (
        <EmptyState description={t`暂无嘉宾`} />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" striped data-testid="library-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36} />
                <Table.Th>
                  <Trans>姓名</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>职务</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>所属公司</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>手机号</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>操作</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((g) => (
                <Table.Tr key={g.id} data-testid="library-guest-row" data-guest-id={g.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t`选择 ${g.guestName}`}
                      checked={selected.includes(g.id)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setSelected((ids) => (on ? [...ids, g.id] : ids.filter((id) => id !== g.id)));
                      }}
                      data-testid="library-guest-select"
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: "nowrap" }} data-testid="library-guest-row-name">
                      {g.guestName}
                    </Text>
                    {g.guestEnName ? (
                      <Text size="xs" c="dimmed">
                        {g.guestEnName}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{g.title ?? "—"}</Table.Td>
                  <Table.Td>{g.guestCompanyName ?? "—"}</Table.Td>
                  <Table.Td>{g.mobile ?? "—"}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="compact-xs" variant="subtle" onClick={() => setEditing(g)} data-testid="library-guest-edit">
                        <Trans>编辑</Trans>
                      </Button>
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setDeleting([g.id])} data-testid="library-guest-delete">
                        <Trans>删除</Trans>
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data ? <TablePager total={list.data.total} page={pageNo} pages={Math.max(list.data.pages, 1)} onChange={setPageNo} mt="md" /> : null}
      {editing !== null ? <LibraryGuestDialog key={editing === "new" ? "new" : editing.id} guest={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t`提示`} size="sm" data-testid="library-delete-confirm">
        <Stack gap="md">
          <Text size="sm">
            <Trans>确认删除</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              <Trans>取消</Trans>
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting)} data-testid="library-delete-ok">
              <Trans>确定</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
