import { Suspense, useLayoutEffect, useState } from "react";
import { Avatar, Badge, Box, Button, Group, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { PreviewBanner } from "#client/components/layout/preview-banner.tsx";
import { reportError } from "#client/lib/errors.ts";
import { lazyNamed, useEverTrue } from "#client/lib/lazy-named.ts";
import { byLocale, logoInitials } from "#shared/activity/activity-page.ts";
import { activityTimeText } from "#shared/activity/time-text.ts";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { PAGE_STATE_COLOUR, activityTypeLabel, pageState, pageStateLabel, shareUrl } from "../activity-page.display.ts";
import { fileUrl } from "#shared/http/file-url.ts";
import { dismissFirstPaint } from "#client/lib/first-paint.ts";
import { useCalendarDownload } from "../activity-page.queries.ts";
import { FavouriteButton, FollowButton } from "#client/components/personal/mark-buttons.tsx";
import { ReminderButton } from "./reminder-button.tsx";

const ShareDialog = lazyNamed(() => import("./share-dialog.tsx"), "ShareDialog");

/**
 * The page's header (document 4 section 2.3): the background (the chosen template or the uploaded image,
 * behind a shade so the text stays readable), the titles in the page's language, the time block, the state,
 * the company's logo, share (link and QR code) and add to calendar (.ics).
 */
export function PageHeader({ activity, testCode, compact = false }: { activity: TPublicActivity; testCode: string | null; compact?: boolean }) {
  const { i18n } = useLingui();
  const [sharing, setSharing] = useState(false);
  const shareLoaded = useEverTrue(sharing);
  const calendar = useCalendarDownload(activity.activityId, testCode, i18n.locale);
  const state = pageState(activity);
  const title = byLocale(activity.title, activity.enTitle, i18n.locale);
  const background = activity.bgImageUrl ? `url("${fileUrl(activity.bgImageUrl)}") center / cover no-repeat` : undefined;
  const url = shareUrl(window.location.origin, activity.activityId, activity.companyId, activity.isMulti);
  // the server's drawing of this header (first paint) gives way in the commit that draws the real one
  useLayoutEffect(() => dismissFirstPaint(), []);

  return (
    <Stack gap={0}>
      {activity.isPreview ? <PreviewBanner pubStatus={0} /> : null}
      <Box
        data-testid="activity-header"
        data-background={activity.bgImageUrl ?? ""}
        style={{
          borderRadius: 12,
          overflow: "hidden",
          background: background ?? "linear-gradient(135deg, var(--mantine-color-blue-9), var(--mantine-color-blue-6))",
        }}
      >
        <Box px={{ base: "md", sm: "xl" }} py={{ base: "lg", sm: compact ? "lg" : 40 }} style={{ background: "linear-gradient(90deg, rgb(8 20 45 / 78%), rgb(8 20 45 / 35%))" }}>
          <Group align="flex-start" wrap="nowrap" gap="md">
            <Avatar
              src={activity.miniLogoPath ? fileUrl(activity.miniLogoPath) : null}
              size={compact ? 48 : 72}
              radius="md"
              color="blue"
              variant="white"
              alt=""
              visibleFrom="xs"
              data-testid="activity-logo"
            >
              {logoInitials(byLocale(activity.companyShortName, activity.companyEnShortName, i18n.locale) || title)}
            </Avatar>
            <Stack gap={8} style={{ minWidth: 0, flex: 1 }}>
              <Group gap="xs" wrap="wrap">
                <Badge color={PAGE_STATE_COLOUR[state]} variant={state === "live" ? "filled" : "white"} data-testid="activity-state" data-state={state}>
                  {pageStateLabel(state)}
                </Badge>
                {activity.activityTypeText ? (
                  <Badge color="gray" variant="outline" c="white" style={{ borderColor: "rgb(255 255 255 / 50%)" }}>
                    {activityTypeLabel(activity.activityType, activity.activityTypeText)}
                  </Badge>
                ) : null}
              </Group>
              <Title order={1} size={compact ? "h3" : "h2"} c="white" style={{ overflowWrap: "anywhere" }} data-testid="activity-title">
                {title}
              </Title>
              {activity.companyShortName ? (
                <Group gap={8} data-testid="activity-company">
                  <Text fw={500} c="white">
                    {byLocale(activity.companyShortName, activity.companyEnShortName, i18n.locale)}
                  </Text>
                  {activity.stockCode ? (
                    <Text c="rgb(255 255 255 / 75%)" ff="monospace">
                      {activity.stockCode}
                    </Text>
                  ) : null}
                </Group>
              ) : null}
              <Text size="sm" c="rgb(255 255 255 / 85%)" data-testid="activity-time">
                <Trans>活动时间：{activityTimeText(activity)}</Trans>
              </Text>
              <Group gap="xs" mt={4}>
                <Button size="xs" variant="white" onClick={() => setSharing(true)} data-testid="share-button">
                  <Trans>分享</Trans>
                </Button>
                <FavouriteButton activityId={activity.activityId} />
                <ReminderButton activity={activity} />
                {/* a collective's companies are followed from their own corners and pages */}
                {!activity.isMulti && activity.companyId ? <FollowButton companyId={activity.companyId} /> : null}
                {!activity.isCancel && activity.status < 3 ? (
                  <Button
                    size="xs"
                    variant="outline"
                    color="white"
                    loading={calendar.isPending}
                    onClick={() => calendar.mutate(undefined, { onError: reportError })}
                    data-testid="calendar-button"
                    style={{ color: "white", borderColor: "rgb(255 255 255 / 70%)" }}
                  >
                    <Trans>添加到日历</Trans>
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </Group>
        </Box>
      </Box>
      {shareLoaded ? (
        <Suspense fallback={null}>
          <ShareDialog opened={sharing} onClose={() => setSharing(false)} url={url} title={title} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
