import { Badge, Box, Group, Image, Stack, Text } from "@mantine/core";
import { CardLink } from "#client/components/layout/router-links.tsx";
import { useLingui } from "@lingui/react/macro";
import { fileUrl } from "#shared/http/file-url.ts";
import type { TPublicActivityCard } from "#shared/api/public-list.contract.ts";
import { STATE_COLORS, STATE_LABELS, TYPE_LABELS, VIDEO_TYPE_LABELS, cardCompany, cardTime, cardTitle, isEnglish } from "../public-list.display.ts";

/** A template colour per activity type, drawn when the company has no logo. */
const COVER_GRADIENTS: Record<number, string> = {
  1: "linear-gradient(135deg, #1c4fb8, #3b82f6)",
  2: "linear-gradient(135deg, #0f766e, #14b8a6)",
  3: "linear-gradient(135deg, #9a3412, #f97316)",
  4: "linear-gradient(135deg, #4338ca, #818cf8)",
  5: "linear-gradient(135deg, #a21caf, #e879f9)",
  6: "linear-gradient(135deg, #b45309, #fbbf24)",
};

export interface PublicActivityCardProps {
  card: TPublicActivityCard;
  /** a single line without the cover (the compact /recentActivity list) */
  compact?: boolean;
}

/**
 * One activity of the roadshow list and the home strips (document 4 section 2.2): cover (company logo or the
 * type's template), title in the page's language, company short name and stock code, time, state and mode.
 */
export function PublicActivityCard({ card, compact = false }: PublicActivityCardProps) {
  const { i18n } = useLingui();
  const title = cardTitle(card, i18n.locale);
  const company = cardCompany(card, i18n.locale);
  const mode = isEnglish(i18n.locale) || !card.modeName ? (card.videoType ? i18n._(VIDEO_TYPE_LABELS[card.videoType]!) : null) : card.modeName;
  const type = TYPE_LABELS[card.activityType];
  const badges = (
    <Group gap={6} wrap="wrap">
      <Badge color={STATE_COLORS[card.status] ?? "gray"} variant={card.status === 2 ? "filled" : "light"} data-testid="card-state">
        {STATE_LABELS[card.status] ? i18n._(STATE_LABELS[card.status]!) : ""}
      </Badge>
      {type ? (
        <Badge color="gray" variant="outline" data-testid="card-type">
          {i18n._(type)}
        </Badge>
      ) : null}
      {mode ? (
        <Badge color="indigo" variant="light" tt="none" data-testid="card-mode">
          {mode}
        </Badge>
      ) : null}
    </Group>
  );
  return (
    <CardLink
      to="/activityDetails/$id/{-$testCode}"
      params={{ id: String(card.activityId) }}
      withBorder
      radius="md"
      padding={compact ? "sm" : 0}
      data-testid="public-activity-card"
      data-activity-id={card.activityId}
      style={{ textDecoration: "none", color: "inherit", minWidth: 0, height: "100%" }}
    >
      {compact ? null : (
        <Box h={120} style={{ background: COVER_GRADIENTS[card.activityType] ?? COVER_GRADIENTS[4], display: "flex", alignItems: "center", justifyContent: "center" }}>
          {card.coverPath ? (
            <Image src={fileUrl(card.coverPath)} alt="" h={72} w="auto" fit="contain" radius="sm" bg="white" p={6} loading="lazy" />
          ) : (
            <Text c="white" fw={700} size="lg" px="md" ta="center" lineClamp={2}>
              {company || (type ? i18n._(type) : "")}
            </Text>
          )}
        </Box>
      )}
      <Stack gap={6} p={compact ? 0 : "sm"}>
        <Text fw={600} lineClamp={2} title={title} data-testid="card-title" style={{ wordBreak: "break-word" }}>
          {title}
        </Text>
        {company ? (
          <Text size="sm" c="dimmed" truncate="end" data-testid="card-company">
            {company}
            {card.companyCount > 1 ? ` +${card.companyCount - 1}` : ""}
          </Text>
        ) : null}
        <Text size="sm" data-testid="card-time">
          {cardTime(card)}
        </Text>
        {badges}
      </Stack>
    </CardLink>
  );
}
