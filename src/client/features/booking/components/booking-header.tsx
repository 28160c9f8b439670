import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { BookingMsg } from "#shared/booking/booking-messages.ts";
import { hasShortLeadTime, OrderType, orderTypeText } from "#shared/booking/order-type.ts";
import { useSeries } from "../booking.queries.ts";

export interface BookingHeaderProps {
  orderType: number;
  shortName: string;
  stockCode: string | null;
  online: boolean;
  /** the other flow's button (single ↔ collective); absent when the company may not book it */
  onSwitch: (() => void) | null;
}

/** The booking screen's head (document 1 section 2.5): who books what, the switch, the hints, offline state. */
export function BookingHeader({ orderType, shortName, stockCode, online, onSwitch }: BookingHeaderProps) {
  const { t } = useLingui();
  const collective = orderType === OrderType.collective;
  const series = useSeries(collective);
  const openCount = (series.data ?? []).flatMap((s) => s.activityList).filter((a) => a.canBook).length;

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} shadow="xs" data-testid="booking-header">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} size="h3">
                {collective ? t`集体路演预约` : t`单场路演预约`}
              </Title>
              <Badge variant="light" size="lg" data-testid="booking-order-type">
                {orderTypeText(orderType)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" data-testid="booking-company">
              {shortName}
              {stockCode ? ` · ${stockCode}` : ""}
            </Text>
          </Stack>
          {onSwitch ? (
            <Button variant="light" onClick={onSwitch} data-testid="booking-switch">
              {collective ? t`切换为单场路演预约` : t`切换为集体路演预约`}
            </Button>
          ) : null}
        </Group>
        {collective ? (
          <Alert variant="light" color="blue" p="sm" data-testid="collective-notice">
            <Text size="sm" fw={600}>
              {t`近期共有 ${openCount} 场集体路演活动开放预约`}
            </Text>
            <Text size="xs" mt={4}>
              {t`每个系列只能选择一场集体活动。`}
            </Text>
          </Alert>
        ) : (
          <List size="xs" c="dimmed" spacing={2}>
            <List.Item>
              {hasShortLeadTime(orderType) ? t`再融资路演与重大事项说明会可预约T+2至T+27个交易日内的活动。` : t`可预约T+7至T+27个交易日内的活动。`}
            </List.Item>
            <List.Item>{t`演播室录播须在活动日期前至少3个交易日（T-3）完成录制。`}</List.Item>
            <List.Item>{t`直播活动建议至少提前1小时到达演播室。`}</List.Item>
          </List>
        )}
        {!online ? (
          <Alert variant="light" color="yellow" p="sm" data-testid="booking-offline">
            <Text size="sm">{BookingMsg.offline}</Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
