import { useState } from "react";
import { Badge, Button, Group, Modal, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { companyAdminRoutes } from "#shared/api/company-admin.routes.ts";
import { supervisorRefusal } from "#shared/activity/ops-roles.ts";
import { COMPANY_TYPES, companyTypeText } from "#shared/company/company-type.ts";
import { COMPANY_SWITCHES } from "#shared/company/company-admin.ts";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import { useCompanyPage, type TAdminCompany } from "#client/features/ops/companies.queries.ts";
import { ActionButton } from "./action-button.tsx";
import { CapacityTable } from "./capacity-parts.tsx";
import { COMPANY_SWITCH_LABELS } from "./capacity-labels.ts";
import { CompanyForm, NEW_COMPANY, type TCompanyDraft } from "./company-form.tsx";
import { CompanyAccountsDialog } from "./company-accounts-dialog.tsx";
import classes from "./ops-page.module.css";

const PAGE_SIZE = 15;

/**
 * Companies and accounts (document 4 section 6): find a company by name or code and type; a supervisor
 * creates and edits it (type, codes, names, feature switches) and, from its accounts, opens an enterprise
 * account, appoints the admin, locks or resets an account. An operator reads it all with the buttons
 * disabled and the reason shown.
 */
export function CompaniesPage() {
  const { t, i18n } = useLingui();
  const role = useOpsUser().data?.operatorRole ?? null;
  const [draftKeyword, setDraftKeyword] = useState("");
  const [keyword, setKeyword] = useState("");
  const [companyType, setCompanyType] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [draft, setDraft] = useState<TCompanyDraft | null>(null);
  const [accountsOf, setAccountsOf] = useState<TAdminCompany | null>(null);
  const list = useCompanyPage({ keyword: keyword || undefined, companyType: companyType ? Number(companyType) : undefined, pageNo, pageSize: PAGE_SIZE });
  const refusal = supervisorRefusal(companyAdminRoutes.companySave, role);
  const typeOptions = COMPANY_TYPES.map((type) => ({ value: String(type), label: companyTypeText(type) }));
  const records = list.data?.records ?? [];

  return (
    <Stack gap="md" data-testid="ops-companies-page">
      <Title order={1} className={classes.pageTitle}>
        <Trans>公司与账号</Trans>
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(draftKeyword.trim());
          setPageNo(1);
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput label={t`公司名称或代码`} value={draftKeyword} onChange={(e) => setDraftKeyword(e.currentTarget.value)} w={{ base: "100%", xs: 240 }} data-testid="ops-company-keyword" />
          <Select label={t`公司类型`} clearable placeholder={t`全部`} w={{ base: "100%", xs: 180 }} data={typeOptions} value={companyType} onChange={(v) => { setCompanyType(v); setPageNo(1); }} data-testid="ops-company-type" />
          <Button type="submit" data-testid="ops-company-search">
            <Trans>查询</Trans>
          </Button>
          <ActionButton refusal={refusal} onClick={() => setDraft(NEW_COMPANY)} variant="light" data-testid="company-new">
            <Trans>新增公司</Trans>
          </ActionButton>
        </Group>
      </form>
      <CapacityTable minWidth={880} headers={[t`公司`, t`代码`, t`类型`, t`管理员`, t`账号数`, t`已开通功能`, t`操作`]} testId="ops-company-table">
        {records.map((c) => (
          <Table.Tr key={c.id} data-testid="ops-company-row" data-company-id={c.id}>
            <Table.Td>
              <Text size="sm" fw={600}>{c.shortName}</Text>
              <Text size="xs" c="dimmed">{c.fullName}</Text>
            </Table.Td>
            <Table.Td>{c.stockCode ?? "—"}</Table.Td>
            <Table.Td>{companyTypeText(c.companyType)}</Table.Td>
            <Table.Td>{c.adminName ?? "—"}</Table.Td>
            <Table.Td>{c.memberCount}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {COMPANY_SWITCHES.filter((k) => c[k]).map((k) => (
                  <Badge key={k} size="xs" variant="light">{i18n._(COMPANY_SWITCH_LABELS[k]!)}</Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Button size="compact-sm" variant="light" onClick={() => setAccountsOf(c)} data-testid="ops-company-members">
                  <Trans>账号</Trans>
                </Button>
                <ActionButton refusal={refusal} size="compact-sm" variant="subtle" onClick={() => setDraft(c)} data-testid="company-edit">
                  <Trans>编辑</Trans>
                </ActionButton>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </CapacityTable>
      {list.data && records.length === 0 && !list.isFetching ? <Text c="dimmed" fz="sm"><Trans>没有符合条件的公司</Trans></Text> : null}
      {list.data ? <TablePager total={list.data.total} page={pageNo} pages={Math.max(list.data.pages, 1)} onChange={setPageNo} hideSinglePage /> : null}
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={draft?.id ? t`编辑公司` : t`新增公司`} size="lg">
        {draft ? <CompanyForm draft={draft} typeOptions={typeOptions} onDone={() => setDraft(null)} /> : null}
      </Modal>
      {accountsOf ? <CompanyAccountsDialog company={accountsOf} role={role} onClose={() => setAccountsOf(null)} /> : null}
    </Stack>
  );
}
