import { useState } from "react";
import { Button, Group, Modal, NumberInput, Stack, Switch, Table, Text, TextInput, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";
import type { TOpsHotTopic } from "#shared/api/content-ops.contract.ts";
import { TopicItemKind } from "#shared/content/site-content.ts";
import { useContentList, useContentSave } from "../content-ops.queries.ts";
import { ImageField, StatusBadge } from "./content-fields.tsx";
import { parseIds } from "./id-list.ts";

interface TTopicDraft {
  id?: number;
  title: string;
  titleEn: string;
  coverUrl: string;
  summary: string;
  summaryEn: string;
  sort: number;
  status: number;
  activityIds: string;
  videoIds: string;
}

const empty: TTopicDraft = { title: "", titleEn: "", coverUrl: "", summary: "", summaryEn: "", sort: 0, status: 1, activityIds: "", videoIds: "" };
const idsOf = (t: TOpsHotTopic, kind: number) => t.items.filter((i) => i.kind === kind).map((i) => i.refId).join(", ");
const draftOf = (t: TOpsHotTopic): TTopicDraft => ({
  id: t.id,
  title: t.title,
  titleEn: t.titleEn ?? "",
  coverUrl: t.coverUrl ?? "",
  summary: t.summary ?? "",
  summaryEn: t.summaryEn ?? "",
  sort: t.sort,
  status: t.status,
  activityIds: idsOf(t, TopicItemKind.activity),
  videoIds: idsOf(t, TopicItemKind.recordVideo),
});
const bodyOf = (d: TTopicDraft) => ({
  id: d.id,
  title: d.title,
  titleEn: d.titleEn,
  coverUrl: d.coverUrl,
  summary: d.summary,
  summaryEn: d.summaryEn,
  sort: d.sort,
  status: d.status,
  items: [
    ...parseIds(d.activityIds).map((refId) => ({ kind: TopicItemKind.activity, refId })),
    ...parseIds(d.videoIds).map((refId) => ({ kind: TopicItemKind.recordVideo, refId })),
  ],
});

/** Hot topics (document 4 section 2.7): titles, cover, summary, and the activities and videos they group. */
export function TopicEditor() {
  const { t } = useLingui();
  const topics = useContentList("topics");
  const save = useContentSave("opsHotTopicSave");
  const [draft, setDraft] = useState<TTopicDraft | null>(null);
  return (
    <Stack gap="sm" data-testid="topic-editor">
      <Group justify="flex-end">
        <Button onClick={() => setDraft(empty)} data-testid="topic-new"><Trans>新建话题</Trans></Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th><Trans>标题</Trans></Table.Th>
              <Table.Th><Trans>内容</Trans></Table.Th>
              <Table.Th><Trans>排序</Trans></Table.Th>
              <Table.Th><Trans>状态</Trans></Table.Th>
              <Table.Th><Trans>操作</Trans></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(topics.data ?? []).map((topic) => (
              <Table.Tr key={topic.id} data-testid="topic-row">
                <Table.Td>{topic.title}</Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>{topic.items.map((i) => i.label || `#${i.refId}`).join("、")}</Text>
                </Table.Td>
                <Table.Td>{topic.sort}</Table.Td>
                <Table.Td><StatusBadge status={topic.status} /></Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => setDraft(draftOf(topic))}><Trans>编辑</Trans></Button>
                    <Button size="xs" variant="default" loading={save.isPending} onClick={() => save.mutate(bodyOf({ ...draftOf(topic), status: topic.status === 1 ? 0 : 1 }))}>
                      {topic.status === 1 ? <Trans>停用</Trans> : <Trans>启用</Trans>}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t`编辑话题` : t`新建话题`} size="lg">
        {draft ? (
          <TopicForm
            draft={draft}
            saving={save.isPending}
            onCancel={() => setDraft(null)}
            onSave={(d) => save.mutateAsync(bodyOf(d)).then(() => { notify("success", t`保存成功`); setDraft(null); }, () => {})}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}

function TopicForm({ draft: initial, saving, onSave, onCancel }: { draft: TTopicDraft; saving: boolean; onSave: (d: TTopicDraft) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [d, setD] = useState(initial);
  const set = (patch: Partial<TTopicDraft>) => setD((x) => ({ ...x, ...patch }));
  return (
    <form onSubmit={(e) => { e.preventDefault(); if (d.title.trim()) onSave(d); }} data-testid="topic-form">
      <Stack gap="sm">
        <TextInput label={t`标题`} required maxLength={100} value={d.title} onChange={(e) => set({ title: e.currentTarget.value })} data-testid="topic-title" />
        <TextInput label={t`英文标题`} maxLength={100} value={d.titleEn} onChange={(e) => set({ titleEn: e.currentTarget.value })} />
        <ImageField label={t`封面`} value={d.coverUrl} onChange={(coverUrl) => set({ coverUrl })} testId="topic-cover" />
        <Textarea label={t`简介`} maxLength={500} autosize minRows={2} value={d.summary} onChange={(e) => set({ summary: e.currentTarget.value })} />
        <Textarea label={t`英文简介`} maxLength={500} autosize minRows={2} value={d.summaryEn} onChange={(e) => set({ summaryEn: e.currentTarget.value })} />
        <TextInput label={t`活动编号`} description={t`多个编号用逗号分隔，按填写顺序展示`} value={d.activityIds} onChange={(e) => set({ activityIds: e.currentTarget.value })} data-testid="topic-activities" />
        <TextInput label={t`活动视频编号`} description={t`已审核通过的活动视频；视频库上线后可选择视频库视频`} value={d.videoIds} onChange={(e) => set({ videoIds: e.currentTarget.value })} />
        <Group grow>
          <NumberInput label={t`排序`} min={0} max={100000} value={d.sort} onChange={(v) => set({ sort: Number(v) || 0 })} />
          <Switch mt="lg" label={t`启用`} checked={d.status === 1} onChange={(e) => set({ status: e.currentTarget.checked ? 1 : 0 })} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}><Trans>取消</Trans></Button>
          <Button type="submit" loading={saving} disabled={!d.title.trim()} data-testid="topic-save"><Trans>保存</Trans></Button>
        </Group>
      </Stack>
    </form>
  );
}
