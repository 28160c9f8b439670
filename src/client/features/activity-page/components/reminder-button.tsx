import { Button, Menu } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { reportError } from "#client/lib/errors.ts";
import { notify } from "#client/lib/notify.ts";
import { useMarker, usePersonalLoginHere } from "#client/lib/personal-marks.ts";
import { enableWebNotifications, useMyReminder, useSubscribeReminder, useUnsubscribeReminder } from "#client/lib/reminders.ts";
import { isStayTuned, type TPageTiming } from "#shared/activity/activity-page.ts";
import { DEFAULT_REMINDER_LEAD, REMINDER_LEAD_MINUTES, ReminderStatus } from "#shared/reminder/reminder-rules.ts";
import { useNow } from "../use-now.ts";
import { useLeadLabel } from "../reminder-lead-label.ts";

/**
 * "Remind me" (document 4 sections 2.3, 2.7 and 4): a personal account picks a lead time before an activity
 * that has not started, changes it or cancels it; the reminder arrives in the inbox and, where the browser
 * allows (asked on the same click), as a web notification. A visitor logs in first; an enterprise or operator
 * login has no personal corner and sees no button.
 */
export function ReminderButton({ activity, tone = "dark" }: { activity: TPageTiming & { activityId: number }; tone?: "dark" | "light" }) {
  const { t } = useLingui();
  const leadLabel = useLeadLabel();
  const marker = useMarker();
  const now = useNow(30_000);
  const mine = useMyReminder(activity.activityId, marker === "personal");
  const subscribe = useSubscribeReminder();
  const unsubscribe = useUnsubscribeReminder();
  const login = usePersonalLoginHere();

  if (marker === "other" || marker === "unknown") return null;
  const open = isStayTuned(activity, now);
  const current = mine.data && mine.data.status === ReminderStatus.pending ? mine.data : null;
  if (!open && !current) return null;

  const buttonProps = {
    size: "xs" as const,
    variant: current ? "filled" : tone === "dark" ? "white" : "light",
    color: current ? "teal.9" : undefined,
    leftSection: <BellIcon />,
    "data-testid": "reminder-button",
    "data-on": Boolean(current),
  };
  if (marker === "visitor") {
    return (
      <Button {...buttonProps} title={t`登录后设置提醒`} loading={login.isPending} onClick={() => login.mutate(undefined, { onError: reportError })}>
        <Trans>提醒我</Trans>
      </Button>
    );
  }

  const choose = (leadMinutes: number) => {
    // asked inside the click, where browsers allow the permission prompt
    const allowed = enableWebNotifications();
    subscribe.mutate(
      { activityId: activity.activityId, leadMinutes },
      {
        onError: reportError,
        onSuccess: async () => {
          const state = await allowed;
          notify("success", state === "granted" ? t`已设置提醒，届时将通过站内消息和浏览器通知提醒您` : t`已设置提醒，届时将通过站内消息提醒您`);
        },
      },
    );
  };

  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button {...buttonProps} loading={subscribe.isPending || unsubscribe.isPending} disabled={mine.isPending} aria-pressed={Boolean(current)}>
          {current ? <Trans>已设提醒（{leadLabel(current.leadMinutes)}）</Trans> : <Trans>提醒我</Trans>}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="reminder-menu">
        <Menu.Label>
          <Trans>选择提醒时间</Trans>
        </Menu.Label>
        {REMINDER_LEAD_MINUTES.map((lead) => (
          <Menu.Item
            key={lead}
            onClick={() => choose(lead)}
            data-testid={`reminder-lead-${lead}`}
            fw={current?.leadMinutes === lead || (!current && lead === DEFAULT_REMINDER_LEAD) ? 600 : undefined}
            aria-current={current?.leadMinutes === lead ? "true" : undefined}
          >
            {leadLabel(lead)}
          </Menu.Item>
        ))}
        {current ? (
          <>
            <Menu.Divider />
            <Menu.Item color="red.8" onClick={() => unsubscribe.mutate(activity.activityId, { onError: reportError })} data-testid="reminder-cancel">
              <Trans>取消提醒</Trans>
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

function BellIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}
