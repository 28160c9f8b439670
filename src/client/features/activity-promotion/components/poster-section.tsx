import { Alert, Button, Group, Image, Loader, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import { POSTER_HEIGHT, POSTER_WIDTH, posterAvailable } from "#shared/promotion/poster-rules.ts";
import { usePoster } from "#client/features/activity-promotion/promotion.queries.ts";

/**
 * The promotion poster (document 3 section 2.1 item 5 and section 4 "Poster"): drawn by the server once the
 * page is published (title, time, company, background and a QR code of the public page), shown and
 * downloadable; the server draws it again whenever one of those changes.
 */
export function PosterSection({ activity }: { activity: TCompanyActivity }) {
  const { t } = useLingui();
  const available = posterAvailable(activity.pubStatus);
  const poster = usePoster(activity.activityId, available);
  return (
    <Stack gap="sm" data-testid="poster-section">
      <Title order={4}>
        <Trans>活动海报</Trans>
      </Title>
      {!available ? (
        <Alert color="gray" variant="light" data-testid="poster-unavailable">
          <Trans>活动页面发布后才能下载海报</Trans>
        </Alert>
      ) : poster.data ? (
        <Group align="flex-end" gap="md" wrap="wrap">
          <Image src={poster.data.url} alt={t`活动海报`} w={POSTER_WIDTH / 2} h={POSTER_HEIGHT / 2} radius="md" style={{ border: "1px solid var(--mantine-color-gray-3)" }} data-testid="poster-image" />
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              <Trans>
                {POSTER_WIDTH}×{POSTER_HEIGHT}（二倍清晰度PNG），含活动页面二维码
              </Trans>
            </Text>
            <Button component="a" href={poster.data.url} download={poster.data.fileName} size="sm" data-testid="poster-download">
              <Trans>下载海报</Trans>
            </Button>
          </Stack>
        </Group>
      ) : poster.isError ? (
        <Text size="sm" c="red">
          <Trans>海报生成失败，请稍后重试</Trans>
        </Text>
      ) : (
        <Loader size="sm" />
      )}
    </Stack>
  );
}
