import { useState } from "react";
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Switch, Table, Text, TextInput, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { supervisorRefusal, type TOperatorRole } from "#shared/activity/ops-roles.ts";
import { contentRoutes } from "#shared/api/content.routes.ts";
import type { TOpsDictionaryItem } from "#shared/api/dictionary-ops.contract.ts";
import { DICTIONARY_LIMITS as L } from "#shared/content/dictionary-rules.ts";
import { notify } from "#client/lib/notify.ts";
import { useDictionaryItems, useDictionaryItemSave, useDictionaryParents } from "../content-ops.queries.ts";

type TDraft = Omit<TOpsDictionaryItem, "id" | "version" | "code" | "parentCode"> & { id?: number; version?: number };
const EMPTY: TDraft = { name: "", nameEn: null, attachField1: null, attachField1En: null, attachField2: null, sort: 0, status: 1 };

/**
 * The dictionaries (document 1 section 7.3): pick a key (quick questions, the update window, the operation
 * guides' and booking rules' links…) and edit its items; the value pages read is attachField1. Saving is the
 * supervisor's; an edit made against an older version is refused (someone else saved first) and the list shows
 * theirs. Open portals read the dictionaries again at once.
 */
export function DictionaryEditor({ operatorRole }: { operatorRole: TOperatorRole | null }) {
  const { t } = useLingui();
  const parents = useDictionaryParents();
  const [parentCode, setParentCode] = useState<string | null>(null);
  const items = useDictionaryItems(parentCode);
  const [draft, setDraft] = useState<TDraft | null>(null);
  const refusal = supervisorRefusal(contentRoutes.opsDicItemSave, operatorRole);
  return (
    <Stack gap="sm" data-testid="dictionary-editor">
      {refusal ? <Alert color="yellow" variant="light">{refusal}</Alert> : null}
      <Group align="flex-end">
        <Select
          label={t`字典`}
          searchable
          w={320}
          maw="100%"
          data={(parents.data ?? []).map((p) => ({ value: p.code, label: `${p.name}（${p.code}）` }))}
          value={parentCode}
          onChange={setParentCode}
          data-testid="dictionary-parent"
        />
        <Button disabled={parentCode === null || refusal !== null} title={refusal ?? undefined} onClick={() => setDraft(EMPTY)} data-testid="dictionary-new">
          <Trans>新增字典项</Trans>
        </Button>
      </Group>
      {parentCode === null ? <Text c="dimmed" fz="sm"><Trans>请选择一个字典</Trans></Text> : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th><Trans>名称</Trans></Table.Th>
                <Table.Th><Trans>取值</Trans></Table.Th>
                <Table.Th><Trans>附加值</Trans></Table.Th>
                <Table.Th><Trans>排序</Trans></Table.Th>
                <Table.Th><Trans>状态</Trans></Table.Th>
                <Table.Th><Trans>操作</Trans></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(items.data ?? []).map((item) => (
                <Table.Tr key={item.id} data-testid="dictionary-row">
                  <Table.Td>{item.name}{item.nameEn ? <Text fz="xs" c="dimmed">{item.nameEn}</Text> : null}</Table.Td>
                  <Table.Td style={{ maxWidth: 360, wordBreak: "break-all" }}>{item.attachField1 ?? "—"}</Table.Td>
                  <Table.Td>{item.attachField2 ?? "—"}</Table.Td>
                  <Table.Td>{item.sort}</Table.Td>
                  <Table.Td>{item.status === 1 ? <Trans>启用</Trans> : <Trans>停用</Trans>}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="light" disabled={refusal !== null} onClick={() => setDraft(item)} data-testid="dictionary-edit"><Trans>编辑</Trans></Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={draft !== null && parentCode !== null} onClose={() => setDraft(null)} title={draft?.id ? t`编辑字典项` : t`新增字典项`}>
        {draft && parentCode ? <ItemForm parentCode={parentCode} draft={draft} onDone={() => setDraft(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function ItemForm({ parentCode, draft, onDone }: { parentCode: string; draft: TDraft; onDone: () => void }) {
  const { t } = useLingui();
  const [d, setD] = useState(draft);
  const patch = (p: Partial<TDraft>) => setD((x) => ({ ...x, ...p }));
  const save = useDictionaryItemSave();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: d.id, version: d.version, parentCode, name: d.name, nameEn: d.nameEn ?? "", attachField1: d.attachField1 ?? "", attachField1En: d.attachField1En ?? "", attachField2: d.attachField2 ?? "", sort: d.sort, status: d.status === 1 ? 1 : 0 },
          // a refusal is shown by the request layer; a stale one means the list now shows someone else's save
          { onSuccess: () => { notify("success", t`保存成功`); onDone(); }, onError: onDone },
        );
      }}
      data-testid="dictionary-form"
    >
      <Stack gap="sm">
        <TextInput label={t`名称`} required maxLength={L.name} value={d.name} onChange={(e) => patch({ name: e.currentTarget.value })} data-testid="dictionary-name" />
        <TextInput label={t`英文名称`} maxLength={L.name} value={d.nameEn ?? ""} onChange={(e) => patch({ nameEn: e.currentTarget.value })} />
        <Textarea label={t`取值`} description={t`页面读取的值，例如链接地址或提示文字`} autosize maxLength={L.value} value={d.attachField1 ?? ""} onChange={(e) => patch({ attachField1: e.currentTarget.value })} data-testid="dictionary-value" />
        <Textarea label={t`英文取值`} autosize maxLength={L.value} value={d.attachField1En ?? ""} onChange={(e) => patch({ attachField1En: e.currentTarget.value })} />
        <TextInput label={t`附加值`} maxLength={L.key} value={d.attachField2 ?? ""} onChange={(e) => patch({ attachField2: e.currentTarget.value })} />
        <Group>
          <NumberInput label={t`排序`} min={0} max={9999} allowDecimal={false} w={140} value={d.sort} onChange={(v) => patch({ sort: Number(v) || 0 })} />
          <Switch label={t`启用`} checked={d.status === 1} onChange={(e) => patch({ status: e.currentTarget.checked ? 1 : 0 })} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}><Trans>取消</Trans></Button>
          <Button type="submit" loading={save.isPending} disabled={d.name.trim() === ""} data-testid="dictionary-save"><Trans>保存</Trans></Button>
        </Group>
      </Stack>
    </form>
  );
}
