import { useEffect, useState } from "react";
import { Badge, Button, Group, SegmentedControl, Skeleton, Text, TextInput, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { moderationCountQuery } from "#client/features/ops/ops.queries.ts";
import { parseActivityId } from "#client/features/ops/moderation-search.ts";
import type { TModerationFilters, TModerationKind } from "#client/features/ops/moderation-state.ts";
import classes from "#client/features/ops/components/ops-page.module.css";
import { useToken } from "#client/lib/session.ts";

/** The page title with the live count of what waits for review, across every operator's queue. */
export function ModerationHeader() {
  const { t } = useLingui();
  const count = useQuery(moderationCountQuery(useToken()));
  const c = count.data;
  const questions = c?.questions ?? 0;
  const answers = c?.answers ?? 0;
  const speeches = c?.speeches ?? 0;
  const total = questions + answers + speeches;
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Title order={1} className={classes.pageTitle}>
        <Trans>问答审核</Trans>
      </Title>
      {count.isPending ? (
        <Skeleton h={26} w={260} />
      ) : c ? (
        <Group gap={6} data-testid="moderation-count" aria-live="polite">
          <Text fz="sm" c="dimmed">
            <Trans>待审核</Trans>
          </Text>
          <Badge size="lg" color={total > 0 ? "orange" : "gray"} variant="filled" data-testid="moderation-count-total">
            {total}
          </Badge>
          <Text fz="sm" c="dimmed">
            {t`提问 ${questions} · 回答 ${answers} · 发言 ${speeches}`}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}

export interface ModerationFiltersProps {
  filters: TModerationFilters;
  onChange: (next: TModerationFilters) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Kind and activity filters; changing either takes a new snapshot. */
export function ModerationFilters({ filters, onChange, onRefresh, refreshing }: ModerationFiltersProps) {
  const { t } = useLingui();
  const [activityText, setActivityText] = useState(filters.activityId ? String(filters.activityId) : "");
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setActivityText(filters.activityId ? String(filters.activityId) : ""), [filters.activityId]);

  const applyActivity = () => {
    const text = activityText.trim();
    const id = parseActivityId(text);
    setInvalid(text !== "" && id === undefined);
    if (text !== "" && id === undefined) return;
    if (id !== filters.activityId) onChange({ ...filters, activityId: id });
  };

  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <SegmentedControl
          value={String(filters.kind ?? 0)}
          onChange={(v) => onChange({ ...filters, kind: v === "0" ? undefined : (Number(v) as TModerationKind) })}
          data={[
            { value: "0", label: t`全部` },
            { value: "1", label: t`提问` },
            { value: "2", label: t`回答` },
            { value: "3", label: t`嘉宾发言` },
          ]}
          aria-label={t`内容类型`}
          data-testid="moderation-kind-filter"
        />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            applyActivity();
          }}
          style={{ display: "flex", alignItems: "flex-end", gap: 8 }}
        >
          <TextInput
            label={t`活动编号`}
            placeholder={t`全部活动`}
            value={activityText}
            inputMode="numeric"
            w={140}
            error={invalid ? t`活动编号不正确` : undefined}
            onChange={(e) => setActivityText(e.currentTarget.value)}
            data-testid="moderation-activity-filter"
          />
          <Button type="submit" variant="light">
            <Trans>筛选</Trans>
          </Button>
          {filters.activityId !== undefined ? (
            <Button variant="subtle" color="gray" onClick={() => onChange({ ...filters, activityId: undefined })}>
              <Trans>清除</Trans>
            </Button>
          ) : null}
        </form>
      </Group>
      <Button variant="default" onClick={onRefresh} loading={refreshing} data-testid="moderation-refresh">
        <Trans>刷新列表</Trans>
      </Button>
    </Group>
  );
}
