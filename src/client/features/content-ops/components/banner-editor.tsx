import { ActionIcon, Button, Group, NumberInput, SegmentedControl, Stack, Switch, Table, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TOpsBanner } from "#shared/api/content-ops.contract.ts";
import { BannerTarget, bannerTargetRefusal, isContentImage } from "#shared/content/site-content.ts";
import { useContentList, useContentSave } from "../content-ops.queries.ts";
import { ImageField, StatusBadge, beijingInput } from "./content-fields.tsx";
import { DraftForm, EditorModal, EditorTable, useDraftFields, useEditorDraft } from "./editor-shell.tsx";

interface TBannerDraft {
  id?: number;
  title: string;
  titleEn: string;
  imageUrl: string;
  targetType: number;
  targetId: string;
  targetUrl: string;
  /** null: a new banner goes last */
  sort: number | null;
  status: number;
  startAt: string;
  endAt: string;
}

const empty: TBannerDraft = { title: "", titleEn: "", imageUrl: "", targetType: BannerTarget.activity, targetId: "", targetUrl: "", sort: null, status: 1, startAt: "", endAt: "" };

const draftOf = (b: TOpsBanner): TBannerDraft => ({
  id: b.id,
  title: b.title,
  titleEn: b.titleEn ?? "",
  imageUrl: b.imageUrl,
  targetType: b.targetType,
  targetId: b.targetId ? String(b.targetId) : "",
  targetUrl: b.targetUrl ?? "",
  sort: b.sort,
  status: b.status,
  startAt: beijingInput(b.startAt),
  endAt: beijingInput(b.endAt),
});

const bodyOf = (d: TBannerDraft) => ({ ...d, sort: d.sort ?? undefined, targetId: d.targetId || undefined, targetUrl: d.targetUrl || undefined, startAt: d.startAt || undefined, endAt: d.endAt || undefined });

