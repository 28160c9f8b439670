import { Container, Group, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";

export interface PreviewBannerProps {
  /** The page data's pubStatus: 0 unpublished (test preview), 1 test-published, 2 published. */
  pubStatus: number | null | undefined;
}

/**
 * The preview banner of an unpublished page (spec 1 §2.2): activity details and subject pages opened with their
 * test code while pubStatus is 0. Renders nothing for any other status, so a page can always include it:
 *
 *   <PreviewBanner pubStatus={activity.pubStatus} />
 *
 * Put it first in the page body, above the page's own header; it spans the full width.
 */
export function PreviewBanner({ pubStatus }: PreviewBannerProps) {
  if (pubStatus !== 0) return null;
  return (
    <div
      role="note"
      data-testid="preview-banner"
      style={{ background: "var(--mantine-color-blue-8)", color: "var(--mantine-color-white)" }}
    >
      <Container size="xl" py={8}>
        <Group gap="xs" justify="center" wrap="nowrap">
          <Text size="sm" fw={600} component="span">
            <Trans>预览模式</Trans>
          </Text>
          <Text size="sm" component="span" opacity={0.9}>
            <Trans>此页面尚未发布，仅持有测试链接的人员可见。</Trans>
          </Text>
        </Group>
      </Container>
    </div>
  );
}
