import { useMemo, useRef } from "react";
import { Box, Button, Center, Checkbox, Group, Input, Loader, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useMachine } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import type { TAgreementInfo } from "#shared/api/booking.contract.ts";
import { agreementPageFor } from "#shared/booking/agreement.ts";
import { agreementMachine } from "../agreement.machine.ts";

export interface AgreementDialogProps {
  orderType: number;
  /** in front of the booking screen: a current acceptance opens the screen without the dialog */
  gate?: boolean;
  onAccepted: (info: TAgreementInfo | null) => void;
  onClose: () => void;
}

/**
 * The booking notice dialog (document 2 section 2.5): the service agreement page, the agree box and the
 * 'I have read' button, which waits out the 3-second countdown (its seconds shown) and the ticked box.
 * Pressing it after the countdown without the tick says 请先阅读协议.
 */
export function AgreementDialog({ orderType, gate = false, onAccepted, onClose }: AgreementDialogProps) {
  const { t } = useLingui();
  const mobile = useMediaQuery("(max-width: 48em)");
  const callbacks = useRef({ onAccepted, onClose });
  callbacks.current = { onAccepted, onClose };
  const logic = useMemo(
    () =>
      agreementMachine.provide({
        actions: {
          onAccepted: ({ context }) => callbacks.current.onAccepted(context.info),
          onClosed: () => callbacks.current.onClose(),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(logic, { input: { orderType, gate } });
  const { secondsLeft, ticked, error } = snapshot.context;
  const counting = snapshot.matches({ reading: "counting" });
  const recording = snapshot.matches("recording");
  const opened = snapshot.matches("reading") || (recording && ticked);
  const waiting = snapshot.matches("checking") || (recording && !ticked);

  return (
    <>
      {waiting && gate ? (
        <Center py="xl" data-testid="agreement-checking">
          <Loader size="sm" />
        </Center>
      ) : null}
      <Modal
        opened={opened}
        onClose={() => send({ type: "agreement.close" })}
        title={<Text fw={600}>{t`预约须知`}</Text>}
        size="xl"
        centered
        fullScreen={mobile}
        closeOnClickOutside={false}
        data-testid="agreement-dialog"
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t`预约路演活动前，请仔细阅读并同意以下服务协议。`}
          </Text>
          <Box
            component="iframe"
            src={agreementPageFor(orderType)}
            title={t`服务协议`}
            style={{ width: "100%", height: mobile ? "calc(100dvh - 260px)" : "55vh", border: "1px solid var(--mantine-color-gray-3)", borderRadius: 6 }}
          />
          <Checkbox
            checked={ticked}
            onChange={(e) => send({ type: "agreement.tick", checked: e.currentTarget.checked })}
            label={t`我已阅读并同意上述协议内容`}
          />
          {error ? <Input.Error data-testid="agreement-error">{error}</Input.Error> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: "agreement.close" })}>
              {t`取消`}
            </Button>
            <Button
              disabled={counting}
              loading={recording}
              // after the countdown an unticked box still looks disabled, but pressing it explains why
              data-disabled={!counting && !ticked ? true : undefined}
              aria-disabled={!ticked || undefined}
              onClick={() => send({ type: "agreement.confirm" })}
              data-testid="agreement-confirm"
            >
              {counting ? t`我已阅读（${secondsLeft}s）` : t`我已阅读`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
