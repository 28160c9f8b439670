import { useRef, useState } from "react";
import { Box, Button, Checkbox, Group, Modal, Stack } from "@mantine/core";
import { useMachine } from "@xstate/react";
import { fromPromise } from "xstate";
import { Trans, useLingui } from "@lingui/react/macro";
import { agreementPageFor, MSG_AGREEMENT_UNTICKED } from "#shared/booking/agreement.ts";
import { notify } from "#client/lib/notify.ts";
import { agreementMachine } from "#client/components/agreement/agreement.machine.ts";

export interface AgreementDialogProps {
  opened: boolean;
  /** the activity type decides the page: the fund page for fund roadshows (activityType 5) */
  activityType: number;
  /** records the acceptance (accept_agreement, agreement_add …); a rejection keeps the dialog open */
  onAccept: () => Promise<unknown>;
  /** called once the acceptance is recorded */
  onAccepted: () => void;
  onClose: () => void;
  /** the dialog's title; 预约须知 by default */
  title?: string;
}

/**
 * The booking-notice dialog of document 2 section 2.5: the static agreement page, an agree box and an
 * 'I have read' button held back by a 3-second countdown. Each opening starts a fresh countdown.
 */
export function AgreementDialog({ opened, title, onClose, ...rest }: AgreementDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title ?? t`预约须知`}
      size="xl"
      centered
      data-testid="agreement-dialog"
    >
      {opened ? <AgreementBody {...rest} /> : null}
    </Modal>
  );
}

type BodyProps = Pick<AgreementDialogProps, "activityType" | "onAccept" | "onAccepted">;

function AgreementBody({ activityType, onAccept, onAccepted }: BodyProps) {
  const { t } = useLingui();
  // the latest callbacks, read when the machine runs them (the machine itself is built once)
  const latest = useRef({ onAccept, onAccepted });
  latest.current = { onAccept, onAccepted };
  const [machine] = useState(() =>
    agreementMachine.provide({
      actors: { accept: fromPromise(() => latest.current.onAccept()) },
      actions: {
        // the shared rule's message, translated here (the catalogue holds the client's strings)
        warnUnticked: () => notify("warning", MSG_AGREEMENT_UNTICKED === "请先阅读协议" ? t`请先阅读协议` : MSG_AGREEMENT_UNTICKED),
        accepted: () => latest.current.onAccepted(),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const { remaining, ticked } = state.context;
  const counting = state.matches("counting");
  const submitting = state.matches("submitting");

  return (
    <Stack gap="md">
      <Box
        component="iframe"
        src={agreementPageFor(activityType)}
        title={t`服务协议`}
        data-testid="agreement-page"
        w="100%"
        h={{ base: "50vh", sm: "55vh" }}
        style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: "var(--mantine-radius-sm)" }}
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Checkbox
          checked={ticked}
          onChange={(event) => send({ type: "agreement.tick", ticked: event.currentTarget.checked })}
          label={<Trans>我已阅读并同意以上协议</Trans>}
          data-testid="agreement-tick"
        />
        <Button
          onClick={() => send({ type: "agreement.confirm" })}
          disabled={counting}
          loading={submitting}
          data-testid="agreement-confirm"
        >
          {counting ? t`我已阅读（${remaining}s）` : t`我已阅读`}
        </Button>
      </Group>
    </Stack>
  );
}
