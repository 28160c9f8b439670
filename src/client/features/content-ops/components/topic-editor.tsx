import { Button, Group, Stack, Table, Text, TextInput, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TOpsHotTopic } from "#shared/api/content-ops.contract.ts";
import { TopicItemKind } from "#shared/content/site-content.ts";
import { useContentList, useContentSave } from "../content-ops.queries.ts";
import { ImageField, StatusBadge } from "./content-fields.tsx";
import { DraftForm, EditorModal, EditorTable, SortAndStatus, useDraftFields, useEditorDraft } from "./editor-shell.tsx";
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
  const { draft, open, close, saveAndClose } = useEditorDraft<TTopicDraft>();
  return (
    <Stack gap="sm" data-testid="topic-editor">
      <Group justify="flex-end">
        <Button onClick={() => open(empty)} data-testid="topic-new"><Trans>新建话题</Trans></Button>
      </Group>
      <EditorTable minWidth={640} headers={[t`标题`, t`内容`, t`排序`, t`状态`, t`操作`]}>
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
                <Button size="xs" variant="light" onClick={() => open(draftOf(topic))}><Trans>编辑</Trans></Button>
                <Button size="xs" variant="default" loading={save.isPending} onClick={() => save.mutate(bodyOf({ ...draftOf(topic), status: topic.status === 1 ? 0 : 1 }))}>
                  {topic.status === 1 ? <Trans>停用</Trans> : <Trans>启用</Trans>}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </EditorTable>
      <EditorModal draft={draft} onClose={close} title={draft?.id ? t`编辑话题` : t`新建话题`} size="lg">
        {(d) => <TopicForm draft={d} saving={save.isPending} onCancel={close} onSave={(done) => saveAndClose(save.mutateAsync(bodyOf(done)))} />}
      </EditorModal>
    </Stack>
  );
}

function TopicForm({ draft, saving, onSave, onCancel }: { draft: TTopicDraft; saving: boolean; onSave: (d: TTopicDraft) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [d, set] = useDraftFields(draft);
  return (
    <DraftForm ready={d.title.trim() !== ""} saving={saving} onSubmit={() => onSave(d)} onCancel={onCancel} testId="topic-form" saveTestId="topic-save">
      <TextInput label={t`标题`} required maxLength={100} value={d.title} onChange={(e) => set({ title: e.currentTarget.value })} data-testid="topic-title" />
      <TextInput label={t`英文标题`} maxLength={100} value={d.titleEn} onChange={(e) => set({ titleEn: e.currentTarget.value })} />
      <ImageField label={t`封面`} value={d.coverUrl} onChange={(coverUrl) => set({ coverUrl })} testId="topic-cover" />
      <Textarea label={t`简介`} maxLength={500} autosize minRows={2} value={d.summary} onChange={(e) => set({ summary: e.currentTarget.value })} />
      <Textarea label={t`英文简介`} maxLength={500} autosize minRows={2} value={d.summaryEn} onChange={(e) => set({ summaryEn: e.currentTarget.value })} />
      <TextInput label={t`活动编号`} description={t`多个编号用逗号分隔，按填写顺序展示`} value={d.activityIds} onChange={(e) => set({ activityIds: e.currentTarget.value })} data-testid="topic-activities" />
      <TextInput label={t`活动视频编号`} description={t`已审核通过的活动视频；视频库上线后可选择视频库视频`} value={d.videoIds} onChange={(e) => set({ videoIds: e.currentTarget.value })} />
      <SortAndStatus sort={d.sort} status={d.status} onChange={set} />
    </DraftForm>
  );
}
