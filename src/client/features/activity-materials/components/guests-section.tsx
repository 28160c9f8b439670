import { useState } from "react";
import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "#client/components/widgets/confirm-dialog.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TMaterialsGuest } from "#shared/api/activity-guest.ts";
import { materialsRoutes } from "#shared/api/materials.routes.ts";
import { MaterialsMsg } from "#shared/materials/materials-rules.ts";
import { call } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import { notify } from "#client/lib/notify.ts";
import { refreshMaterials } from "../materials.mutations.ts";
import { useGuestLibrary } from "../materials.queries.ts";
import { GuestDialog } from "./guest-dialog.tsx";
import { GuestRows } from "./guest-rows.tsx";
import { Section } from "./section.tsx";

interface Props {
  activityId: number;
  companyId: number;
  guests: TMaterialsGuest[];
  readOnly: boolean;
  offline: boolean;
  problem: string | null;
}

/** Guest introduction: the guests table, add/edit, delete (asks first), drag to reorder, and the guest library. */
export function GuestsSection({ activityId, guests, readOnly, offline, problem }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const user = useQuery(userInfoQuery(useToken()));
  const [dialog, setDialog] = useState<{ editing: TMaterialsGuest | null } | null>(null);
  const [deleting, setDeleting] = useState<TMaterialsGuest | null>(null);
  const [library, setLibrary] = useState(false);

  // 1-based places, as the spec sends them; a refusal leaves the list as the server has it
  const reorder = async (ids: number[]) => {
    try {
      await call(materialsRoutes.activityGuestSort, { activityId, ids, sorts: ids.map((_, i) => i + 1) });
    } finally {
      await refreshMaterials(queryClient);
    }
  };
  const remove = async (g: TMaterialsGuest) => {
    setDeleting(null);
    await call(materialsRoutes.activityGuestDel, { activityId, ids: [g.id] })
      .then(() => notify("success", t`删除成功`))
      .catch(() => undefined);
    await refreshMaterials(queryClient);
  };

  return (
    <Section id="guests" title={t`嘉宾介绍`} problem={problem}>
      {!readOnly ? (
        <Group gap="xs">
          <Button size="xs" onClick={() => setDialog({ editing: null })} data-testid="guest-add">
            <Trans>添加嘉宾</Trans>
          </Button>
          <Button size="xs" variant="light" onClick={() => setLibrary(true)} data-testid="guest-library-open">
            <Trans>从嘉宾库选择</Trans>
          </Button>
        </Group>
      ) : null}
      {offline ? (
        <Text size="xs" c="dimmed">
          <Trans>嘉宾的添加、编辑和删除需联网。</Trans>
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder data-testid="guests-table">
          <Table.Thead>
            <Table.Tr>
              {!readOnly ? <Table.Th w={36} aria-label={t`排序`} /> : null}
              <Table.Th>{t`姓名`}</Table.Th>
              <Table.Th>{t`职务`}</Table.Th>
              <Table.Th>{t`公司`}</Table.Th>
              <Table.Th>{t`手机号`}</Table.Th>
              {!readOnly ? <Table.Th>{t`操作`}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <GuestRows guests={guests} readOnly={readOnly} onReorder={reorder} onEdit={(g) => setDialog({ editing: g })} onDelete={setDeleting} />
        </Table>
      </Table.ScrollContainer>
      {user.data ? <GuestDialog activityId={activityId} userId={user.data.id} editing={dialog?.editing ?? null} opened={dialog !== null} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        opened={deleting !== null}
        message={<Trans>确认删除</Trans>}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
        confirmLabel={<Trans>删除</Trans>}
        color="red"
      />
      <LibraryDialog activityId={activityId} opened={library} onClose={() => setLibrary(false)} />
    </Section>
  );
}

/** Choose guests from the company's guest library (document 3 section 2.1 dialogs); a choice is required. */
function LibraryDialog({ activityId, opened, onClose }: { activityId: number; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState({ guestNameLike: "", mobileSearch: "" });
  const [applied, setApplied] = useState(search);
  const [chosen, setChosen] = useState<number[]>([]);
  const found = useGuestLibrary(applied, opened);
  const add = async () => {
    if (chosen.length === 0) return notify("warning", MaterialsMsg.chooseGuest);
    await call(materialsRoutes.addFromGuest, { activityId, ids: chosen }).catch(() => undefined);
    await refreshMaterials(queryClient);
    setChosen([]);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t`从嘉宾库选择`} size="lg" data-testid="guest-library">
      <Stack gap="sm">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput label={t`嘉宾姓名`} value={search.guestNameLike} onChange={(e) => setSearch({ ...search, guestNameLike: e.currentTarget.value })} />
          <TextInput label={t`手机号或后三位`} value={search.mobileSearch} onChange={(e) => setSearch({ ...search, mobileSearch: e.currentTarget.value })} />
          <Button variant="light" onClick={() => setApplied(search)}>
            <Trans>查询</Trans>
          </Button>
        </Group>
        <Stack gap={4} mah={320} style={{ overflowY: "auto" }}>
          {(found.data ?? []).map((g) => (
            <Checkbox
              key={g.id}
              label={`${g.guestName} · ${g.title ?? ""}${g.guestCompanyName ? ` · ${g.guestCompanyName}` : ""}`}
              checked={chosen.includes(g.id)}
              onChange={(e) => setChosen(e.currentTarget.checked ? [...chosen, g.id] : chosen.filter((x) => x !== g.id))}
              data-testid="guest-library-row"
            />
          ))}
          {found.data && found.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>嘉宾库中暂无匹配的嘉宾</Trans>
            </Text>
          ) : null}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>取消</Trans>
          </Button>
          <Button onClick={() => void add()} data-testid="guest-library-add">
            <Trans>确定</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
