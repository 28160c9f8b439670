import { useState, type ReactNode } from "react";
import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { CopyLink } from "#client/components/distribution/copy-link.tsx";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { ApiError } from "#client/lib/api.ts";
import { notify } from "#client/lib/notify.ts";
import { venueKind } from "#shared/venue/venue-info.ts";
import { downloadReceipt, useVenueInfo } from "../venue.queries.ts";
import { VenueQr } from "./venue-qr.tsx";

/**
 * The venue information (document 3 section 2.2 item 2; tab 2 of the activity detail page): once the
 * operator confirmed it, the venue (activity venue for a live broadcast, recording venue otherwise), region
 * and room, invitation address, the link with its copy button, its QR code and the receipt; until then, a
 * note to watch the message reminders, which is where the assignment is announced.
 */
export function VenuePanel({ activityId }: { activityId: number }) {
  const { t } = useLingui();
  const venue = useVenueInfo(activityId);
  const [downloading, setDownloading] = useState(false);

  if (venue.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const v = venue.data;
  if (!v || !v.isAreaConfirmed) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="venue-panel" data-state="unassigned">
        <EmptyState compact description={t`您的场地暂未分配，请留意消息提醒`} />
      </Paper>
    );
  }
  const kindLabel = venueKind(v.videoType) === "activity" ? t`活动场地` : t`录制场地`;
  const place = [v.regionName, v.roomName].filter(Boolean).join(" ");
  const save = () => {
    setDownloading(true);
    // a refusal (400/403) was already shown by the request layer; a failed file fetch is told here
    void downloadReceipt(activityId)
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) notify("error", t`回执下载失败，请重试`);
      })
      .finally(() => setDownloading(false));
  };

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="venue-panel" data-state="confirmed">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={4}>
            <Trans>场地信息</Trans>
          </Title>
          <Button variant="light" size="sm" loading={downloading} onClick={save} data-testid="venue-receipt">
            <Trans>下载回执</Trans>
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="sm" style={{ minWidth: 0 }}>
            <Field label={kindLabel} testId="venue-place">
              {place || "—"}
            </Field>
            <Field label={t`邀请地址`} testId="venue-address">
              {v.invitionAddress || "—"}
            </Field>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                <Trans>邀请链接</Trans>
              </Text>
              <CopyLink value={v.invitionAddressUrl} testId="venue-link-copy" full />
            </Stack>
          </Stack>
          {v.invitionAddressUrl && (
            <Stack gap={4} align="center">
              <VenueQr value={v.invitionAddressUrl} />
              <Text size="xs" c="dimmed">
                <Trans>扫码打开邀请链接</Trans>
              </Text>
            </Stack>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}