/** The home carousel's banners (document 4 section 2.1): list, create and edit, reorder, enable and disable. */
export function BannerEditor() {
  const { t } = useLingui();
  const banners = useContentList("banners");
  const save = useContentSave("opsBannerSave");
  const sort = useContentSave("opsBannerSort");
  const { draft, open, close, saveAndClose } = useEditorDraft<TBannerDraft>();
  const rows = banners.data ?? [];
  const targetLabel = (b: TOpsBanner) =>
    b.targetType === BannerTarget.activity ? t`活动 ${b.targetId}` : b.targetType === BannerTarget.subject ? t`专题页 ${b.targetId}` : (b.targetUrl ?? "");

  const move = (index: number, by: number) => {
    const ids = rows.map((b) => b.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    sort.mutate({ ids });
  };
  const toggle = (b: TOpsBanner) => save.mutate(bodyOf({ ...draftOf(b), status: b.status === 1 ? 0 : 1 }));

  return (
    <Stack gap="sm" data-testid="banner-editor">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          <Trans>首页轮播按顺序展示启用且在展示时间内的横幅。</Trans>
        </Text>
        <Button onClick={() => open(empty)} data-testid="banner-new">
          <Trans>新建横幅</Trans>
        </Button>
      </Group>
      <EditorTable minWidth={760} headers={[t`顺序`, t`标题`, t`跳转`, t`展示时间`, t`状态`, t`操作`]}>
        {rows.map((b, i) => (
          <Table.Tr key={b.id} data-testid="banner-row">
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" disabled={i === 0 || sort.isPending} onClick={() => move(i, -1)} aria-label={t`上移`}>↑</ActionIcon>
                <ActionIcon variant="subtle" disabled={i === rows.length - 1 || sort.isPending} onClick={() => move(i, 1)} aria-label={t`下移`}>↓</ActionIcon>
              </Group>
            </Table.Td>
            <Table.Td>{b.title}</Table.Td>
            <Table.Td>{targetLabel(b)}</Table.Td>
            <Table.Td>{b.startAt || b.endAt ? `${beijingInput(b.startAt) || "…"} ~ ${beijingInput(b.endAt) || "…"}` : t`长期`}</Table.Td>
            <Table.Td><StatusBadge status={b.status} /></Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => open(draftOf(b))}><Trans>编辑</Trans></Button>
                <Button size="xs" variant="default" onClick={() => toggle(b)} loading={save.isPending}>
                  {b.status === 1 ? <Trans>停用</Trans> : <Trans>启用</Trans>}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </EditorTable>
      <EditorModal draft={draft} onClose={close} title={draft?.id ? t`编辑横幅` : t`新建横幅`} size="lg">
        {(d) => <BannerForm draft={d} saving={save.isPending} onCancel={close} onSave={(done) => saveAndClose(save.mutateAsync(bodyOf(done)))} />}
      </EditorModal>
    </Stack>
  );
}

function BannerForm({ draft, saving, onSave, onCancel }: { draft: TBannerDraft; saving: boolean; onSave: (d: TBannerDraft) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [d, set] = useDraftFields(draft);
  // the shared rules, so the button says what the server would
  const problem = !d.title.trim()
    ? t`请输入标题`
    : !isContentImage(d.imageUrl)
      ? t`请上传图片`
      : bannerTargetRefusal({ targetType: d.targetType, targetId: Number(d.targetId) || null, targetUrl: d.targetUrl || null });
  return (
    <DraftForm ready={problem === null} saving={saving} onSubmit={() => onSave(d)} onCancel={onCancel} testId="banner-form" saveTestId="banner-save">
      <TextInput label={t`标题`} required maxLength={100} value={d.title} onChange={(e) => set({ title: e.currentTarget.value })} data-testid="banner-title" />
      <TextInput label={t`英文标题`} maxLength={100} value={d.titleEn} onChange={(e) => set({ titleEn: e.currentTarget.value })} data-testid="banner-title-en" />
      <ImageField label={t`图片`} required value={d.imageUrl} onChange={(imageUrl) => set({ imageUrl })} testId="banner-image" />
      <SegmentedControl
        value={String(d.targetType)}
        onChange={(v) => set({ targetType: Number(v) })}
        data={[
          { value: String(BannerTarget.activity), label: t`活动` },
          { value: String(BannerTarget.subject), label: t`专题页` },
          { value: String(BannerTarget.link), label: t`外部链接` },
        ]}
        data-testid="banner-target-type"
      />
      {d.targetType === BannerTarget.link ? (
        <TextInput label={t`链接地址`} value={d.targetUrl} onChange={(e) => set({ targetUrl: e.currentTarget.value })} placeholder="https://" data-testid="banner-target-url" />
      ) : (
        <TextInput
          label={d.targetType === BannerTarget.activity ? t`活动编号` : t`专题页编号`}
          value={d.targetId}
          onChange={(e) => set({ targetId: e.currentTarget.value.replace(/\D/g, "") })}
          data-testid="banner-target-id"
        />
      )}
      <Group grow>
        <TextInput label={t`开始时间`} placeholder="2026-12-01 09:00" value={d.startAt} onChange={(e) => set({ startAt: e.currentTarget.value })} />
        <TextInput label={t`结束时间`} placeholder="2026-12-31 18:00" value={d.endAt} onChange={(e) => set({ endAt: e.currentTarget.value })} />
      </Group>
      <Group grow>
        <NumberInput label={t`排序`} description={t`留空排在最后`} min={0} max={100000} value={d.sort ?? ""} onChange={(v) => set({ sort: v === "" ? null : Number(v) })} />
        <Switch mt="lg" label={t`启用`} checked={d.status === 1} onChange={(e) => set({ status: e.currentTarget.checked ? 1 : 0 })} />
      </Group>
      {problem ? <Text size="sm" c="red">{problem}</Text> : null}
    </DraftForm>
  );
}
