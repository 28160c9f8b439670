import { useCallback, useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Badge, Group, Paper, Stack, Tabs, Text, UnstyledButton } from "@mantine/core";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import type { TQaCount } from "#shared/api/qa.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { isReplyDisabled } from "#shared/qa/qa-rules.ts";
import { useToken } from "#client/lib/session.ts";
import { QA_SUB_TABS, QaSubTab, qaKeys, useQaGuests, type TQaSubTab } from "../activity-qa.queries.ts";
import { useNewQuestions } from "../use-new-questions.ts";
import { QaExportButtons } from "./qa-export-buttons.tsx";
import { QaRevokeDialog, type TRevokeTarget } from "./qa-revoke-dialog.tsx";
import { QaSpeechComposer } from "./qa-speech-composer.tsx";
import { QaSubList } from "./qa-sub-list.tsx";

export interface ActivityQaTabProps {
  activity: TCompanyActivity;
  /** the caller's company type: the investor-relations export is for types 1 and 8 */
  companyType: number | null | undefined;
}

const SUB_LABELS: Record<TQaSubTab, MessageDescriptor> = {
  [QaSubTab.pending]: msg`待回复问题`,
  [QaSubTab.answered]: msg`已回复问题`,
  [QaSubTab.speeches]: msg`嘉宾发言`,
  [QaSubTab.refused]: msg`已拒绝问题`,
  [QaSubTab.cancelled]: msg`撤销/驳回记录`,
};

function subCount(count: TQaCount | null, sub: TQaSubTab): number | null {
  if (!count) return null;
  const bySub: Record<TQaSubTab, number> = {
    [QaSubTab.pending]: count.pendingNum,
    [QaSubTab.answered]: count.answeredNum,
    [QaSubTab.speeches]: count.speechNum,
    [QaSubTab.refused]: count.refusedNum,
    [QaSubTab.cancelled]: count.cancelledAnswerNum,
  };
  return bySub[sub];
}

/** The current time, read again every half minute: the answer window opens and closes while the tab is open. */
function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const FIRST_PAGES: Record<TQaSubTab, number> = { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 };

/**
 * The company's Q&A tab (tab 7 of the activity detail page, document 2 section 2.4): the five sub-tabs, the
 * new-question banner, replies and guest speeches, revoking, and the three exports.
 */
export function ActivityQaTab({ activity: a, companyType }: ActivityQaTabProps) {
  const { i18n, t } = useLingui();
  const activityId = a.activityId;
  const queryClient = useQueryClient();
  const token = useToken();
  const [sub, setSub] = useState<TQaSubTab>(QaSubTab.pending);
  const [pages, setPages] = useState<Record<TQaSubTab, number>>(FIRST_PAGES);
  // bumped on each sub-tab switch, so the opened list mounts afresh and reloads (as the detail tabs do)
  const [visit, setVisit] = useState(0);
  const [revoking, setRevoking] = useState<TRevokeTarget | null>(null);
  const news = useNewQuestions(activityId);
  const guests = useQaGuests(activityId);
  const disabled = isReplyDisabled(a, useNow());
  const guestList = guests.data ?? [];

  const open = (next: TQaSubTab) => {
    setSub(next);
    setVisit((n) => n + 1);
    // opening the pending list shows whatever is new, so nothing is new any more
    if (next === QaSubTab.pending) void news.acknowledge();
    else void queryClient.invalidateQueries({ queryKey: qaKeys.subTab(token, activityId, next) });
  };
  const setPage = useCallback((page: number) => setPages((p) => (p[sub] === page ? p : { ...p, [sub]: page })), [sub]);

  const showNew = () => {
    setPages((p) => ({ ...p, [QaSubTab.pending]: 1 }));
    open(QaSubTab.pending);
  };
  const { rebase } = news;
  const written = useCallback(() => void rebase(), [rebase]);

  const start = a.answerStartTime ? formatDate(a.answerStartTime, "YYYY-MM-DD HH:mm") : "—";
  const end = a.answerEndTime ? formatDate(a.answerEndTime, "YYYY-MM-DD HH:mm") : "—";
  const windowText = a.answerStartTime || a.answerEndTime ? t`回复时间：${start} 至 ${end}` : null;
  const fresh = news.fresh;

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="activity-qa-tab" data-activity-id={activityId}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Group gap="lg" wrap="wrap" data-testid="qa-summary">
            <Text size="sm">
              <Trans>问题数</Trans>
              <Text span fw={600} ml={4}>
                {news.count?.questionNum ?? "—"}
              </Text>
            </Text>
            <Text size="sm">
              <Trans>回答数</Trans>
              <Text span fw={600} ml={4}>
                {news.count?.answerNum ?? "—"}
              </Text>
            </Text>
            <Text size="sm">
              <Trans>回复率</Trans>
              <Text span fw={600} ml={4}>
                {news.count ? `${news.count.replyRate}%` : "—"}
              </Text>
            </Text>
          </Group>
          <QaExportButtons activityId={activityId} isMulti={a.isMulti} companyType={companyType} />
        </Group>

        {fresh > 0 && (
          <UnstyledButton onClick={showNew} data-testid="qa-new-banner" data-count={fresh} aria-live="polite">
            <Alert color="blue" variant="light" py={8}>
              <Text size="sm" c="blue.8" fw={600}>
                <Trans>有{fresh}个新问题，点击查看</Trans>
              </Text>
            </Alert>
          </UnstyledButton>
        )}

        {disabled && (
          <Alert color="gray" variant="light" py={8} data-testid="qa-reply-disabled">
            <Text size="sm">
              <Trans>当前不在回复时间内，暂不能回复问题或发布嘉宾发言。</Trans>
              {windowText ? ` ${windowText}` : ""}
            </Text>
          </Alert>
        )}

        <Tabs value={String(sub)} onChange={(value) => value && open(Number(value) as TQaSubTab)} keepMounted={false}>
          <Tabs.List style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }} data-testid="qa-sub-tabs">
            {QA_SUB_TABS.map((key) => {
              const n = subCount(news.count, key);
              return (
                <Tabs.Tab
                  key={key}
                  value={String(key)}
                  style={{ flexShrink: 0 }}
                  data-testid={`qa-sub-tab-${key}`}
                  rightSection={
                    n !== null && n > 0 ? (
                      <Badge size="xs" variant="light" color={key === QaSubTab.pending ? "orange" : "gray"} circle={n < 10}>
                        {n > 99 ? "99+" : n}
                      </Badge>
                    ) : undefined
                  }
                >
                  {i18n._(SUB_LABELS[key])}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          <Tabs.Panel value={String(sub)} pt="md" key={`${sub}-${visit}`}>
            <Stack gap="sm">
              {sub === QaSubTab.speeches && (
                <QaSpeechComposer
                  activityId={activityId}
                  guests={guestList}
                  guestsLoading={guests.isPending && guests.fetchStatus !== "idle"}
                  disabled={disabled}
                  onDone={written}
                />
              )}
              <QaSubList
                activityId={activityId}
                sub={sub}
                page={pages[sub]}
                onPage={setPage}
                guests={guestList}
                replyDisabled={disabled}
                onRevoke={setRevoking}
                onWritten={written}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <QaRevokeDialog activityId={activityId} target={revoking} onClose={() => setRevoking(null)} onDone={written} />
    </Paper>
  );
}
