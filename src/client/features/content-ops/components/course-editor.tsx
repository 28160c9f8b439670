import { useState } from "react";
import { ActionIcon, Button, Group, Modal, NumberInput, Select, Stack, Switch, Table, TextInput, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";
import type { TOpsCourse } from "#shared/api/content-ops.contract.ts";
import { LessonKind, isLessonUrl } from "#shared/content/site-content.ts";
import { useContentList, useContentSave } from "../content-ops.queries.ts";
import { ImageField, StatusBadge } from "./content-fields.tsx";

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
  const [draft, setDraft] = useState<TCourseDraft | null>(null);
  return (
    <Stack gap="sm" data-testid="course-editor">
      <Group justify="flex-end">
        <Button onClick={() => setDraft(empty)}><Trans>新建课程</Trans></Button>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th><Trans>标题</Trans></Table.Th>
              <Table.Th><Trans>课时</Trans></Table.Th>
              <Table.Th><Trans>状态</Trans></Table.Th>
              <Table.Th><Trans>操作</Trans></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>{c.title}</Table.Td>
                <Table.Td>{c.lessons.length}</Table.Td>
                <Table.Td><StatusBadge status={c.status} /></Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setDraft(draftOf(c))}><Trans>编辑</Trans></Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t`编辑课程` : t`新建课程`} size="xl">
        {draft ? (
          <CourseForm
            draft={draft}
            saving={save.isPending}
            onCancel={() => setDraft(null)}
            onSave={(d) =>
              save.mutateAsync({ ...d, lessons: d.lessons.map((l) => ({ ...l, durationMinutes: l.durationMinutes ?? undefined })) }).then(() => { notify("success", t`保存成功`); setDraft(null); }, () => {})
            }
          />
        ) : null}
      </Modal>
    </Stack>
  );
}

function CourseForm({ draft: initial, saving, onSave, onCancel }: { draft: TCourseDraft; saving: boolean; onSave: (d: TCourseDraft) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [d, setD] = useState(initial);
  const set = (patch: Partial<TCourseDraft>) => setD((x) => ({ ...x, ...patch }));
  const setLesson = (i: number, patch: Partial<TLessonDraft>) => set({ lessons: d.lessons.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  const ready = d.title.trim() !== "" && d.lessons.every((l) => l.title.trim() && isLessonUrl(l.url));
  return (
    <form onSubmit={(e) => { e.preventDefault(); if (ready) onSave(d); }}>
      <Stack gap="sm">
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
        <Group grow>
          <NumberInput label={t`排序`} min={0} max={100000} value={d.sort} onChange={(v) => set({ sort: Number(v) || 0 })} />
          <Switch mt="lg" label={t`启用`} checked={d.status === 1} onChange={(e) => set({ status: e.currentTarget.checked ? 1 : 0 })} />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}><Trans>取消</Trans></Button>
          <Button type="submit" loading={saving} disabled={!ready}><Trans>保存</Trans></Button>
        </Group>
      </Stack>
    </form>
  );
}
