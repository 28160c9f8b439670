import type { ReactNode } from "react";
import { Alert, Button, Group, List, Table, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TStrandedBooking } from "#client/features/ops/capacity.queries.ts";

/** The capacity tables: scroll sideways on a narrow screen rather than squeeze. */
export function CapacityTable({ minWidth, headers, children, testId }: { minWidth: number; headers: ReactNode[]; children: ReactNode; testId?: string }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped withTableBorder data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header, i) => (
              <Table.Th key={i}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The bookings an edit would have stranded, as the server's refusal listed them: the operator sees which
 * companies hold the capacity before deciding what to do about them.
 */
export function StrandedBookings({ bookings }: { bookings: readonly TStrandedBooking[] }) {
  const { t } = useLingui();
  if (bookings.length === 0) return null;
  return (
    <Alert color="orange" title={t`以下预约会受影响，修改未保存`} data-testid="stranded-bookings">
      <List size="sm" spacing={2}>
        {bookings.map((b) => (
          <List.Item key={b.activityId} data-testid="stranded-booking">
            <Text span fz="sm" fw={500}>{b.startDate}</Text> <Text span fz="sm">{b.title}</Text>
            {b.companyNames ? <Text span fz="sm" c="dimmed">{` (${b.companyNames})`}</Text> : null}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** A dialog form's footer: cancel, and submit with its loading state. */
export function FormButtons({ saving, disabled, onCancel, submitLabel, testId }: { saving: boolean; disabled?: boolean; onCancel: () => void; submitLabel?: string; testId?: string }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        <Trans>取消</Trans>
      </Button>
      <Button type="submit" loading={saving} disabled={disabled} data-testid={testId}>
        {submitLabel ?? <Trans>保存</Trans>}
      </Button>
    </Group>
  );
}
