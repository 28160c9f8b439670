import { useEffect, useMemo, useState } from "react";
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import type { TCompanyInfo, TUserInfo } from "#shared/api/session.contract.ts";
import { BookingMsg } from "#shared/booking/booking-messages.ts";
import { canBookOrderType } from "#shared/booking/eligibility.ts";
import { OrderType } from "#shared/booking/order-type.ts";
import { useToken } from "#client/lib/session.ts";
import { bookingMachine } from "../booking.machine.ts";
import { CAPACITY_READS } from "../booking.queries.ts";
import { invalidateContracts } from "#client/lib/contract-client.ts";
import { clearBookingDraft, loadBookingDraft } from "../booking.db.ts";
import type { TBookingFormValues } from "../booking-form.ts";
import { BookingActor } from "../booking-actor.ts";
import { ActivityInfoSection } from "./activity-info-section.tsx";
import { BookingAgreement } from "./agreement-gate.tsx";
import { BookingFooter } from "./booking-footer.tsx";
import { BookingHeader } from "./booking-header.tsx";
import { CollectiveSection } from "./collective-section.tsx";
import { ContactsSection } from "./contacts-section.tsx";
import { ScheduleSection } from "./schedule-section.tsx";
import { useDraftKeeper, useNetworkToMachine } from "./use-draft-keeper.ts";
import { useHolidaysToMachine } from "./use-holidays.ts";

export interface BookingScreenProps {
  orderType: number;
  company: TCompanyInfo;
  user: TUserInfo;
}

/** The single booking type the collective screen switches back to. */
const DEFAULT_SINGLE = OrderType.performance;

/**
 * /addOrder?orderType=N (document 1 section 2.5): the agreement first (a current acceptance lets it
 * straight through), then the form with its draft restored.
 */
export function BookingScreen({ orderType, company, user }: BookingScreenProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);

  if (!canBookOrderType(company, user, orderType)) {
    return (
      <Paper withBorder radius="md" p="lg" data-testid="booking-not-allowed">
        <Stack gap="md" align="flex-start">
          <Alert color="orange" variant="light">
            {BookingMsg.notAllowed}
          </Alert>
          <Button variant="default" onClick={() => void navigate({ to: "/center" })}>
            {t`返回机构中心`}
          </Button>
        </Stack>
      </Paper>
    );
  }

  if (!accepted) {
    return (
      <BookingAgreement
        orderType={orderType}
        gate
        onAccepted={() => setAccepted(true)}
        onClose={() => void navigate({ to: "/center" })}
      />
    );
  }
  return <BookingEditor orderType={orderType} company={company} user={user} />;
}

function BookingEditor({ orderType, company, user }: BookingScreenProps) {
  const [draft, setDraft] = useState<{ values: TBookingFormValues | null } | null>(null);
  useEffect(() => {
    let live = true;
    void loadBookingDraft(user.id, orderType).then((values) => live && setDraft({ values }));
    return () => {
      live = false;
    };
  }, [user.id, orderType]);

  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useToken();
  const switchTo = orderType === OrderType.collective ? DEFAULT_SINGLE : OrderType.collective;
  const logic = useMemo(
    () =>
      bookingMachine.provide({
        actions: {
          navigateDone: () => void navigate({ to: "/activityManage" }),
          navigateCancel: () => void navigate({ to: "/center" }),
          navigateSwitch: () => void navigate({ to: "/addOrder", search: { orderType: switchTo } }),
          refreshCapacity: () => void invalidateContracts(queryClient, CAPACITY_READS),
          clearDraft: () => void clearBookingDraft(user.id, orderType),
        },
      }),
    [navigate, queryClient, token, switchTo, user.id, orderType],
  );

  if (!draft) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <BookingActor.Provider
      logic={logic}
      options={{
        input: {
          orderType,
          company: { shortName: company.shortName, enShortName: company.enShortName },
          values: draft.values ?? undefined,
          online: typeof navigator === "undefined" ? true : navigator.onLine,
        },
      }}
    >
      <BookingForm
        orderType={orderType}
        company={company}
        user={user}
        canSwitch={canBookOrderType(company, user, switchTo)}
        restored={draft.values !== null}
      />
    </BookingActor.Provider>
  );
}

function BookingForm({ orderType, company, user, canSwitch, restored }: BookingScreenProps & { canSwitch: boolean; restored: boolean }) {
  const { t } = useLingui();
  useDraftKeeper(user.id, orderType);
  useHolidaysToMachine();
  const online = useNetworkToMachine();
  const send = BookingActor.useActorRef().send;
  const collective = orderType === OrderType.collective;

  return (
    <Stack gap="md" data-testid="booking-screen">
      <BookingHeader
        orderType={orderType}
        shortName={company.shortName}
        stockCode={company.stockCode}
        online={online}
        onSwitch={canSwitch ? () => send({ type: "booking.flow.switch" }) : null}
      />
      {restored ? (
        <Alert variant="light" color="gray" p="xs" data-testid="booking-draft-restored">
          <Text size="xs">{t`已恢复上次未提交的预约内容。`}</Text>
        </Alert>
      ) : null}
      <ContactsSection step={1} />
      {collective ? (
        <CollectiveSection step={2} />
      ) : (
        <>
          <ActivityInfoSection step={2} orderType={orderType} />
          <ScheduleSection step={3} orderType={orderType} />
        </>
      )}
      <BookingFooter />
      <Group justify="center">
        <Text size="xs" c="dimmed">
          {t`带 * 的为必填项；提交后可在“活动管理”中查看预约进度。`}
        </Text>
      </Group>
    </Stack>
  );
}
