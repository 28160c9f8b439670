import { Stepper, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TDiversionApply } from "#shared/api/relay.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import type { TRelayState } from "#shared/relay/relay-certification.machine.ts";
import { RELAY_STEPS, relaySteps, type TRelayStep } from "#shared/relay/relay-steps.ts";
import { STEP_LABELS } from "../relay-display.ts";

const day = (iso: string | null) => (iso ? formatDate(iso, "YYYY-MM-DD HH:mm") : "");

/**
 * The vertical step list of document 3 section 2.2 item 3, drawn from the machine's state (relaySteps): the
 * company's panel and the operator's review show the same list.
 */
export function RelayStepsList({ state, record }: { state: TRelayState; record: TDiversionApply | null }) {
  const { t, i18n } = useLingui();
  const steps = relaySteps(state);
  const active = RELAY_STEPS.findIndex((s) => steps[s] === "process" || steps[s] === "error");
  const note = (step: TRelayStep): string => {
    const s = steps[step];
    if (s === "wait") return t`未开始`;
    switch (step) {
      case "selfReview":
        return s === "finish" ? t`已提交 ${day(record?.crtTime ?? null)}` : t`请提交认证材料`;
      case "qualification":
        return s === "finish" ? t`已通过 ${day(record?.qualificationAuditTime ?? null)}` : s === "error" ? t`未通过` : t`审核中`;
      case "planConfirm":
        if (s === "finish") return t`已通过 ${day(record?.programmeConfirmTime ?? null)}`;
        if (s === "error") return t`未通过`;
        return state === "qualificationPassed" ? t`请上传技术方案` : t`审核中`;
      case "planTest":
        if (s === "finish") return t`测试方案已确认 ${day(record?.programmeConfirmTestTime ?? null)}`;
        return state === "testConfirming" ? t`确认中：请确认测试方案` : t`等待提供测试方案`;
      case "internalReview":
        return s === "finish" ? t`已通过` : s === "error" ? t`未通过` : state === "testConfirmed" ? t`等待内部审核` : t`审核中`;
      case "contract":
        if (state === "signed" || state === "expired") {
          const span = t`签约日期 ${record?.contractTime ?? ""}，有效期至 ${record?.contractEndTime ?? ""}`;
          return state === "expired" ? t`合同已过期（${span}）` : span;
        }
        return s === "error" ? t`未通过` : t`签署中`;
    }
  };
  return (
    <Stepper active={active < 0 ? RELAY_STEPS.length : active} orientation="vertical" size="sm" allowNextStepsSelect={false} data-testid="relay-steps" data-state={state}>
      {RELAY_STEPS.map((step) => (
        <Stepper.Step
          key={step}
          label={i18n._(STEP_LABELS[step])}
          description={
            <Text size="xs" c={steps[step] === "error" ? "red" : "dimmed"} component="span" data-testid={`relay-step-${step}`} data-status={steps[step]}>
              {note(step)}
            </Text>
          }
          color={steps[step] === "error" ? "red" : undefined}
          completedIcon={steps[step] === "error" ? "!" : undefined}
          loading={false}
        />
      ))}
    </Stepper>
  );
}
