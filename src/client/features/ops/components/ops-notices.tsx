import { useCallback } from "react";
import { useLingui } from "@lingui/react/macro";
import { useLiveChannel } from "#client/lib/live-channel.ts";
import { notifyPush } from "#client/lib/notify.ts";
import { useToken } from "#client/lib/session.ts";
import { asOpsNotice } from "#shared/ops/ops-notices.ts";
import { qaSocketPaths } from "#shared/qa/qa-socket.ts";

/**
 * Shows the back office's notices as they happen, on whichever back-office page is open: today, that a company
 * submitted its activity materials (document 3 section 7), so an operator can build and publish the page.
 */
export function OpsNotices() {
  const { t } = useLingui();
  const token = useToken();
  useLiveChannel(
    qaSocketPaths.ops,
    useCallback(
      (message: Record<string, unknown>) => {
        const notice = asOpsNotice(message);
        if (!notice) return;
        notifyPush({ title: t`活动资料已提交`, message: `${notice.companyName}：${notice.title}`, kind: "message" });
      },
      [t],
    ),
    token,
  );
  return null;
}
