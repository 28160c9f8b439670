import { useState } from "react";
import { Group, Select, Stack, Switch, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { COMPANY_SWITCHES, stockCodeError } from "#shared/company/company-admin.ts";
import { notify } from "#client/lib/notify.ts";
import { useCompanySave, type TAdminCompany } from "#client/features/ops/companies.queries.ts";
import { FormButtons } from "./capacity-parts.tsx";
import { COMPANY_SWITCH_LABELS } from "./capacity-labels.ts";

export type TCompanyDraft = Omit<TAdminCompany, "id" | "updatedAt" | "memberCount" | "adminName"> & { id?: number; updatedAt?: string };
export const NEW_COMPANY: TCompanyDraft = {
  companyType: 1, shortName: "", fullName: "", enShortName: null, enFullName: null, stockCode: null,
  isOpenExplanation: true, isEnableFundRoadshow: false, isEnableDiversion: false, isEnableDistribute: false, isDistributeCompany: false, isEnableActivitySearch: false,
};

/** A company's type, codes, names and every feature switch (document 4 section 6), saved at the version read. */
export function CompanyForm({ draft, typeOptions, onDone }: { draft: TCompanyDraft; typeOptions: { value: string; label: string }[]; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [d, setD] = useState(draft);
  const patch = (p: Partial<TCompanyDraft>) => setD((x) => ({ ...x, ...p }));
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
        <Group grow preventGrowOverflow={false} wrap="wrap">
          <Select label={t`公司类型`} allowDeselect={false} data={typeOptions} value={String(d.companyType)} onChange={(v) => v && patch({ companyType: Number(v) })} miw={180} />
          <TextInput label={t`证券代码`} maxLength={6} value={d.stockCode ?? ""} onChange={(e) => patch({ stockCode: e.currentTarget.value.trim() || null })} error={d.stockCode || d.id ? codeProblem?.message : undefined} data-testid="company-code" miw={180} />
        </Group>
        <Group grow preventGrowOverflow={false} wrap="wrap">
          <TextInput label={t`公司简称`} required maxLength={20} value={d.shortName} onChange={(e) => patch({ shortName: e.currentTarget.value })} data-testid="company-short" miw={180} />
          <TextInput label={t`公司全称`} required maxLength={100} value={d.fullName} onChange={(e) => patch({ fullName: e.currentTarget.value })} data-testid="company-full" miw={180} />
        </Group>
        <Group grow preventGrowOverflow={false} wrap="wrap">
          <TextInput label={t`英文简称`} maxLength={200} value={d.enShortName ?? ""} onChange={(e) => patch({ enShortName: e.currentTarget.value || null })} miw={180} />
          <TextInput label={t`英文全称`} maxLength={200} value={d.enFullName ?? ""} onChange={(e) => patch({ enFullName: e.currentTarget.value || null })} miw={180} />
        </Group>
        <Text fw={500} fz="sm"><Trans>功能开关</Trans></Text>
        <Group gap="lg">
          {COMPANY_SWITCHES.map((k) => (
            <Switch key={k} label={i18n._(COMPANY_SWITCH_LABELS[k]!)} checked={d[k]} onChange={(e) => patch({ [k]: e.currentTarget.checked } as Partial<TCompanyDraft>)} data-testid={`company-switch-${k}`} />
          ))}
        </Group>
        {codeProblem && !d.stockCode && !d.id ? <Text fz="xs" c="dimmed">{codeProblem.message}</Text> : null}
        <FormButtons saving={save.isPending} disabled={!ready} onCancel={onDone} testId="company-save" />
      </Stack>
    </form>
  );
}
