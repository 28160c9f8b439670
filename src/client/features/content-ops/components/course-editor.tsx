import { ActionIcon, Button, Group, NumberInput, Select, Stack, Table, TextInput, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TOpsCourse } from "#shared/api/content-ops.contract.ts";
import { LessonKind, isLessonUrl } from "#shared/content/site-content.ts";
import { useContentList, useContentSave } from "../content-ops.queries.ts";
import { ImageField, StatusBadge } from "./content-fields.tsx";
import { DraftForm, EditorModal, EditorTable, SortAndStatus, useDraftFields, useEditorDraft } from "./editor-shell.tsx";

interface TLessonDraft {
  kind: number;
  title: string;
  titleEn: string;
  url: string;
  durationMinutes: number | null;
}
interface TCourseDraft {
  id?: number;
  title: string;
  titleEn: string;
  coverUrl: string;
  summary: string;
  summaryEn: string;
  sort: number;
  status: number;
  lessons: TLessonDraft[];
}

const empty: TCourseDraft = { title: "", titleEn: "", coverUrl: "", summary: "", summaryEn: "", sort: 0, status: 1, lessons: [] };
const draftOf = (c: TOpsCourse): TCourseDraft => ({
  id: c.id,
  title: c.title,
  titleEn: c.titleEn ?? "",
  coverUrl: c.coverUrl ?? "",
  summary: c.summary ?? "",
  summaryEn: c.summaryEn ?? "",
  sort: c.sort,
  status: c.status,
  lessons: c.lessons.map((l) => ({ kind: l.kind, title: l.title, titleEn: l.titleEn ?? "", url: l.url, durationMinutes: l.durationMinutes })),
});

/** Training courses (document 4 section 2.7): a course and its video or PDF lessons, in order. */
export function CourseEditor() {
  const { t } = useLingui();
  const list = useContentList("courses");
  const save = useContentSave("opsCourseSave");
  const { draft, open, close, saveAndClose } = useEditorDraft<TCourseDraft>();
  const bodyOf = (d: TCourseDraft) => ({ ...d, lessons: d.lessons.map((l) => ({ ...l, durationMinutes: l.durationMinutes ?? undefined })) });
  return (
    <Stack gap="sm" data-testid="course-editor">
      <Group justify="flex-end">
        <Button onClick={() => open(empty)}><Trans>新建课程</Trans></Button>
      </Group>
      <EditorTable minWidth={560} headers={[t`标题`, t`课时`, t`状态`, t`操作`]}>
        {(list.data ?? []).map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>{c.title}</Table.Td>
            <Table.Td>{c.lessons.length}</Table.Td>
            <Table.Td><StatusBadge status={c.status} /></Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" onClick={() => open(draftOf(c))}><Trans>编辑</Trans></Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </EditorTable>
      <EditorModal draft={draft} onClose={close} title={draft?.id ? t`编辑课程` : t`新建课程`} size="xl">
        {(d) => <CourseForm draft={d} saving={save.isPending} onCancel={close} onSave={(done) => saveAndClose(save.mutateAsync(bodyOf(done)))} />}
      </EditorModal>
    </Stack>
  );
}

function CourseForm({ draft, saving, onSave, onCancel }: { draft: TCourseDraft; saving: boolean; onSave: (d: TCourseDraft) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [d, set] = useDraftFields(draft);
  const setLesson = (i: number, patch: Partial<TLessonDraft>) => set({ lessons: d.lessons.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  const ready = d.title.trim() !== "" && d.lessons.every((l) => l.title.trim() && isLessonUrl(l.url));
  return (
    <DraftForm ready={ready} saving={saving} onSubmit={() => onSave(d)} onCancel={onCancel}>
      <TextInput label={t`标题`} required maxLength={100} value={d.title} onChange={(e) => set({ title: e.currentTarget.value })} />
      <TextInput label={t`英文标题`} maxLength={100} value={d.titleEn} onChange={(e) => set({ titleEn: e.currentTarget.value })} />
      <ImageField label={t`封面`} value={d.coverUrl} onChange={(coverUrl) => set({ coverUrl })} testId="course-cover" />
      <Textarea label={t`简介`} maxLength={500} autosize value={d.summary} onChange={(e) => set({ summary: e.currentTarget.value })} />
      <Textarea label={t`英文简介`} maxLength={500} autosize value={d.summaryEn} onChange={(e) => set({ summaryEn: e.currentTarget.value })} />
      {d.lessons.map((l, i) => (
        <Group key={i} align="flex-end" wrap="wrap" gap="xs">
          <Select w={100} label={t`类型`} value={String(l.kind)} onChange={(v) => setLesson(i, { kind: Number(v) })} data={[{ value: String(LessonKind.video), label: t`视频` }, { value: String(LessonKind.document), label: t`PDF文档` }]} allowDeselect={false} />
          <TextInput style={{ flex: "1 1 160px" }} label={t`课时标题`} value={l.title} onChange={(e) => setLesson(i, { title: e.currentTarget.value })} />
          <TextInput style={{ flex: "1 1 160px" }} label={t`英文课时标题`} value={l.titleEn} onChange={(e) => setLesson(i, { titleEn: e.currentTarget.value })} />
          <TextInput style={{ flex: "2 1 220px" }} label={t`地址`} placeholder={t`/files/…、/api/docs/… 或 https 地址`} value={l.url} error={l.url && !isLessonUrl(l.url) ? t`课时地址不正确` : undefined} onChange={(e) => setLesson(i, { url: e.currentTarget.value.trim() })} />
          <NumberInput w={100} label={t`时长（分钟）`} min={0} value={l.durationMinutes ?? ""} onChange={(v) => setLesson(i, { durationMinutes: v === "" ? null : Number(v) })} />
          <ActionIcon variant="subtle" color="red" aria-label={t`删除课时`} onClick={() => set({ lessons: d.lessons.filter((_, j) => j !== i) })}>×</ActionIcon>
        </Group>
      ))}
      <Button variant="light" w="fit-content" onClick={() => set({ lessons: [...d.lessons, { kind: LessonKind.document, title: "", titleEn: "", url: "", durationMinutes: null }] })}>
        <Trans>添加课时</Trans>
      </Button>
      <SortAndStatus sort={d.sort} status={d.status} onChange={set} />
    </DraftForm>
  );
}
