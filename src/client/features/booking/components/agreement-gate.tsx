import { useMemo, useRef } from "react";
import { Center, Loader } from "@mantine/core";
import { useMachine } from "@xstate/react";
import { useLingui } from "@lingui/react/macro";
import { AgreementModal } from "#client/components/agreement/agreement-dialog.tsx";
import { agreementGateMachine } from "../agreement-gate.machine.ts";

export interface BookingAgreementProps {
  orderType: number;
  /** in front of the booking screen: a current acceptance opens the screen without the dialog */
  gate?: boolean;
  /** called once the notice is accepted (or a current acceptance let the gate through) */
  onAccepted: () => void;
  onClose: () => void;
}

/**
 * The booking notice before a booking (document 2 section 2.5): the version check and the fund roadshow's
 * silent re-acceptance, then the shared agreement dialog. Pressing 我已阅读 after the countdown without the
 * tick says 请先阅读协议.
 */
export function BookingAgreement({ orderType, gate = false, onAccepted, onClose }: BookingAgreementProps) {
  const { t } = useLingui();
  const callbacks = useRef({ onAccepted, onClose });
  callbacks.current = { onAccepted, onClose };
  const logic = useMemo(
    () =>
      agreementGateMachine.provide({
        actions: {
          onAccepted: () => callbacks.current.onAccepted(),
          onClosed: () => callbacks.current.onClose(),
        },
      }),
    [],
  );
  const [snapshot] = useMachine(logic, { input: { orderType, gate } });
  const dialog = snapshot.children.dialog;
  const waiting = snapshot.matches("checking") || snapshot.matches("recording");

  return (
    <>
      {waiting && gate ? (
        <Center py="xl" data-testid="agreement-checking">
          <Loader size="sm" />
        </Center>
      ) : null}
      <AgreementModal
        opened={snapshot.matches("reading")}
        actor={dialog}
        activityType={orderType}
        intro={t`预约路演活动前，请仔细阅读并同意以下服务协议。`}
        onClose={() => dialog?.send({ type: "agreement.close" })}
      />
    </>
  );
}
