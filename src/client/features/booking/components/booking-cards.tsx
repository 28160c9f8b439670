import { Suspense, useState } from "react";
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import type { TCompanyInfo, TUserInfo } from "#shared/api/session.contract.ts";
import { guideLinkFor, rulesLinkFor } from "#shared/docs/documents.ts";
import { bookableOrderTypes } from "#shared/booking/eligibility.ts";
import { hasShortLeadTime, isSingleOrderType, OrderType, orderTypeText } from "#shared/booking/order-type.ts";
import { lazyNamed } from "#client/lib/lazy-named.ts";
import { useDocumentLinks } from "../booking.queries.ts";
import { ModeExplanationCard } from "./mode-explanation-card.tsx";

// the notice (its dialog and machines) loads when a tile is first pressed
const BookingAgreement = lazyNamed(() => import("./agreement-gate.tsx"), "BookingAgreement");

export interface BookingCardsProps {
  company: TCompanyInfo;
  user: TUserInfo;
}

const TILE_COLOURS: Record<number, string> = { 1: "blue", 2: "grape", 3: "orange", 4: "teal", 5: "indigo", 6: "cyan" };


/**
 * The booking cards of the company home page (document 2 section 2.3): single-roadshow tiles (the fund tile
 * when enabled), the collective card and the mode explanation. Which show is the shared eligibility rule's.
 */
export function BookingCards({ company, user }: BookingCardsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [agreementFor, setAgreementFor] = useState<number | null>(null);
  // The rules and guide links are system configuration; until it arrives the shipped documents stand in.
  const links = useDocumentLinks().data;
  const rulesHref = (orderType: number) => rulesLinkFor(links?.rules ?? [], orderType);
  const guideHref = (orderType: number) => guideLinkFor(links?.guides ?? [], orderType);
  const types = bookableOrderTypes(company, user);
  const singles = types.filter(isSingleOrderType);
  const collective = types.includes(OrderType.collective);
  if (types.length === 0) return null;

  const descriptions: Record<number, string> = {
    1: t`定期报告披露后，向投资者说明经营业绩与发展战略`,
    2: t`再融资项目发行前后，与投资者沟通募投项目情况`,
    3: t`就并购重组等重大事项向投资者进行说明`,
    4: t`其他类型的投资者交流与路演活动`,
    5: t`基金产品发行及持续营销的线上路演`,
  };

  function windowHint(orderType: number) {
    return hasShortLeadTime(orderType) ? t`T+2至T+27个交易日` : t`T+7至T+27个交易日`;
  }

  return (
    <Stack gap="md" mt="md" data-testid="booking-cards">
      {singles.length > 0 ? (
        <Card withBorder radius="md" padding="lg" data-testid="single-booking-card">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={3} size="h4">
                {t`单场路演预约`}
              </Title>
              <Text size="xs" c="dimmed">
                {t`请先阅读预约须知，再选择活动类型预约`}
              </Text>
            </Group>
            <SimpleGrid cols={{ base: Math.min(singles.length, 2), lg: Math.min(singles.length, 5) }} spacing={{ base: "xs", sm: "md" }}>
              {singles.map((orderType) => (
                <Card key={orderType} withBorder radius="md" padding="sm" data-testid={`booking-tile-${orderType}`}>
                  <Stack gap="sm" h="100%" justify="space-between">
                    <Stack gap={6}>
                      <Group gap="xs" wrap="nowrap">
                        <ThemeIcon color={TILE_COLOURS[orderType]} variant="light" radius="md" size={30} aria-hidden>
                          <Text fw={700} size="sm">
                            {orderTypeText(orderType).slice(0, 1)}
                          </Text>
                        </ThemeIcon>
                        <Text fw={600} size="sm" style={{ whiteSpace: "nowrap" }}>
                          {orderTypeText(orderType)}
                        </Text>
                      </Group>
                      <Text size="xs" c="dimmed" visibleFrom="sm">
                        {descriptions[orderType]}
                      </Text>
                      <Badge variant="outline" color="gray" size="sm" w="fit-content">
                        {windowHint(orderType)}
                      </Badge>
                    </Stack>
                    <Stack gap={6}>
                      <Button fullWidth size="sm" onClick={() => setAgreementFor(orderType)}>
                        {t`去预约`}
                      </Button>
                      <Group justify="space-between" gap={4}>
                        <Anchor href={rulesHref(orderType)} target="_blank" size="xs">
                          {t`业务规则`}
                        </Anchor>
                        <Anchor href={guideHref(orderType)} target="_blank" size="xs">
                          {t`操作指引`}
                        </Anchor>
                      </Group>
                    </Stack>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        </Card>
      ) : null}

      {collective ? (
        <Card withBorder radius="md" padding="lg" data-testid="collective-booking-card">
          <Group justify="space-between" align="center" gap="md">
            <Stack gap={4} style={{ flex: "1 1 280px" }}>
              <Title order={3} size="h4">
                {t`集体路演预约`}
              </Title>
              <Text size="sm" c="dimmed">
                {t`参加交易所及协会组织的集体路演活动，每个系列只能选择一场。`}
              </Text>
              <Group gap="md">
                <Anchor href={rulesHref(OrderType.collective)} target="_blank" size="xs">
                  {t`业务规则`}
                </Anchor>
                <Anchor href={guideHref(OrderType.collective)} target="_blank" size="xs">
                  {t`操作指引`}
                </Anchor>
              </Group>
            </Stack>
            <Button onClick={() => setAgreementFor(OrderType.collective)} data-testid="collective-book">
              {t`去预约`}
            </Button>
          </Group>
        </Card>
      ) : null}

      <ModeExplanationCard orderType={singles.includes(OrderType.fund) && singles.length === 1 ? OrderType.fund : OrderType.performance} />

      {agreementFor !== null ? (
        <Suspense fallback={null}>
          <BookingAgreement
            key={agreementFor}
            orderType={agreementFor}
            onAccepted={() => {
              const orderType = agreementFor;
              setAgreementFor(null);
              void navigate({ to: "/addOrder", search: { orderType } });
            }}
            onClose={() => setAgreementFor(null)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
