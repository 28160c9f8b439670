import { useState } from "react";
import { Badge, Group, Modal, Pagination, Select, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { companyAdminRoutes } from "#shared/api/company-admin.routes.ts";
import { supervisorRefusal, type TOperatorRole } from "#shared/activity/ops-roles.ts";
import { COMPANY_TYPES, companyTypeText } from "#shared/company/company-type.ts";
import { COMPANY_SWITCHES, stockCodeError } from "#shared/company/company-admin.ts";
import { notify } from "#client/lib/notify.ts";
import { useCompanyPage, useCompanySave, type TAdminCompany } from "#client/features/ops/company-profiles.queries.ts";
import { ActionButton } from "./action-button.tsx";
import { CapacityTable, FormButtons } from "./capacity-parts.tsx";
import { COMPANY_SWITCH_LABELS } from "./capacity-labels.ts";

type TDraft = Omit<TAdminCompany, "id" | "updatedAt" | "memberCount"> & { id?: number; updatedAt?: string };
const NEW_COMPANY: TDraft = {
  companyType: 1, shortName: "", fullName: "", enShortName: null, enFullName: null, stockCode: null,
  isOpenExplanation: true, isEnableFundRoadshow: false, isEnableDiversion: false, isEnableDistribute: false, isDistributeCompany: false, isEnableActivitySearch: false,
};

/** Companies (document 4 section 6): search by name or code and type; a supervisor creates and edits them. */
export function CompanyProfilesPage({ operatorRole }: { operatorRole: TOperatorRole | null }) {
  const { t, i18n } = useLingui();
  const [keyword, setKeyword] = useState("");
  const [companyType, setCompanyType] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [draft, setDraft] = useState<TDraft | null>(null);
  const page = useCompanyPage({ keyword: keyword.trim() || undefined, companyType: companyType ? Number(companyType) : undefined, pageNo, pageSize: 20 });
  const refusal = supervisorRefusal(companyAdminRoutes.companySave, operatorRole);
  const typeOptions = COMPANY_TYPES.map((type) => ({ value: String(type), label: companyTypeText(type) }));
  return (
    <Stack gap="md" data-testid="ops-company-profiles">
      <Title order={1} size="h2"><Trans>公司资料</Trans></Title>
      <Group align="flex-end" wrap="wrap">
        <TextInput label={t`公司名称或代码`} value={keyword} onChange={(e) => { setKeyword(e.currentTarget.value); setPageNo(1); }} data-testid="company-keyword" />
        <Select label={t`公司类型`} clearable placeholder={t`全部`} w={160} data={typeOptions} value={companyType} onChange={(v) => { setCompanyType(v); setPageNo(1); }} />
        <ActionButton refusal={refusal} onClick={() => setDraft(NEW_COMPANY)} data-testid="company-new"><Trans>新增公司</Trans></ActionButton>
      </Group>
      <CapacityTable minWidth={760} headers={[t`简称`, t`全称`, t`代码`, t`类型`, t`成员`, t`已开通功能`, t`操作`]} testId="company-table">
        {(page.data?.records ?? []).map((c) => (
          <Table.Tr key={c.id} data-testid="company-row">
            <Table.Td>{c.shortName}</Table.Td>
            <Table.Td>{c.fullName}</Table.Td>
            <Table.Td>{c.stockCode ?? "—"}</Table.Td>
            <Table.Td>{companyTypeText(c.companyType)}</Table.Td>
            <Table.Td>{c.memberCount}</Table.Td>
            <Table.Td><Group gap={4}>{COMPANY_SWITCHES.filter((k) => c[k]).map((k) => <Badge key={k} size="xs" variant="light">{i18n._(COMPANY_SWITCH_LABELS[k]!)}</Badge>)}</Group></Table.Td>
            <Table.Td>
              <ActionButton refusal={refusal} size="compact-sm" variant="light" onClick={() => setDraft(c)} data-testid="company-edit"><Trans>编辑</Trans></ActionButton>
            </Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      {page.data && page.data.records.length === 0 && !page.isFetching ? <Text c="dimmed" fz="sm"><Trans>没有符合条件的公司</Trans></Text> : null}
      {page.data && page.data.pages > 1 ? <Pagination total={page.data.pages} value={pageNo} onChange={setPageNo} /> : null}
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t`编辑公司` : t`新增公司`} size="lg">
        {draft ? <CompanyForm draft={draft} typeOptions={typeOptions} onDone={() => setDraft(null)} /> : null}
      </Modal>
    </Stack>
  );
}

function CompanyForm({ draft, typeOptions, onDone }: { draft: TDraft; typeOptions: { value: string; label: string }[]; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [d, setD] = useState(draft);
  const patch = (p: Partial<TDraft>) => setD((x) => ({ ...x, ...p }));
  const save = useCompanySave();
  const codeProblem = stockCodeError(d.companyType, d.stockCode);
  const ready = d.shortName.trim() !== "" && d.fullName.trim() !== "" && codeProblem === null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { ...d, enShortName: d.enShortName ?? undefined, enFullName: d.enFullName ?? undefined, stockCode: d.stockCode ?? undefined },
          { onSuccess: () => { notify("success", t`保存成功`); onDone(); } },
        );
      }}
      data-testid="company-form"
    >
      <Stack gap="sm">
        <Group grow>
          <Select label={t`公司类型`} allowDeselect={false} data={typeOptions} value={String(d.companyType)} onChange={(v) => v && patch({ companyType: Number(v) })} />
          <TextInput label={t`证券代码`} maxLength={6} value={d.stockCode ?? ""} onChange={(e) => patch({ stockCode: e.currentTarget.value.trim() || null })} error={d.stockCode || d.id ? codeProblem?.message : undefined} data-testid="company-code" />
        </Group>
        <Group grow>
          <TextInput label={t`公司简称`} required maxLength={20} value={d.shortName} onChange={(e) => patch({ shortName: e.currentTarget.value })} data-testid="company-short" />
          <TextInput label={t`公司全称`} required maxLength={100} value={d.fullName} onChange={(e) => patch({ fullName: e.currentTarget.value })} data-testid="company-full" />
        </Group>
        <Group grow>
          <TextInput label={t`英文简称`} maxLength={200} value={d.enShortName ?? ""} onChange={(e) => patch({ enShortName: e.currentTarget.value || null })} />
          <TextInput label={t`英文全称`} maxLength={200} value={d.enFullName ?? ""} onChange={(e) => patch({ enFullName: e.currentTarget.value || null })} />
        </Group>
        <Text fw={500} fz="sm"><Trans>功能开关</Trans></Text>
        <Group gap="lg">
          {COMPANY_SWITCHES.map((k) => (
            <Switch key={k} label={i18n._(COMPANY_SWITCH_LABELS[k]!)} checked={d[k]} onChange={(e) => patch({ [k]: e.currentTarget.checked } as Partial<TDraft>)} data-testid={`company-switch-${k}`} />
          ))}
        </Group>
        {codeProblem && !d.stockCode && !d.id ? <Text fz="xs" c="dimmed">{codeProblem.message}</Text> : null}
        <FormButtons saving={save.isPending} disabled={!ready} onCancel={onDone} testId="company-save" />
      </Stack>
    </form>
  );
}

