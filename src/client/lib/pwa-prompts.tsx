import { Button, Group, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";

// The service worker's two prompts. They load only when a new version is found, so Mantine's Button (with its
// loader and transition) is not part of every page's first script.

/** "A new version is available": the page reloads into it only when the user presses Refresh. */
export function UpdateAvailableMessage({ onRefresh }: { onRefresh: () => void }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm">
        <Trans>刷新页面即可使用新版本。</Trans>
      </Text>
      <Button size="xs" data-testid="sw-refresh" onClick={onRefresh}>
        <Trans>刷新</Trans>
      </Button>
    </Group>
  );
}

/** Shown when another tab activated the new version: this tab reloads when its user says so. */
export function ReloadButton() {
  return (
    <Button size="xs" onClick={() => window.location.reload()}>
      <Trans>刷新</Trans>
    </Button>
  );
}
