import { useState } from "react";
import { Anchor, Badge, Button, Group, Modal, SegmentedControl, Stack, Switch, Table, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";
import type { TOpsSubject } from "#shared/api/content-ops.contract.ts";
import { SubjectPub, subjectPagePath, subjectPublishRefusal, subjectPublishTestRefusal } from "#shared/content/site-content.ts";
import { useContentList, useContentSave } from "../content-ops.queries.ts";
import { ImageField, RichField } from "./content-fields.tsx";
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
  const [draft, setDraft] = useState<TSubjectDraft | null>(null);
  return (
    <Stack gap="sm" data-testid="subject-editor">
      <Group justify="flex-end">
        <Button onClick={() => setDraft(empty)} data-testid="subject-new"><Trans>新建专题页</Trans></Button>
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th><Trans>编号</Trans></Table.Th>
              <Table.Th><Trans>标题</Trans></Table.Th>
              <Table.Th><Trans>发布状态</Trans></Table.Th>
              <Table.Th><Trans>页面地址</Trans></Table.Th>
              <Table.Th><Trans>操作</Trans></Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
                      <Button size="xs" variant="light" onClick={() => setDraft(draftOf(s))}><Trans>编辑</Trans></Button>
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
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t`编辑专题页` : t`新建专题页`} size="xl">
        {draft ? (
          <SubjectForm
            draft={draft}
            saving={save.isPending}
            onCancel={() => setDraft(null)}
            onSave={(d) =>
              save.mutateAsync({ ...d, activityIds: parseIds(d.activityIds) }).then(() => { notify("success", t`保存成功`); setDraft(null); }, () => {})
            }
          />
        ) : null}
      </Modal>
    </Stack>
  );
}

function SubjectForm({ draft: initial, saving, onSave, onCancel }: { draft: TSubjectDraft; saving: boolean; onSave: (d: TSubjectDraft) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [d, setD] = useState(initial);
  const set = (patch: Partial<TSubjectDraft>) => setD((x) => ({ ...x, ...patch }));
  return (
    <form onSubmit={(e) => { e.preventDefault(); if (d.title.trim()) onSave(d); }} data-testid="subject-form">
      <Stack gap="sm">
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}><Trans>取消</Trans></Button>
          <Button type="submit" loading={saving} disabled={!d.title.trim()} data-testid="subject-save"><Trans>保存</Trans></Button>
        </Group>
      </Stack>
    </form>
  );
}
