import { useLingui } from "@lingui/react/macro";
import type { TProgressStep } from "#shared/activity/activity-rules.ts";
import type { TOpsActivityDetail, TOpsActivityPart } from "#shared/api/ops.contract.ts";
import { STEP_LABELS, minuteText, partStepTime } from "#client/features/ops/ops-display.ts";
import classes from "#client/features/ops/components/part-progress.module.css";

/**
 * One company's progress strip (document 2 sections 2.1 and 4, the steps from the shared progressSteps):
 * each step done with its time, its deadline in red while ahead, channel open or closed, or cancelled.
 */
export function PartProgress({ activity, part, steps }: { activity: TOpsActivityDetail; part: TOpsActivityPart; steps: TProgressStep[] }) {
  const { t, i18n } = useLingui();
  const company = part.shortName;
  const note = (step: TProgressStep): string => {
    switch (step.state) {
      case "done":
        return partStepTime(activity, part, step.key) || t`已完成`;
      case "deadline": {
        const deadline = minuteText(step.deadline);
        return t`截止 ${deadline}`;
      }
      case "cancelled":
        return t`已取消`;
      case "closed":
        return t`通道关闭`;
      case "none":
        return t`无需此步骤`;
      default:
        return step.key === "start" || step.key === "end" ? t`未到` : t`通道开启`;
    }
  };
  return (
    <ol className={classes.strip} aria-label={t`${company}的活动进度`} data-testid="part-progress">
      {steps.map((step, index) => (
        <li key={step.key} className={classes.step} data-state={step.state} data-step={step.key} data-testid={`part-step-${step.key}`}>
          <span className={classes.dot} aria-hidden="true">
            {step.state === "done" ? "✓" : step.state === "cancelled" ? "×" : index + 1}
          </span>
          <span>{i18n._(STEP_LABELS[step.key])}</span>
          <span className={classes.note}>{note(step)}</span>
        </li>
      ))}
    </ol>
  );
}
