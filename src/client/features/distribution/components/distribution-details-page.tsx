import { Alert, Anchor, Badge, Button, Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TDistributionDetails } from "#shared/api/activity.contract.ts";
import { dateTimeRangeText } from "#client/components/activity/activity-format.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { errorMessage } from "#client/lib/errors.ts";
import { useDistributionDetails } from "#client/features/distribution/distribution.queries.ts";
import { ActivityStatTiles } from "#client/components/activity/activity-stat-tiles.tsx";
import { DistributionAddresses } from "#client/features/distribution/components/distribution-addresses.tsx";

export interface DistributionDetailsPageProps {
  activityId: number;
  /** /distributeSingle: one company's corner of the activity; null for the whole activity, 0 for a bad id */
  companyId: number | null;
}

/**
 * The distribution details (/distributeDetails/{id}, /distributeSingle/{activityId}/{companyId}; document 4
 * section 2.7, document 2 section 2.3): the activity's header, the partner's addresses with copy links and
 * its PV submit, and the activity's data. A company that is neither partner nor holder is told it has no
 * permission.
 */
export function DistributionDetailsPage({ activityId, companyId }: DistributionDetailsPageProps) {
  const details = useDistributionDetails(activityId, companyId);
  const badId = activityId <= 0 || companyId === 0;

  let body;
  if (badId || details.data === null) body = <EmptyState description={<Trans>活动不存在</Trans>} />;
  else if (details.isPending) {
    body = (
      <Center py={80}>
        <Loader />
      </Center>
    );
  } else if (details.isError) {
    body = (
      <Alert color="red" variant="light" data-testid="distribution-details-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(details.error)}</Text>
          <Button component={Link} to="/center" size="xs" variant="light">
            <Trans>返回首页</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const d = details.data;
    body = (
      <Stack gap="md">
        <DetailsHeader details={d} />
        <DistributionAddresses details={d} />
        <DataTiles details={d} />
        <Corners details={d} />
      </Stack>
    );
  }
  return (
    <Container size="xl" px={{ base: "xs", sm: "md" }} py={{ base: "sm", sm: "md" }} data-testid="distribution-details">
      {body}
    </Container>
  );
}

/** The activity's state word and colour: cancelled first, then not started, in progress, ended. */
function useStateLabel(a: TDistributionDetails["activity"]): [string, string] {
  const { t } = useLingui();
  if (a.isCancel) return [t`已取消`, "red"];
  if (a.status === 2) return [t`进行中`, "green"];
  if (a.status === 3) return [t`已结束`, "gray"];
  return [t`未开始`, "blue"];
}

function DetailsHeader({ details }: { details: TDistributionDetails }) {
  const { t } = useLingui();
  const a = details.activity;
  const [state, colour] = useStateLabel(a);
  const facts: [string, string, string][] = [
    [t`公司`, a.companyFullName || "—", "company"],
    [t`活动类型`, a.activityTypeText, "type"],
    [t`活动时间`, dateTimeRangeText(a), "time"],
  ];
  if (details.corner) facts.unshift([t`参与公司`, details.corner.fullName, "corner"]);
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="distribution-header">
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline">{a.isMulti ? t`集体活动` : t`单场活动`}</Badge>
          <Badge color={colour} variant="light" data-testid="distribution-state">
            {state}
          </Badge>
        </Group>
        <Title order={1} size="h3" style={{ overflowWrap: "anywhere" }} data-testid="distribution-title">
          {a.title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: facts.length }} spacing="xs" verticalSpacing={4}>
          {facts.map(([label, value, key]) => (
            <Group key={key} gap={6} wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {label}
              </Text>
              <Text size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }} data-testid={`distribution-${key}`}>
                {value}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
        {details.corner ? (
          <Anchor
            renderRoot={(props) => <Link {...props} to="/distributeDetails/$id" params={{ id: String(a.activityId) }} />}
            size="sm"
            data-testid="distribution-whole"
          >
            <Trans>返回</Trans>
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** PV, UV, IP, questions, answers and reply rate (the same figures as the statistics dialog). */
function DataTiles({ details }: { details: TDistributionDetails }) {
  const s = details.stats;
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="distribution-data">
      <Title order={2} size="h5" mb="sm">
        <Trans>活动数据</Trans>
      </Title>
      <ActivityStatTiles stats={s} replyRate={s.replyRate} cols={{ base: 2, sm: 3, lg: 6 }} />
    </Paper>
  );
}

/** A collective's companies, each opening its own corner's details (for the partner, who may open any). */
function Corners({ details }: { details: TDistributionDetails }) {
  const a = details.activity;
  if (!a.isMulti || details.corner || details.viewer !== "partner" || details.companies.length === 0) return null;
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="distribution-corners">
      <Title order={2} size="h5" mb="sm">
        <Trans>参与公司</Trans>
      </Title>
      <Stack gap={6}>
        {details.companies.map((c) => (
          <Group key={c.companyId} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ minWidth: 0 }} truncate="end" title={c.fullName}>
              {c.fullName}
            </Text>
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/distributeSingle/$activityId/$companyId" params={{ activityId: String(a.activityId), companyId: String(c.companyId) }} />
              )}
              size="sm"
              style={{ flexShrink: 0 }}
              data-testid="distribution-corner-link"
            >
              <Trans>查看</Trans>
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
