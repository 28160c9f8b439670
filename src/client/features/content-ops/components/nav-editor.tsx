import { useState } from "react";
import { Alert, Badge, Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { supervisorRefusal, type TOperatorRole } from "#shared/activity/ops-roles.ts";
import { contentRoutes } from "#shared/api/content.routes.ts";
import type { TOpsNavItem } from "#shared/api/nav-ops.contract.ts";
import { NAV_LIMITS as L, NAV_ROUTE_PATHS, navItemProblem, type TNavRoutePath } from "#shared/content/nav-rules.ts";
import { notify } from "#client/lib/notify.ts";
import { useNavItemSave, useNavItems } from "../content-ops.queries.ts";

type TDraft = Omit<TOpsNavItem, "id" | "version" | "routePath"> & { id?: number; version?: number; routePath: TNavRoutePath };
const EMPTY: TDraft = { navName: "", navEnName: "", parentId: 0, navLevel: 1, routePath: "nav0", url: null, companyType: null, isPushEnVersion: true, sort: 0, status: 1 };

/**
 * The header navigation (document 1 sections 2.2 and 3): level-1 items (a group or a link) and the level-2
 * items under them, in the order the header shows. An item's type decides where it leads (the routing rules
 * of src/shared/shell/nav-target.ts). Saving is the supervisor's; an edit made against an older version is
 * refused and the list shows the newer one. Open portals read the navigation again at once.
 */
export function NavEditor({ operatorRole }: { operatorRole: TOperatorRole | null }) {
  const { t } = useLingui();
  const items = useNavItems();
  const [draft, setDraft] = useState<TDraft | null>(null);
  const refusal = supervisorRefusal(contentRoutes.opsNavSave, operatorRole);
  const types = useRoutePathLabels();
  return (
    <Stack gap="sm" data-testid="nav-editor">
      {refusal ? <Alert color="yellow" variant="light">{refusal}</Alert> : null}
      <Group justify="space-between">
        <Text c="dimmed" fz="sm"><Trans>页眉导航：一级为分组或链接，二级挂在一级之下；停用的导航不在页眉显示。</Trans></Text>
        <Button disabled={refusal !== null} title={refusal ?? undefined} onClick={() => setDraft(EMPTY)} data-testid="nav-new">
          <Trans>新增导航</Trans>
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th><Trans>名称</Trans></Table.Th>
              <Table.Th><Trans>类型</Trans></Table.Th>
              <Table.Th><Trans>链接</Trans></Table.Th>
              <Table.Th><Trans>排序</Trans></Table.Th>
              <Table.Th><Trans>状态</Trans></Table.Th>
              <Table.Th><Trans>操作</Trans></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(items.data ?? []).map((item) => (
              <Table.Tr key={item.id} data-testid="nav-row">
                <Table.Td pl={item.navLevel === 2 ? 36 : undefined}>
                  {item.navName}
                  <Text fz="xs" c="dimmed">{item.navEnName}{item.isPushEnVersion ? null : t`（英文版不显示）`}</Text>
                </Table.Td>
                <Table.Td>{types[item.routePath as TNavRoutePath] ?? item.routePath ?? "—"}</Table.Td>
                <Table.Td style={{ maxWidth: 280, wordBreak: "break-all" }}>{item.url ?? "—"}</Table.Td>
                <Table.Td>{item.sort}</Table.Td>
                <Table.Td>{item.status === 1 ? <Badge color="green" variant="light"><Trans>启用</Trans></Badge> : <Badge color="gray" variant="light"><Trans>停用</Trans></Badge>}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    disabled={refusal !== null}
                    onClick={() => setDraft({ ...item, routePath: (item.routePath ?? "nav0") as TNavRoutePath })}
                    data-testid="nav-edit"
                  >
                    <Trans>编辑</Trans>
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t`编辑导航` : t`新增导航`}>
        {draft ? <NavForm draft={draft} groups={(items.data ?? []).filter((i) => i.navLevel === 1 && i.id !== draft.id)} onDone={() => setDraft(null)} /> : null}
      </Modal>
    </Stack>
  );
}

/** What each routePath opens (document 1 section 2.2), in the operator's words. */
const ROUTE_PATH_LABELS: Record<TNavRoutePath, MessageDescriptor> = {
  nav0: msg`分组（不跳转）`,
  nav1: msg`路演列表`,
  nav2: msg`路演列表（第二入口）`,
  nav3: msg`外部链接`,
  nav4: msg`股票视频`,
  nav5: msg`基金视频`,
  nav6: msg`互动平台（外部链接）`,
  nav7: msg`热门话题`,
  nav8: msg`培训课程`,
  nav9: msg`机构中心`,
  nav10: msg`关于我们`,
  nav11: msg`财报列表`,
};

function useRoutePathLabels(): Record<TNavRoutePath, string> {
  const { t } = useLingui();
  return Object.fromEntries(NAV_ROUTE_PATHS.map((p) => [p, t(ROUTE_PATH_LABELS[p])])) as Record<TNavRoutePath, string>;
}

function NavForm({ draft, groups, onDone }: { draft: TDraft; groups: TOpsNavItem[]; onDone: () => void }) {
  const { t } = useLingui();
  const [d, setD] = useState(draft);
  const patch = (p: Partial<TDraft>) => setD((x) => ({ ...x, ...p }));
  const save = useNavItemSave();
  const types = useRoutePathLabels();
  // the same rule the server refuses with, shown before saving (children are the server's to count)
  const parentLevel = d.parentId === 0 ? null : (groups.find((g) => g.id === d.parentId)?.navLevel ?? null);
  const problem = navItemProblem({ navLevel: d.navLevel, parentId: d.parentId, routePath: d.routePath, url: d.url }, parentLevel, 0);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            id: d.id, version: d.version, navName: d.navName, navEnName: d.navEnName, navLevel: d.navLevel, parentId: d.parentId, routePath: d.routePath,
            url: d.url ?? "", companyType: d.routePath === "nav9" ? (d.companyType ?? undefined) : undefined, isPushEnVersion: d.isPushEnVersion, sort: d.sort, status: d.status === 1 ? 1 : 0,
          },
          // a refusal is shown by the request layer; a stale one means the list now shows someone else's save
          { onSuccess: () => { notify("success", t`保存成功`); onDone(); }, onError: onDone },
        );
      }}
      data-testid="nav-form"
    >
      <Stack gap="sm">
        <TextInput label={t`名称`} required maxLength={L.name} value={d.navName} onChange={(e) => patch({ navName: e.currentTarget.value })} data-testid="nav-name" />
        <TextInput label={t`英文名称`} required maxLength={L.enName} value={d.navEnName} onChange={(e) => patch({ navEnName: e.currentTarget.value })} data-testid="nav-en-name" />
        <SegmentedControl
          value={String(d.navLevel)}
          onChange={(v) => patch({ navLevel: Number(v), parentId: v === "1" ? 0 : d.parentId })}
          data={[{ value: "1", label: t`一级导航` }, { value: "2", label: t`二级导航` }]}
          data-testid="nav-level"
        />
        {d.navLevel === 2 ? (
          <Select
            label={t`所属一级导航`}
            required
            data={groups.map((g) => ({ value: String(g.id), label: g.navName }))}
            value={d.parentId ? String(d.parentId) : null}
            onChange={(v) => patch({ parentId: Number(v ?? 0) })}
            data-testid="nav-parent"
          />
        ) : null}
        <Select
          label={t`类型`}
          required
          data={NAV_ROUTE_PATHS.map((p) => ({ value: p, label: `${types[p]}（${p}）` }))}
          value={d.routePath}
          onChange={(v) => v && patch({ routePath: v as TNavRoutePath })}
          data-testid="nav-type"
        />
        <TextInput
          label={t`链接`}
          description={t`以 http:// 或 https:// 开头的地址在新窗口打开；站内路径以 / 开头`}
          maxLength={L.url}
          value={d.url ?? ""}
          onChange={(e) => patch({ url: e.currentTarget.value })}
          data-testid="nav-url"
        />
        {d.routePath === "nav9" ? (
          <NumberInput label={t`机构类型`} allowDecimal={false} min={0} value={d.companyType ?? ""} onChange={(v) => patch({ companyType: v === "" ? null : Number(v) })} />
        ) : null}
        <Group>
          <NumberInput label={t`排序`} min={0} max={9999} allowDecimal={false} w={140} value={d.sort} onChange={(v) => patch({ sort: Number(v) || 0 })} />
          <Switch label={t`英文版显示`} checked={d.isPushEnVersion} onChange={(e) => patch({ isPushEnVersion: e.currentTarget.checked })} />
          <Switch label={t`启用`} checked={d.status === 1} onChange={(e) => patch({ status: e.currentTarget.checked ? 1 : 0 })} />
        </Group>
        {problem ? <Text c="red" fz="sm" data-testid="nav-problem">{problem}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}><Trans>取消</Trans></Button>
          <Button type="submit" loading={save.isPending} disabled={d.navName.trim() === "" || d.navEnName.trim() === "" || problem !== null} data-testid="nav-save"><Trans>保存</Trans></Button>
        </Group>
      </Stack>
    </form>
  );
}
