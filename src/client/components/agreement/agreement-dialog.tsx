import { useRef, useState, type ReactNode } from "react";
import { Box, Button, Checkbox, Group, Input, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useActorRef, useSelector } from "@xstate/react";
import { fromPromise, type ActorRefFrom } from "xstate";
import { useLingui } from "@lingui/react/macro";
import { agreementPageFor } from "#shared/booking/agreement.ts";
import { agreementMachine } from "#client/components/agreement/agreement.machine.ts";

export type TAgreementActor = ActorRefFrom<typeof agreementMachine>;

interface TAgreementLook {
  /** the activity type decides the page: the fund page for fund roadshows (activityType 5) */
  activityType: number;
  /** the dialog's title; 预约须知 by default */
  title?: string;
  /** a line above the agreement page */
  intro?: ReactNode;
}

export interface AgreementModalProps extends TAgreementLook {
  opened: boolean;
  /** the running agreement machine the dialog shows (the booking gate's child) */
  actor: TAgreementActor | undefined;
  /** the close button, Escape and 取消 */
  onClose: () => void;
}

/**
 * The booking-notice dialog of document 2 section 2.5 around an agreement machine someone else runs: the
 * static agreement page, the agree box and the 'I have read' button held back by the 3-second countdown.
 */
export function AgreementModal({ opened, actor, onClose, title, ...look }: AgreementModalProps) {
  return (
    <AgreementFrame opened={opened} onClose={onClose} title={title}>
      {actor ? <AgreementBody actor={actor} onCancel={onClose} {...look} /> : null}
    </AgreementFrame>
  );
}

export interface AgreementDialogProps extends TAgreementLook {
  opened: boolean;
  /** records the acceptance (accept_agreement …); a rejection keeps the dialog open */
  onAccept: () => Promise<unknown>;
  /** called once the acceptance is recorded */
  onAccepted: () => void;
  onClose: () => void;
}

/** The same dialog running its own agreement machine; each opening starts a fresh countdown. */
export function AgreementDialog({ opened, onClose, title, onAccept, onAccepted, ...look }: AgreementDialogProps) {
  return (
    <AgreementFrame opened={opened} onClose={onClose} title={title}>
      {opened ? <OwnAgreement onAccept={onAccept} onAccepted={onAccepted} onCancel={onClose} {...look} /> : null}
    </AgreementFrame>
  );
}

function AgreementFrame({ opened, onClose, title, children }: { opened: boolean; onClose: () => void; title?: string; children: ReactNode }) {
  const { t } = useLingui();
  const mobile = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={600}>{title ?? t`预约须知`}</Text>}
      size="xl"
      centered
      fullScreen={mobile}
      closeOnClickOutside={false}
      data-testid="agreement-dialog"
    >
      {children}
    </Modal>
  );
}

type TOwnProps = Omit<TAgreementLook, "title"> & Pick<AgreementDialogProps, "onAccept" | "onAccepted"> & { onCancel: () => void };

function OwnAgreement({ onAccept, onAccepted, ...body }: TOwnProps) {
  // the latest callbacks, read when the machine runs them (the machine itself is built once)
  const latest = useRef({ onAccept, onAccepted });
  latest.current = { onAccept, onAccepted };
  const [logic] = useState(() =>
    agreementMachine.provide({
      actors: { accept: fromPromise(() => latest.current.onAccept()) },
      actions: { accepted: () => latest.current.onAccepted() },
    }),
  );
  const actor = useActorRef(logic, { input: {} });
  return <AgreementBody actor={actor} {...body} />;
}

function AgreementBody({ actor, activityType, intro, onCancel }: Omit<TAgreementLook, "title"> & { actor: TAgreementActor; onCancel: () => void }) {
  const { t } = useLingui();
  const mobile = useMediaQuery("(max-width: 48em)");
  const { secondsLeft, ticked, error } = useSelector(actor, (s) => s.context);
  const counting = useSelector(actor, (s) => s.matches("counting"));
  const submitting = useSelector(actor, (s) => s.matches("submitting"));

  return (
    <Stack gap="sm">
      {intro ? (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      ) : null}
      <Box
        component="iframe"
        src={agreementPageFor(activityType)}
        title={t`服务协议`}
        data-testid="agreement-page"
        style={{ width: "100%", height: mobile ? "calc(100dvh - 260px)" : "55vh", border: "1px solid var(--mantine-color-gray-3)", borderRadius: 6 }}
      />
      <Checkbox
        checked={ticked}
        onChange={(e) => actor.send({ type: "agreement.tick", checked: e.currentTarget.checked })}
        label={t`我已阅读并同意上述协议内容`}
        data-testid="agreement-tick"
      />
      {error ? <Input.Error data-testid="agreement-error">{error}</Input.Error> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t`取消`}
        </Button>
        <Button
          disabled={counting}
          loading={submitting}
          // after the countdown an unticked box still looks disabled, but pressing it explains why
          data-disabled={!counting && !ticked ? true : undefined}
          aria-disabled={!ticked || undefined}
          onClick={() => actor.send({ type: "agreement.confirm" })}
          data-testid="agreement-confirm"
        >
          {counting ? t`我已阅读（${secondsLeft}s）` : t`我已阅读`}
        </Button>
      </Group>
    </Stack>
  );
}
