import { Alert } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import dayjs from "dayjs";
import { useOnline } from "#client/lib/use-online.ts";

export interface SavedCopyNoticeProps {
  /** when the answers shown were fetched (the oldest of them, if the page shows several) */
  savedAt: number;
}

/**
 * Says that the page shows what was saved on this device, and when, while the browser is offline. The page
 * updates by itself when the network returns (the kept reads refetch on reconnect), and the notice goes.
 */
export function SavedCopyNotice({ savedAt }: SavedCopyNoticeProps) {
  const online = useOnline();
  if (online || savedAt <= 0) return null;
  const time = dayjs(savedAt).format("YYYY-MM-DD HH:mm");
  return (
    <Alert color="gray" variant="light" data-testid="saved-copy" data-saved-at={savedAt}>
      <Trans>当前处于离线状态，显示的是 {time} 保存在本设备上的内容，联网后自动更新。</Trans>
    </Alert>
  );
}
