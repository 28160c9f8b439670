import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { MultiSelect, Text, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { ZAssignPartnersBody } from "#shared/api/ops.contract.ts";
import { partnerOptionsQuery } from "#client/features/ops/ops.queries.ts";
import { formProblem, wireFields } from "#client/features/ops/ops-forms.ts";
import { ActionForm, type SettingsDialogProps } from "#client/features/ops/components/settings-dialogs.tsx";
import { useToken } from "#client/lib/session.ts";

/**
 * Assigns distribution partners (companies with distribution enabled) and their addresses. A partner
 * already assigned keeps its row and any PV it submitted; addresses left empty are not changed.
 */
export function PartnersDialog({ activity, opened, pending, run, onClose }: SettingsDialogProps) {
  const { t } = useLingui();
  const options = useQuery(partnerOptionsQuery(useToken(), opened));
  const [ids, setIds] = useState<string[]>([]);
  const [urls, setUrls] = useState({ liveDistributeUrl: "", liveDistributeBackUrl: "", interactUrl: "" });
  const [problem, setProblem] = useState<string | null>(null);
  const assigned = activity.distributions.map((d) => String(d.companyId));

  useEffect(() => {
    if (!opened) return;
    setIds(activity.distributions.map((d) => String(d.companyId)));
    setUrls({ liveDistributeUrl: "", liveDistributeBackUrl: "", interactUrl: "" });
    setProblem(null);
  }, [opened, activity.distributions]);

  const submit = async () => {
    const fields = { companyIds: ids.map(Number), ...wireFields(urls) };
    const found = formProblem(ZAssignPartnersBody, { activityId: activity.activityId, ...fields });
    setProblem(found);
    if (found) return;
    await run({ action: "assignPartners", fields });
    onClose();
  };

  const set = (key: keyof typeof urls) => (value: string) => setUrls((u) => ({ ...u, [key]: value }));

  return (
    <ActionForm title={t`分配分发合作方`} opened={opened} onClose={onClose} problem={problem} pending={pending} submitLabel={t`保存`} onSubmit={submit} testId="partners-dialog">
      <MultiSelect
        label={t`分发合作方`}
        placeholder={t`请选择已开通分发功能的公司`}
        data={(options.data ?? []).map((p) => ({
          value: String(p.companyId),
          label: p.fullName,
          // an assigned partner stays: assigning never removes one
          disabled: assigned.includes(String(p.companyId)),
        }))}
        value={ids}
        onChange={(next) => setIds([...new Set([...assigned, ...next])])}
        searchable
        withAsterisk
        nothingFoundMessage={t`没有已开通分发功能的公司`}
        data-testid="partners-select"
      />
      <Text fz="xs" c="dimmed">
        {t`以下地址留空则保持不变；填写后对所选合作方生效。`}
      </Text>
      <TextInput label={t`分发地址`} placeholder="https://" value={urls.liveDistributeUrl} maxLength={500} onChange={(e) => set("liveDistributeUrl")(e.currentTarget.value)} />
      <TextInput label={t`备用地址`} placeholder="https://" value={urls.liveDistributeBackUrl} maxLength={500} onChange={(e) => set("liveDistributeBackUrl")(e.currentTarget.value)} />
      <TextInput label={t`互动数据地址`} placeholder="https://" value={urls.interactUrl} maxLength={500} onChange={(e) => set("interactUrl")(e.currentTarget.value)} />
    </ActionForm>
  );
}
