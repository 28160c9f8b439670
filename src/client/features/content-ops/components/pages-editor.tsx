import { Button, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TOpsHelp } from "#shared/api/content-ops.contract.ts";
import type { TStaticPage } from "#shared/api/content.contract.ts";
import { useContentList, useContentSave } from "../content-ops.queries.ts";
import { RichField, StatusBadge } from "./content-fields.tsx";
import { DraftForm, EditorModal, SortAndStatus, useDraftFields, useEditorDraft } from "./editor-shell.tsx";

interface TTextDraft {
  id?: number;
  pageKey?: TStaticPage["pageKey"];
  title: string;
  titleEn: string;
  content: string;
  contentEn: string;
  sort: number;
  status: number;
}

/**
 * The static pages' texts (about us, the centre's introduction, the two agreements, coming soon, maintenance)
 * and the help centre's articles: titles and rich text in Chinese and English.
 */
export function PagesEditor() {
  const { t } = useLingui();
  const pages = useContentList("pages");
  const help = useContentList("help");
  const savePage = useContentSave("opsPageSave");
  const saveHelp = useContentSave("opsHelpSave");
  const { draft, open: setDraft, close, saveAndClose } = useEditorDraft<TTextDraft>();
  const ofPage = (p: TStaticPage): TTextDraft => ({ pageKey: p.pageKey, title: p.title, titleEn: p.titleEn ?? "", content: p.content, contentEn: p.contentEn ?? "", sort: 0, status: 1 });
  const ofHelp = (h: TOpsHelp): TTextDraft => ({ id: h.id, title: h.title, titleEn: h.titleEn ?? "", content: h.content, contentEn: h.contentEn ?? "", sort: h.sort, status: h.status });
  const save = (d: TTextDraft) =>
    saveAndClose(
      d.pageKey
        ? savePage.mutateAsync({ pageKey: d.pageKey, title: d.title, titleEn: d.titleEn, content: d.content, contentEn: d.contentEn })
        : saveHelp.mutateAsync({ id: d.id, title: d.title, titleEn: d.titleEn, content: d.content, contentEn: d.contentEn, sort: d.sort, status: d.status }),
    );

  return (
    <Stack gap="lg" data-testid="pages-editor">
      <Stack gap="xs">
        <Title order={2} size="h4"><Trans>静态页面</Trans></Title>
        <Table striped withTableBorder>
          <Table.Tbody>
            {(pages.data ?? []).map((p) => (
              <Table.Tr key={p.pageKey}>
                <Table.Td>{p.title}</Table.Td>
                <Table.Td><Text size="sm" c="dimmed">{p.pageKey}</Text></Table.Td>
                <Table.Td><Button size="xs" variant="light" onClick={() => setDraft(ofPage(p))}><Trans>编辑</Trans></Button></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4"><Trans>帮助文章</Trans></Title>
          <Button size="sm" onClick={() => setDraft({ title: "", titleEn: "", content: "", contentEn: "", sort: 0, status: 1 })}><Trans>新建文章</Trans></Button>
        </Group>
        <Table striped withTableBorder>
          <Table.Tbody>
            {(help.data ?? []).map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td>{h.title}</Table.Td>
                <Table.Td><StatusBadge status={h.status} /></Table.Td>
                <Table.Td><Button size="xs" variant="light" onClick={() => setDraft(ofHelp(h))}><Trans>编辑</Trans></Button></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <EditorModal draft={draft} onClose={close} title={draft?.pageKey ? t`编辑页面` : t`编辑帮助文章`} size="xl">
        {(d) => <TextForm draft={d} saving={savePage.isPending || saveHelp.isPending} onSave={save} onCancel={close} />}
      </EditorModal>
    </Stack>
  );
}

function TextForm({ draft, saving, onSave, onCancel }: { draft: TTextDraft; saving: boolean; onSave: (d: TTextDraft) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [d, set] = useDraftFields(draft);
  return (
    <DraftForm ready={d.title.trim() !== ""} saving={saving} onSubmit={() => onSave(d)} onCancel={onCancel}>
      <TextInput label={t`标题`} required maxLength={100} value={d.title} onChange={(e) => set({ title: e.currentTarget.value })} />
      <TextInput label={t`英文标题`} maxLength={100} value={d.titleEn} onChange={(e) => set({ titleEn: e.currentTarget.value })} />
      <RichField label={t`正文`} value={d.content} onChange={(content) => set({ content })} />
      <RichField label={t`英文正文`} value={d.contentEn} onChange={(contentEn) => set({ contentEn })} />
      {d.pageKey ? null : <SortAndStatus sort={d.sort} status={d.status} onChange={set} />}
    </DraftForm>
  );
}
