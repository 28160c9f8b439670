import { useState } from "react";
import { Button, Group, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { pdfProblem } from "#client/components/upload/file-checks.ts";
import { UploadField } from "#client/components/upload/upload-field.tsx";
import { UploadedList } from "#client/components/upload/uploaded-list.tsx";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import { OPERATOR_EVENTS, acceptedEvents, type TOperatorEventType, type TRelayState } from "#shared/relay/relay-certification.machine.ts";
import { RELAY_REASON_MAX, contractDatesProblem, reasonProblem } from "#shared/relay/relay-rules.ts";
import { OPS_EVENT_LABELS } from "../relay-display.ts";
import { useOpsRelayReview } from "../relay.queries.ts";

const REJECTS = new Set<TOperatorEventType>(["relay.rejectQualification", "relay.rejectPlan", "relay.rejectInternal"]);

/**
 * The operator's actions on one certification: exactly the events its state accepts (the shared machine),
 * each with what it needs: a reason for a rejection, the test plan (PDF) to provide, the contract's dates.
 * The same rules check the form here and refuse on the server.
 */
export function RelayReviewActions({ id, state }: { id: number; state: TRelayState }) {
  const { t, i18n } = useLingui();
  const reviewCall = useOpsRelayReview();
  const events = acceptedEvents(state, OPERATOR_EVENTS);
  const [reason, setReason] = useState("");
  const [testPlan, setTestPlan] = useState<TUploadedFile[]>([]);
  const [dates, setDates] = useState({ contractTime: "", contractEndTime: "" });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="relay-review-idle">
        <Trans>当前进度等待企业操作。</Trans>
      </Text>
    );
  }
  const send = async (event: TOperatorEventType) => {
    const check = REJECTS.has(event)
      ? reasonProblem(reason)
      : event === "relay.signContract"
        ? contractDatesProblem(dates.contractTime, dates.contractEndTime)
        : event === "relay.provideTestPlan" && testPlan.length === 0
          ? t`请上传测试方案`
          : null;
    setProblem(check);
    if (check) return;
    await reviewCall.mutateAsync({
      id,
      event,
      auditReason: REJECTS.has(event) ? reason.trim() : undefined,
      programmeConfirmTestPath: event === "relay.provideTestPlan" ? testPlan[0]!.filePath : undefined,
      contractTime: event === "relay.signContract" ? dates.contractTime : undefined,
      contractEndTime: event === "relay.signContract" ? dates.contractEndTime : undefined,
    });
    setReason("");
    setTestPlan([]);
  };
  const hasReject = events.some((e) => REJECTS.has(e));

  return (
    <Stack gap="sm" data-testid="relay-review-actions">
      {events.includes("relay.provideTestPlan") ? (
        <Stack gap={4}>
          <UploadField
            owner="relay-test-plan"
            endpoint="pdf"
            accept=".pdf,application/pdf"
            maxFiles={1}
            count={testPlan.length}
            check={(f) => pdfProblem(f)}
            onUploaded={(r) => setTestPlan([r])}
            onBusyChange={setBusy}
            hint={t`测试方案，仅支持pdf格式`}
            testId="relay-test-plan-upload"
          />
          <UploadedList files={testPlan} onRemove={() => setTestPlan([])} />
        </Stack>
      ) : null}
      {events.includes("relay.signContract") ? (
        <Group grow gap="sm" wrap="wrap">
          <TextInput type="date" label={t`签约日期`} value={dates.contractTime} onChange={(e) => {
              const value = e.currentTarget.value;
              setDates((d) => ({ ...d, contractTime: value }));
            }} data-testid="relay-contract-time" />
          <TextInput type="date" label={t`有效期至`} value={dates.contractEndTime} onChange={(e) => {
              const value = e.currentTarget.value;
              setDates((d) => ({ ...d, contractEndTime: value }));
            }} data-testid="relay-contract-end" />
        </Group>
      ) : null}
      {hasReject ? (
        <Textarea label={t`驳回原因`} value={reason} maxLength={RELAY_REASON_MAX} autosize minRows={2} onChange={(e) => setReason(e.currentTarget.value)} data-testid="relay-reason-input" />
      ) : null}
      {problem ? (
        <Text size="xs" c="red" data-testid="relay-review-problem">
          {problem}
        </Text>
      ) : null}
      <Group gap="sm">
        {events.map((event) => (
          <Button
            key={event}
            color={REJECTS.has(event) || event === "relay.expire" ? "red" : undefined}
            variant={REJECTS.has(event) || event === "relay.expire" ? "light" : "filled"}
            loading={reviewCall.isPending && reviewCall.variables?.event === event}
            disabled={busy}
            onClick={() => void send(event).catch(() => undefined)}
            data-testid={`relay-action-${event.slice("relay.".length)}`}
          >
            {i18n._(OPS_EVENT_LABELS[event]!)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
