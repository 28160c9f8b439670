import { Stack, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { EmptyIllustration } from "#client/components/widgets/empty-state.tsx";

/** A tab whose content a later part of the work brings: it says so rather than showing an empty page. */
export function DetailTabPlaceholder({ name, comesWith }: { name: string; comesWith: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" role="status" data-testid="detail-tab-placeholder">
      <EmptyIllustration size={96} />
      <Text fw={600}>{name}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={440}>
        <Trans>该页面正在建设中，将随“{comesWith}”功能提供。</Trans>
      </Text>
    </Stack>
  );
}
