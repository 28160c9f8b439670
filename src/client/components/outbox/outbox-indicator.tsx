import { useCallback, useEffect, useState } from "react";
import { Affix, Badge, Button, CloseButton, Group, Indicator, Paper, Popover, ScrollArea, Stack, Text, UnstyledButton } from "@mantine/core";
import { useLiveQuery } from "dexie-react-hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { localDb } from "#client/lib/local-db.ts";
import { notify } from "#client/lib/notify.ts";
import { OUTBOX_EVENT } from "#client/lib/outbox/outbox-hint.ts";
import { replayOutbox } from "#client/lib/outbox/outbox-replay.ts";
import { dismiss } from "#client/lib/outbox/outbox-store.ts";
import { takeWorkerNews } from "#client/lib/outbox/worker-news.ts";
import { useToken } from "#client/lib/session.ts";
import { currentUserKeys } from "#client/lib/user-key.ts";
import { formatDate } from "#shared/format/date.ts";
import type { TOutboxRow, TOutboxState } from "#shared/offline/local-db-schema.ts";
import { isPending } from "#shared/offline/outbox-rules.ts";

/** While something waits and the page is visible, try again this often (a server fault fires no `online`). */
const RETRY_EVERY_MS = 30_000;

const STATE_COLOUR: Record<TOutboxState, string> = { queued: "orange", sending: "blue", done: "teal", refused: "red" };

function stateLabel(state: TOutboxState): string {
  switch (state) {
    case "queued":
      return t`等待联网提交`;
    case "sending":
      return t`正在提交`;
    case "done":
      return t`已提交`;
    case "refused":
      return t`未通过`;
  }
}

/** The keys of the current login, refreshed when the token changes. */
function useUserKeys(): string[] | null {
  const token = useToken();
  const [keys, setKeys] = useState<string[] | null>(null);
  useEffect(() => {
    let live = true;
    void currentUserKeys({ load: true }).then((k) => {
      if (live) setKeys(k?.all ?? null);
    });
    return () => {
      live = false;
    };
  }, [token]);
  return keys;
}

/** Tells the user what a replay came to (the page's own or the service worker's). */
function report(rows: readonly Pick<TOutboxRow, "id" | "label" | "state" | "message">[]): void {
  for (const { id, label, state, message } of rows) {
    if (state === "done") notify("success", t`已提交：${label}`, { id: `outbox:${id}` });
    else if (state === "refused") notify("error", `${label}：${message ?? ""}`, { id: `outbox:${id}` });
  }
}

/** Replays now, and tells the user what the replays came to. */
async function replayAndReport(): Promise<void> {
  const summary = await replayOutbox();
  report([...summary.done, ...summary.refused]);
}

/**
 * The outbox indicator: a small button in the corner while the current user has queued, refused or recently
 * done writes, and a panel listing each with its state (queued, sending, done, refused with the server's
 * message). It also drives the page's replays.
 */
export function OutboxIndicator() {
  const { t: tr } = useLingui();
  const keys = useUserKeys();
  const rows = useLiveQuery(
    async () => (keys ? (await localDb().outbox.where("userKey").anyOf(keys).toArray()).sort((a, b) => b.createdAt - a.createdAt) : []),
    [keys?.join(",")],
    [] as TOutboxRow[],
  );
  const [opened, setOpened] = useState(false);
  const pending = rows.filter(isPending).length;
  const refused = rows.filter((r) => r.state === "refused").length;

  const replay = useCallback(() => {
    if (navigator.onLine === false) return;
    void replayAndReport();
  }, []);

  useEffect(() => {
    replay();
    const onVisible = () => {
      if (document.visibilityState === "visible") replay();
    };
    // the worker replayed (Background Sync): the list follows its change now, not at the next reload
    const fromWorker = (event: MessageEvent) => {
      void takeWorkerNews(event.data).then((settled) => settled && report(settled));
    };
    window.addEventListener("online", replay);
    window.addEventListener(OUTBOX_EVENT, replay);
    document.addEventListener("visibilitychange", onVisible);
    navigator.serviceWorker?.addEventListener("message", fromWorker);
    return () => {
      window.removeEventListener("online", replay);
      window.removeEventListener(OUTBOX_EVENT, replay);
      document.removeEventListener("visibilitychange", onVisible);
      navigator.serviceWorker?.removeEventListener("message", fromWorker);
    };
  }, [replay, keys]);

  useEffect(() => {
    if (pending === 0) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") replay();
    }, RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [pending, replay]);

  if (rows.length === 0) return null;
  const colour = refused > 0 ? "red" : pending > 0 ? "orange" : "teal";

  return (
    <Affix position={{ bottom: 20, left: 20 }} zIndex={190}>
      <Popover opened={opened} onChange={setOpened} position="top-start" width={340} shadow="md" withArrow>
        <Popover.Target>
          <Indicator label={pending || refused || rows.length} size={18} color={colour} offset={4}>
            <UnstyledButton
              onClick={() => setOpened((o) => !o)}
              data-testid="outbox-indicator"
              data-pending={pending}
              aria-label={tr`待提交的内容`}
            >
              <Paper shadow="sm" radius="xl" px="md" py={8} withBorder>
                <Group gap={6} wrap="nowrap">
                  <OutboxIcon />
                  <Text size="sm" fw={500}>
                    {pending > 0 ? <Trans>待提交</Trans> : <Trans>提交记录</Trans>}
                  </Text>
                </Group>
              </Paper>
            </UnstyledButton>
          </Indicator>
        </Popover.Target>
        <Popover.Dropdown p="sm" data-testid="outbox-panel">
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              <Trans>离线时保存的提交</Trans>
            </Text>
            {pending > 0 && (
              <Button size="compact-xs" variant="light" onClick={replay} data-testid="outbox-retry">
                <Trans>立即重试</Trans>
              </Button>
            )}
          </Group>
          <ScrollArea.Autosize mah={320}>
            <Stack gap="xs">
              {rows.map((row) => (
                <OutboxRow key={row.id} row={row} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
          {pending > 0 && (
            <Text size="xs" c="dimmed" mt="xs">
              <Trans>联网后将自动提交，每项只会生效一次。</Trans>
            </Text>
          )}
        </Popover.Dropdown>
      </Popover>
    </Affix>
  );
}

function OutboxRow({ row }: { row: TOutboxRow }) {
  const { t: tr } = useLingui();
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="outbox-item" data-state={row.state}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={500} lineClamp={2}>
            {row.label}
          </Text>
          <Group gap={6}>
            <Badge size="xs" variant="light" color={STATE_COLOUR[row.state]}>
              {stateLabel(row.state)}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDate(row.createdAt)}
            </Text>
          </Group>
          {row.state === "refused" && row.message && (
            <Text size="xs" c="red" data-testid="outbox-item-message">
              {row.message}
            </Text>
          )}
        </Stack>
        {row.state !== "sending" && (
          <CloseButton
            size="sm"
            aria-label={row.state === "queued" ? tr`放弃提交` : tr`移除`}
            onClick={() => void dismiss(row.id)}
          />
        )}
      </Group>
    </Paper>
  );
}

function OutboxIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 13.5l2.5-7h11l2.5 7" />
      <path d="M4 13.5v4.5h16v-4.5h-5a3 3 0 01-6 0z" />
      <path d="M12 3v6M9.5 6.5L12 9l2.5-2.5" />
    </svg>
  );
}
