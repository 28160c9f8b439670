import { useState } from "react";
import { NumberInput, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { FormFooter } from "./form-footer.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";
import { useSendMessage, type TSendMessageInput } from "#client/features/ops/ops.mutations.ts";
import { COMPANY_TYPE_LABELS } from "#client/features/ops/ops-display.ts";
import { useOpsUser } from "#client/features/ops/ops.queries.ts";
import { mayBroadcastMessage } from "#shared/activity/ops-roles.ts";
import { MSG_CONTENT_MAX, MSG_TITLE_MAX, messageBody, messageProblem, type TMessageDraft } from "#client/features/ops/ops-forms.ts";

export interface MessageFormProps {
  /** a message to this company only (from an activity's page): the target cannot be changed */
  fixedCompany?: { companyId: number; name: string };
  /** a company preselected from the address (/ops/messages?companyId=) */
  initialCompanyId?: number;
  onSent?: (sent: number) => void;
  onCancel?: () => void;
}

const emptyDraft = (companyId: number | null): TMessageDraft => ({
  target: "company",
  companyId,
  companyType: null,
  msgTitle: "",
  content: "",
});

/**
 * A message to one company or to every company of a type (document 4 section 6): it lands in the
 * companies' message reminders and is pushed to whoever is online.
 */
export function MessageForm({ fixedCompany, initialCompanyId, onSent, onCancel }: MessageFormProps) {
  const mayBroadcast = mayBroadcastMessage(useOpsUser().data?.operatorRole ?? null);
  const { t, i18n } = useLingui();
  const send = useSendMessage();
  const [draft, setDraft] = useState<TMessageDraft>(() => emptyDraft(fixedCompany?.companyId ?? initialCompanyId ?? null));
  const [problem, setProblem] = useState<string | null>(null);
  const companyName = fixedCompany?.name ?? "";
  const set = (patch: Partial<TMessageDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async () => {
    const found = messageProblem(draft);
    setProblem(found);
    if (found) return;
    const sent = await send.mutateAsync(messageBody(draft) as TSendMessageInput);
    notify("success", t`发送成功，共 ${sent} 家公司`);
    setDraft(emptyDraft(fixedCompany?.companyId ?? null));
    onSent?.(sent);
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit().catch(() => {});
      }}
      data-testid="message-form"
    >
      <Stack gap="sm">
        {fixedCompany ? (
          <Text fz="sm">
            <Trans>接收公司：{companyName}</Trans>
          </Text>
        ) : (
          <>
            <SegmentedControl
              value={draft.target}
              onChange={(v) => set({ target: v as TMessageDraft["target"] })}
              data={[
                { value: "company", label: t`指定公司` },
                // a message to every company of a type is the supervisor's (the server refuses it to an operator)
                { value: "type", label: t`某类公司`, disabled: !mayBroadcast },
              ]}
              data-testid="message-target"
            />
            {draft.target === "company" ? (
              <NumberInput
                label={t`公司编号`}
                description={t`可在活动详情的参与公司中查看公司编号`}
                value={draft.companyId ?? ""}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                onChange={(v) => set({ companyId: typeof v === "number" ? v : null })}
                withAsterisk
                data-testid="message-company-id"
              />
            ) : (
              <Select
                label={t`公司类型`}
                placeholder={t`请选择公司类型`}
                data={Object.entries(COMPANY_TYPE_LABELS).map(([value, label]) => ({ value, label: i18n._(label) }))}
                value={draft.companyType === null ? null : String(draft.companyType)}
                onChange={(v) => set({ companyType: v === null ? null : Number(v) })}
                withAsterisk
                data-testid="message-company-type"
              />
            )}
          </>
        )}
        <TextInput
          label={t`消息标题`}
          value={draft.msgTitle}
          maxLength={MSG_TITLE_MAX}
          onChange={(e) => set({ msgTitle: e.currentTarget.value })}
          withAsterisk
          data-testid="message-title"
        />
        <Textarea
          label={t`消息内容`}
          value={draft.content}
          maxLength={MSG_CONTENT_MAX}
          autosize
          minRows={4}
          maxRows={12}
          onChange={(e) => set({ content: e.currentTarget.value })}
          description={`${draft.content.length}/${MSG_CONTENT_MAX}`}
          withAsterisk
          data-testid="message-content"
        />
        <FormFooter problem={problem} onBack={onCancel} submitLabel={<Trans>发送</Trans>} submitTestId="message-submit" loading={send.isPending} />
      </Stack>
    </form>
  );
}
