import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Switch, Table, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TOpsSubject } from "#shared/api/content-ops.contract.ts";
import { SubjectPub, subjectPagePath, subjectPublishRefusal, subjectPublishTestRefusal } from "#shared/content/site-content.ts";
import { useContentList, useContentSave } from "../content-ops.queries.ts";
import { ImageField, RichField } from "./content-fields.tsx";
import { DraftForm, EditorModal, EditorTable, useDraftFields, useEditorDraft } from "./editor-shell.tsx";
import { parseIds } from "./id-list.ts";

interface TSubjectDraft {
  id?: number;
  title: string;
  titleEn: string;
  headerType: number;
  showLogin: boolean;
  bannerUrl: string;
  content: string;
  contentEn: string;
  activityIds: string;
}

const empty: TSubjectDraft = { title: "", titleEn: "", headerType: 0, showLogin: false, bannerUrl: "", content: "", contentEn: "", activityIds: "" };
const draftOf = (s: TOpsSubject): TSubjectDraft => ({
  id: s.id,
  title: s.title,
  titleEn: s.titleEn ?? "",
  headerType: s.headerType,
  showLogin: s.showLogin,
  bannerUrl: s.bannerUrl ?? "",
  content: s.content,
  contentEn: s.contentEn ?? "",
  activityIds: s.activityIds.join(", "),
});

function PubBadge({ pubStatus }: { pubStatus: number }) {
  if (pubStatus === SubjectPub.published) return <Badge color="green" variant="light"><Trans>已发布</Trans></Badge>;
  if (pubStatus === SubjectPub.test) return <Badge color="yellow" variant="light"><Trans>测试发布</Trans></Badge>;
  return <Badge color="gray" variant="light"><Trans>未发布</Trans></Badge>;
}

/** Subject pages (document 4 section 2.4): edit, publish as a test with a generated test code, publish formally. */
export function SubjectEditor() {
  const { t } = useLingui();
  const subjects = useContentList("subjects");
  const save = useContentSave("opsSubjectSave");
  const publishTest = useContentSave("opsSubjectPublishTest");
  const publish = useContentSave("opsSubjectPublish");
  const { draft, open, close, saveAndClose } = useEditorDraft<TSubjectDraft>();
  return (
    <Stack gap="sm" data-testid="subject-editor">
      <Group justify="flex-end">
        <Button onClick={() => open(empty)} data-testid="subject-new"><Trans>新建专题页</Trans></Button>
      </Group>
      <EditorTable minWidth={720} headers={[t`编号`, t`标题`, t`发布状态`, t`页面地址`, t`操作`]}>
        {(subjects.data ?? []).map((s) => {
          const path = subjectPagePath(s);
          const testRefusal = subjectPublishTestRefusal(s);
          const publishRefusal = subjectPublishRefusal(s);
          return (
            <Table.Tr key={s.id} data-testid="subject-row">
              <Table.Td>{s.id}</Table.Td>
              <Table.Td>{s.title}</Table.Td>
              <Table.Td><PubBadge pubStatus={s.pubStatus} /></Table.Td>
              <Table.Td>
                {s.pubStatus === SubjectPub.unpublished ? "—" : <Anchor href={path} target="_blank" rel="noopener noreferrer" data-testid="subject-link">{path}</Anchor>}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => open(draftOf(s))}><Trans>编辑</Trans></Button>
                  <Button size="xs" variant="default" disabled={testRefusal !== null} title={testRefusal ?? undefined} loading={publishTest.isPending} onClick={() => publishTest.mutate({ id: s.id })} data-testid="subject-publish-test">
                    <Trans>测试发布</Trans>
                  </Button>
                  <Button size="xs" disabled={publishRefusal !== null} title={publishRefusal ?? undefined} loading={publish.isPending} onClick={() => publish.mutate({ id: s.id })} data-testid="subject-publish">
                    <Trans>正式发布</Trans>
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </EditorTable>
      <EditorModal draft={draft} onClose={close} title={draft?.id ? t`编辑专题页` : t`新建专题页`} size="xl">
        {(d) => <SubjectForm draft={d} saving={save.isPending} onCancel={close} onSave={(done) => saveAndClose(save.mutateAsync({ ...done, activityIds: parseIds(done.activityIds) }))} />}
      </EditorModal>
    </Stack>
  );
}

function SubjectForm({ draft, saving, onSave, onCancel }: { draft: TSubjectDraft; saving: boolean; onSave: (d: TSubjectDraft) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [d, set] = useDraftFields(draft);
  return (
    <DraftForm ready={d.title.trim() !== ""} saving={saving} onSubmit={() => onSave(d)} onCancel={onCancel} testId="subject-form" saveTestId="subject-save">
      <TextInput label={t`标题`} required maxLength={100} value={d.title} onChange={(e) => set({ title: e.currentTarget.value })} data-testid="subject-title" />
      <TextInput label={t`英文标题`} maxLength={100} value={d.titleEn} onChange={(e) => set({ titleEn: e.currentTarget.value })} />
      <Group>
        <SegmentedControl value={String(d.headerType)} onChange={(v) => set({ headerType: Number(v) })} data={[{ value: "0", label: t`页头类型0：门户页头` }, { value: "1", label: t`页头类型1：专题页头` }]} />
        <Switch label={t`页头显示登录`} checked={d.showLogin} onChange={(e) => set({ showLogin: e.currentTarget.checked })} />
      </Group>
      <ImageField label={t`横幅图片`} value={d.bannerUrl} onChange={(bannerUrl) => set({ bannerUrl })} testId="subject-banner" />
      <RichField label={t`正文`} value={d.content} onChange={(content) => set({ content })} />
      <RichField label={t`英文正文`} value={d.contentEn} onChange={(contentEn) => set({ contentEn })} />
      <TextInput label={t`关联活动编号`} description={t`多个编号用逗号分隔`} value={d.activityIds} onChange={(e) => set({ activityIds: e.currentTarget.value })} data-testid="subject-activities" />
    </DraftForm>
  );
}
