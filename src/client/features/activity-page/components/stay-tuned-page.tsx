import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { reportError } from "#client/lib/errors.ts";
import { byLocale, isStayTuned, pageStartAt } from "#shared/activity/activity-page.ts";
import { activityTimeText } from "#shared/activity/time-text.ts";
import { ButtonLink } from "#client/components/layout/button-link.tsx";
import { useActivityPage, useCalendarDownload } from "../activity-page.queries.ts";
import { useNow } from "../use-now.ts";
import { Countdown } from "./countdown.tsx";
import { ReminderButton } from "./reminder-button.tsx";

/**
 * /stayTuned/{id} (document 4 section 2.7): an activity not open yet, with its countdown and "add to
 * calendar" (.ics). Once it has started (or for one that has), the page leads to the activity page.
 */
export function StayTunedPage({ activityId }: { activityId: number }) {
  const { i18n } = useLingui();
  const activity = useActivityPage(activityId, null);
  const now = useNow(1000);
  const calendar = useCalendarDownload(activityId, null, i18n.locale);

  if (activity.isPending && activityId > 0) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  const a = activity.data;
  if (!a || activityId <= 0) {
    return (
      <Container size="sm" py="xl">
        <EmptyState description={<Trans>活动不存在</Trans>} />
      </Container>
    );
  }
  const waiting = isStayTuned(a, now);
  return (
    <Container size="sm" py={{ base: "md", sm: "xl" }} px={{ base: "xs", sm: "md" }} data-testid="stay-tuned">
      <Paper radius="lg" p={{ base: "md", sm: "xl" }} bg="blue.9">
        <Stack align="center" gap="lg">
          <Text c="blue.1" size="sm">
            <Trans>活动预告</Trans>
          </Text>
          <Title order={1} size="h2" c="white" ta="center" style={{ overflowWrap: "anywhere" }} data-testid="activity-title">
            {byLocale(a.title, a.enTitle, i18n.locale)}
          </Title>
          <Text c="blue.1" data-testid="activity-time">
            <Trans>活动时间：{activityTimeText(a)}</Trans>
          </Text>
          {waiting ? (
            <>
              <Text c="white" fw={500}>
                <Trans>距离活动开始还有</Trans>
              </Text>
              <Countdown target={pageStartAt(a)} />
            </>
          ) : (
            <Alert color="blue" variant="white" data-testid="stay-tuned-open">
              {a.isCancel ? <Trans>活动已取消</Trans> : <Trans>活动已开始或已结束，请前往活动页面查看。</Trans>}
            </Alert>
          )}
          <Group gap="sm" justify="center">
            {waiting ? (
              <Button variant="white" loading={calendar.isPending} onClick={() => calendar.mutate(undefined, { onError: reportError })} data-testid="calendar-button">
                <Trans>添加到日历</Trans>
              </Button>
            ) : null}
            <ReminderButton activity={a} />
            <ButtonLink to="/activityDetails/$id/{-$testCode}" params={{ id: String(a.activityId) }} variant="outline" color="white" style={{ color: "white" }} data-testid="open-activity">
              <Trans>查看活动页面</Trans>
            </ButtonLink>
          </Group>
          {waiting ? (
            <Text size="xs" c="blue.1" ta="center">
              <Trans>设置提醒后，我们将在您选择的时间通过站内消息和浏览器通知提醒您；添加到日历后，您的日历将在活动开始前15分钟提醒您。</Trans>
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
