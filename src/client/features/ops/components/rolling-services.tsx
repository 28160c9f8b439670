import { useState } from "react";
import { Badge, Button, Modal, Pagination, Select, Stack, Table, Text, TextInput, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { ROLLING_DESCRIPTION_MAX, ROLLING_TITLE_MAX, RollingMsg, RollingServiceStatus } from "#shared/rolling/rolling-rules.ts";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { useOpsRollingServices, useRollingOps, type TOpsService, type TServiceDraft } from "#client/features/ops/rolling-review.queries.ts";
import { CapacityTable } from "./capacity-parts.tsx";
import { FormFooter } from "./form-footer.tsx";

const NEW_SERVICE: TServiceDraft = { title: "", titleEn: "", description: "", descriptionEn: "", applyEndDate: "", status: RollingServiceStatus.open };
const draftOf = (s: TOpsService): TServiceDraft => ({ id: s.id, title: s.title, titleEn: s.titleEn ?? "", description: s.description, descriptionEn: s.descriptionEn ?? "", applyEndDate: s.applyEndDate, status: s.status });

/** The draw services operators open for application: create, edit, close. */
export function RollingServices() {
  const { t } = useLingui();
  const [pageNo, setPageNo] = useState(1);
  const [draft, setDraft] = useState<TServiceDraft | null>(null);
  const page = useOpsRollingServices(pageNo);
  const records = page.data?.records ?? [];
  return (
    <Stack gap="md">
      <Button w="fit-content" onClick={() => setDraft(NEW_SERVICE)} data-testid="rolling-service-new"><Trans>新建摇号服务</Trans></Button>
      <CapacityTable minWidth={720} headers={[t`服务名称`, t`申请截止`, t`状态`, t`操作`]} testId="rolling-service-table">
        {records.map((s) => (
          <Table.Tr key={s.id} data-testid="rolling-service-row">
            <Table.Td>{s.title}{s.titleEn ? <Text fz="xs" c="dimmed">{s.titleEn}</Text> : null}</Table.Td>
            <Table.Td>{s.applyEndDate}</Table.Td>
            <Table.Td>{s.isOpen ? <Badge color="green" variant="light"><Trans>开放申请</Trans></Badge> : <Badge color="gray" variant="light"><Trans>已截止</Trans></Badge>}</Table.Td>
            <Table.Td><Button size="compact-sm" variant="light" onClick={() => setDraft(draftOf(s))}><Trans>编辑</Trans></Button></Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      {page.data && page.data.pages > 1 ? <Pagination total={page.data.pages} value={pageNo} onChange={setPageNo} /> : null}
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t`编辑摇号服务` : t`新建摇号服务`} size="lg" closeButtonProps={{ "aria-label": t`关闭` }}>
        {draft ? <ServiceForm draft={draft} onDone={() => setDraft(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function ServiceForm({ draft, onDone }: { draft: TServiceDraft; onDone: () => void }) {
  const { t } = useLingui();
  const [d, setD] = useState(draft);
  const [problem, setProblem] = useState<string | null>(null);
  const { saveService } = useRollingOps();
  const patch = (p: Partial<TServiceDraft>) => setD((x) => ({ ...x, ...p }));
  const submit = () => {
    const found = !d.title.trim() ? RollingMsg.titleRequired : !d.description.trim() ? RollingMsg.descriptionRequired : !/^\d{4}-\d{2}-\d{2}$/.test(d.applyEndDate) ? RollingMsg.applyEndDateRequired : null;
    setProblem(found);
    if (found) return;
    saveService.mutate(d, {
      onSuccess: () => { notify("success", t`保存成功`); onDone(); },
      onError: (error) => { if (!wasShown(error)) notify("error", errorMessage(error)); },
    });
  };
  return (
    <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate data-testid="rolling-service-form">
      <Stack gap="sm">
        <TextInput label={t`服务名称`} required maxLength={ROLLING_TITLE_MAX} value={d.title} onChange={(e) => patch({ title: e.currentTarget.value })} data-testid="rolling-service-title" />
        <TextInput label={t`英文名称`} maxLength={ROLLING_TITLE_MAX * 2} value={d.titleEn} onChange={(e) => patch({ titleEn: e.currentTarget.value })} />
        <Textarea label={t`服务说明`} required autosize minRows={3} maxLength={ROLLING_DESCRIPTION_MAX} value={d.description} onChange={(e) => patch({ description: e.currentTarget.value })} data-testid="rolling-service-description" />
        <Textarea label={t`英文说明`} autosize minRows={2} maxLength={ROLLING_DESCRIPTION_MAX * 2} value={d.descriptionEn} onChange={(e) => patch({ descriptionEn: e.currentTarget.value })} />
        <TextInput label={t`申请截止日期`} type="date" required value={d.applyEndDate} onChange={(e) => patch({ applyEndDate: e.currentTarget.value })} data-testid="rolling-service-end" />
        <Select label={t`状态`} allowDeselect={false} data={[{ value: "1", label: t`开放申请` }, { value: "0", label: t`关闭` }]} value={String(d.status)} onChange={(v) => v && patch({ status: Number(v) })} />
        <FormFooter problem={problem} onBack={onDone} submitLabel={t`保存`} submitTestId="rolling-service-save" loading={saveService.isPending} />
      </Stack>
    </form>
  );
}
