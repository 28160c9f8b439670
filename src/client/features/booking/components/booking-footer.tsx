import { Button, Group, Loader, Paper, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { BookingMsg } from "#shared/booking/booking-messages.ts";
import { BookingActor } from "../booking-actor.ts";

/** Cancel and submit; the submit shows its loading text and waits for the network (never queued). */
export function BookingFooter() {
  const { t } = useLingui();
  const send = BookingActor.useActorRef().send;
  const submitting = BookingActor.useSelector((s) => s.matches("submitting") || s.matches("done"));
  const online = BookingActor.useSelector((s) => s.context.online);

  return (
    <Paper withBorder radius="md" p="sm" shadow="xs" data-testid="booking-footer">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="xs" c={online ? "dimmed" : "yellow.9"} style={{ flex: "1 1 200px" }}>
          {online ? t`提交后即占用相应的预约名额，请核对后提交。` : BookingMsg.offline}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={() => send({ type: "booking.cancel" })} disabled={submitting}>
            {t`取消`}
          </Button>
          <Button
            onClick={() => send({ type: "booking.submit" })}
            disabled={submitting || !online}
            leftSection={submitting ? <Loader size={14} color="gray" /> : null}
            data-testid="booking-submit"
            miw={120}
          >
            {submitting ? t`提交中…` : t`提交预约`}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
