import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { Alert, Button, Center, Loader, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { QaOutcome } from "#shared/qa/qa-rules.ts";
import { asQaEvent } from "#shared/qa/qa-events.ts";
import { qaSocketPaths } from "#shared/qa/qa-socket.ts";
import { outcomeOf, wasShown } from "#client/lib/api.ts";
import { errorMessage, reportError } from "#client/lib/errors.ts";
import { notify } from "#client/lib/notify.ts";
import { useToken } from "#client/lib/session.ts";
import { RECONNECTED } from "#client/lib/realtime.tsx";
import { useLiveChannel } from "#client/lib/live-channel.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { fetchModerationPage, moderationQueueQuery, opsKeys } from "#client/features/ops/ops.queries.ts";
import { useModerate } from "#client/features/ops/ops.mutations.ts";
import {
  focusSuccessor,
  initialModerationState,
  moderationQueueBody,
  moderationReducer,
  newItemCount,
  nextPageNo,
  visibleRows,
  type TModerationFilters,
  type TModerationRow,
} from "#client/features/ops/moderation-state.ts";
import { ModerationRow } from "#client/features/ops/components/moderation-row.tsx";
import { ModerationRefuseDialog } from "#client/features/ops/components/moderation-refuse-dialog.tsx";
import { ModerationFilters, ModerationHeader } from "#client/features/ops/components/moderation-toolbar.tsx";
import { formatDate } from "#shared/format/date.ts";

export interface ModerationPageProps {
  filters: TModerationFilters;
  onFiltersChange: (next: TModerationFilters) => void;
}

const sameFilters = (a: TModerationFilters, b: TModerationFilters) => a.kind === b.kind && a.activityId === b.activityId;

/**
 * Q&A moderation (document 4 section 6): one queue of pending questions, answers and guest speeches across
 * activities, oldest first, as a snapshot (moderation-state.ts says how it stays still while the operator
 * works). The operators' socket announces new items and marks items other operators reviewed.
 */
export function ModerationPage({ filters, onFiltersChange }: ModerationPageProps) {
  const { t } = useLingui();
  const token = useToken();
  const queryClient = useQueryClient();
  const moderate = useModerate();
  const [state, dispatch] = useReducer(moderationReducer, { asOf: new Date().toISOString(), filters }, initialModerationState);
  const [refusing, setRefusing] = useState<TModerationRow | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const focusNext = useRef<string | null>(null);

  // new filters from the address are a new snapshot (adjusting state while rendering, as React recommends)
  if (!sameFilters(filters, state.filters)) dispatch({ type: "started", asOf: new Date().toISOString(), filters });

  const first = useQuery(moderationQueueQuery(token, moderationQueueBody(state.filters, state.asOf, 1)));
  useEffect(() => {
    // state.asOf is part of the query key, so the data always belongs to the current snapshot
    if (first.data) dispatch({ type: "loaded", asOf: state.asOf, records: first.data.records, total: first.data.total });
  }, [first.data]);

  useLiveChannel(
    qaSocketPaths.ops,
    useCallback(
      (message: Record<string, unknown>) => {
        if (message.type === RECONNECTED) dispatch({ type: "reconnected" });
        else {
          const event = asQaEvent(message);
          if (!event) return;
          dispatch({ type: "event", event });
        }
        void queryClient.invalidateQueries({ queryKey: opsKeys.moderationCount(token) });
      },
      [queryClient],
    ),
    token,
  );

  // after a row leaves, the keyboard continues on the next one instead of falling back to the page
  useEffect(() => {
    const key = focusNext.current;
    if (!key) return;
    focusNext.current = null;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-moderation-key="${key}"]`);
    row?.querySelector<HTMLElement>("[data-action='approve'], [data-action='dismiss']")?.focus();
  });

  const reload = () => dispatch({ type: "started", asOf: new Date().toISOString(), filters: state.filters });

  const decide = (row: TModerationRow, status: 1 | 2, auditReason?: string) => {
    focusNext.current = focusSuccessor(state, row.key);
    dispatch({ type: "handled", key: row.key });
    moderate.mutateAsync({ kind: row.item.kind, id: row.item.id, status, auditReason }).then(
      () => notify("success", status === 1 ? t`已通过` : t`已拒绝`, { id: "moderation-done" }),
      (error: unknown) => {
        const message = errorMessage(error);
        // another operator was first: the item is no longer pending, so it stays off the list
        if (outcomeOf(error) === QaOutcome.alreadyReviewed.code) {
          notify("warning", t`${message}（已由其他运营人员处理），已从列表移除`, { id: `moderation-${row.key}` });
          return;
        }
        dispatch({ type: "rolledBack", key: row.key });
        if (!wasShown(error)) notify("error", message, { id: `moderation-${row.key}` });
      },
    );
  };

  const onApprove = useCallbackRef((row: TModerationRow) => decide(row, 1));
  const onRefuse = useCallbackRef((row: TModerationRow) => setRefusing(row));
  const onDismiss = useCallbackRef((row: TModerationRow) => {
    focusNext.current = focusSuccessor(state, row.key);
    dispatch({ type: "dismissed", key: row.key });
  });

  const loadMore = async () => {
    setLoadingMore(true);
    const asOf = state.asOf;
    try {
      const page = await fetchModerationPage(moderationQueueBody(state.filters, asOf, nextPageNo(state)));
      dispatch({ type: "appended", asOf, records: page.records, total: page.total });
    } catch (error) {
      reportError(error);
    } finally {
      setLoadingMore(false);
    }
  };

  const rows = visibleRows(state);
  const fresh = newItemCount(state);
  const reloading = !state.loaded && first.isFetching;
  const asOfText = formatDate(state.asOf, "YYYY-MM-DD HH:mm:ss");
  const unseen = state.unseen;

  return (
    <Stack gap="md" data-testid="ops-moderation">
      <ModerationHeader />
      <ModerationFilters filters={state.filters} onChange={onFiltersChange} onRefresh={reload} refreshing={reloading && state.rows.length > 0} />
      <div aria-live="polite">
        {fresh > 0 ? (
          <UnstyledButton onClick={reload} w="100%" data-testid="moderation-new-banner">
            <Alert color="blue" variant="light" radius="md" py="xs">
              <Text fz="sm" fw={600} c="blue.8">
                <Trans>有{fresh}条新内容待审核，点击加载</Trans>
              </Text>
            </Alert>
          </UnstyledButton>
        ) : state.missedPushes ? (
          <UnstyledButton onClick={reload} w="100%" data-testid="moderation-reconnected-banner">
            <Alert color="orange" variant="light" radius="md" py="xs">
              <Text fz="sm">
                <Trans>实时连接曾中断，期间的新内容可能未提示，点击刷新列表</Trans>
              </Text>
            </Alert>
          </UnstyledButton>
        ) : null}
      </div>
      <Text fz="xs" c="dimmed" data-testid="moderation-as-of">
        <Trans>按提交时间从早到晚排列 · 列表截至 {asOfText}</Trans>
      </Text>
      {first.isError && !state.loaded ? (
        <Alert color="red" title={t`加载失败`}>
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{errorMessage(first.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void first.refetch()}>
              <Trans>重试</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : !state.loaded && state.rows.length === 0 ? (
        <Center py="xl">
          <Loader aria-label={t`加载中`} />
        </Center>
      ) : rows.length === 0 && state.unseen === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState description={t`暂无待审核的内容`} />
        </Paper>
      ) : (
        <ul
          ref={listRef}
          aria-busy={reloading}
          aria-label={t`待审核内容`}
          data-testid="moderation-list"
          style={{ display: "flex", flexDirection: "column", gap: "var(--mantine-spacing-sm)", padding: 0, margin: 0, opacity: reloading ? 0.6 : 1 }}
        >
          {rows.map((row) => (
            <ModerationRow key={row.key} row={row} onApprove={onApprove} onRefuse={onRefuse} onDismiss={onDismiss} />
          ))}
        </ul>
      )}
      {state.loaded && state.unseen > 0 ? (
        <Button variant="light" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: "center" }} data-testid="moderation-more">
          <Trans>加载更多（还有约 {unseen} 条）</Trans>
        </Button>
      ) : null}
      <ModerationRefuseDialog
        row={refusing}
        onClose={() => setRefusing(null)}
        onRefuse={(row, reason) => {
          setRefusing(null);
          decide(row, 2, reason);
        }}
      />
    </Stack>
  );
}

/** A stable callback that always runs the latest render's function, so memoised rows do not re-render on every state change. */
function useCallbackRef<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const ref = useRef(fn);
  ref.current = fn;
  return useCallback((...args: A) => ref.current(...args), []);
}
