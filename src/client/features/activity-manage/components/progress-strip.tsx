import { useLingui } from "@lingui/react/macro";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import { stepTab, type TProgressStep, type TStepKey } from "#shared/activity/activity-rules.ts";
import { STEP_LABELS, minuteText, stepDoneTime } from "#client/features/activity-manage/activity-display.ts";
import scroll from "#client/components/widgets/scroll-hint.module.css";
import classes from "#client/features/activity-manage/components/progress-strip.module.css";

export interface ProgressStripProps {
  activity: TCompanyActivity;
  /** the steps as the shared rule computes them (progressSteps) */
  steps: TProgressStep[];
  /** makes each step whose tab the activity shows a button; called with that tab (stepTab) */
  onStepClick?: (tab: number) => void;
  /** the step whose tab is open */
  activeKey?: TStepKey | null;
  /** the smaller strip of a list card */
  compact?: boolean;
}

/**
 * The progress strip of document 2 sections 2.1 and 4: each step done (with its time), or its deadline in red
 * while ahead, or channel open / closed, or not needed, or cancelled for start and end.
 */
export function ProgressStrip({ activity, steps, onStepClick, activeKey = null, compact = false }: ProgressStripProps) {
  const { t, i18n } = useLingui();

  const note = (step: TProgressStep): string => {
    switch (step.state) {
      case "done":
        return stepDoneTime(activity, step.key) || t`已完成`;
      case "deadline": {
        const at = minuteText(step.deadline);
        return t`截止时间\n${at}`;
      }
      case "cancelled":
        return t`已取消`;
      case "closed":
        return t`通道关闭`;
      case "none":
        return t`无需此步骤`;
      default:
        // start and end move by the clock: their planned time says more than an open channel
        if (step.key === "start" || step.key === "end") return stepDoneTime(activity, step.key);
        return t`通道开启`;
    }
  };

  return (
    <div
      className={`${classes.strip} ${scroll.scrollX} ${compact ? classes.compact : ""}`}
      // scrolls sideways on a phone: reachable by keyboard (arrow keys scroll it), a shade shows there is more
      tabIndex={0}
      data-testid="progress-strip"
      role={onStepClick ? "group" : "list"}
      aria-label={t`活动进度`}
    >
      {steps.map((step, index) => {
        const content = (
          <>
            <span className={classes.dot} aria-hidden="true">
              {step.state === "done" ? "✓" : step.state === "cancelled" ? "×" : index + 1}
            </span>
            <span className={classes.label}>{i18n._(STEP_LABELS[step.key])}</span>
            <span className={classes.note}>{note(step)}</span>
          </>
        );
        const common = {
          className: classes.step,
          "data-state": step.state,
          "data-step": step.key,
          "data-active": activeKey === step.key,
          "data-testid": `progress-step-${step.key}`,
        };
        const tab = onStepClick ? stepTab(activity, step.key) : null;
        return onStepClick && tab !== null ? (
          <button key={step.key} type="button" {...common} onClick={() => onStepClick(tab)}>
            {content}
          </button>
        ) : (
          <div key={step.key} role="listitem" {...common}>
            {content}
          </div>
        );
      })}
    </div>
  );
}
