import { useState } from "react";
import { Badge, Button, Center, Group, Loader, Modal, Paper, Stack, Tabs, Text, Textarea } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TPreCollectQuestion } from "#shared/api/pre-collect.contract.ts";
import { ANSWER_MAX, PreCollectStatus, QUESTION_MAX, canAnswer, canCancelAnswer, canMarkUnsuitable, canUndoUnsuitable } from "#shared/qa/pre-collect-rules.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { exportXlsx } from "#client/components/widgets/export-xlsx.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { showNotification } from "#client/lib/notifications-bridge.ts";
import { fetchForExport, useAddQuestion, useMoveQuestion, usePreCollectPage, type TMove, type TSubTab } from "../pre-collect.queries.ts";
import { exportRows } from "../pre-collect-export.ts";
import { PreCollectImport } from "./import-preview.tsx";

export interface PreCollectTabProps {
  activityId: number;
  title: string;
}

/**
 * The pre-collected Q&A tab (document 3 section 2.1 item 4): sub-tabs All, Pending answer, Not suitable and
 * Answered (5 a page); reply, cancel an answer, mark not suitable and back (those three after a confirmation,
 * section 4); add a question with its answer; export the sub-tab's list as xlsx.
 */
export function PreCollectTab({ activityId, title }: PreCollectTabProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState<TSubTab>("all");
  const [pageNo, setPageNo] = useState(1);
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const list = usePreCollectPage(activityId, tab, pageNo);
  const tabs: { value: TSubTab; label: string }[] = [
    { value: "all", label: t`全部` },
    { value: PreCollectStatus.pending, label: t`待回答` },
    { value: PreCollectStatus.unsuitable, label: t`不适合回答` },
    { value: PreCollectStatus.answered, label: t`已回答` },
  ];

  const exportList = async () => {
    setExporting(true);
    try {
      const rows = await fetchForExport(activityId, tab);
      await exportXlsx(`${title}-${t`预征集问题`}`, [{ name: t`预征集问题`, rows: exportRows(rows) }]);
    } catch (error) {
      showNotification({ color: "red", message: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md" data-testid="pre-collect-tab">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Tabs
          value={String(tab)}
          onChange={(v) => {
            setTab(v === "all" || v === null ? "all" : (Number(v) as TSubTab));
            setPageNo(1);
          }}
        >
          <Tabs.List>
            {tabs.map((x) => (
              <Tabs.Tab key={String(x.value)} value={String(x.value)} data-testid={`pre-collect-sub-${x.value}`}>
                {x.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Group gap="xs">
          <Button size="xs" onClick={() => setAdding(true)} data-testid="pre-collect-add">
            {t`添加问题`}
          </Button>
          <PreCollectImport activityId={activityId} />
          <Button size="xs" variant="default" loading={exporting} onClick={() => void exportList()} data-testid="pre-collect-export">
            {t`导出`}
          </Button>
        </Group>
      </Group>

      {list.isPending ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (list.data?.records.length ?? 0) === 0 ? (
        <EmptyState compact />
      ) : (
        <Stack gap="sm" data-testid="pre-collect-list">
          {list.data!.records.map((q) => (
            <QuestionCard key={q.id} activityId={activityId} question={q} />
          ))}
        </Stack>
      )}
      {list.data ? <TablePager total={list.data.total} page={pageNo} pages={list.data.pages} onChange={setPageNo} hideSinglePage /> : null}
      <AddQuestionDialog activityId={activityId} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

function QuestionCard({ activityId, question: q }: { activityId: number; question: TPreCollectQuestion }) {
  const { t } = useLingui();
  const move = useMoveQuestion(activityId);
  const [reply, setReply] = useState("");
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState<TMove | null>(null);
  const statusText: Record<number, [string, string]> = {
    [PreCollectStatus.pending]: [t`待回答`, "orange"],
    [PreCollectStatus.answered]: [t`已回答`, "teal"],
    [PreCollectStatus.unsuitable]: [t`不适合回答`, "gray"],
  };
  const [label, color] = statusText[q.status] ?? ["", "gray"];
  const run = (m: TMove, answer?: string) =>
    move.mutate(
      { move: m, id: q.id, answer },
      {
        onSuccess: () => {
          setConfirming(null);
          setReplying(false);
          setReply("");
          showNotification({ color: "teal", message: t`操作成功` });
        },
        onError: (error) => {
          setConfirming(null);
          showNotification({ color: "red", message: errorMessage(error) });
        },
      },
    );
  const confirmText: Record<TMove, string> = {
    answer: "",
    markUnsuitable: t`确定将该问题标记为不适合回答吗？`,
    undoUnsuitable: t`确定撤销“不适合回答”吗？`,
    cancelAnswer: t`确定取消该回答吗？`,
  };

  return (
    <Paper withBorder radius="md" p="sm" data-testid="pre-collect-item" data-status={q.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={500} style={{ overflowWrap: "anywhere" }} data-testid="pre-collect-question">
            {q.question}
          </Text>
          <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
            {label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {(q.userNickName ?? q.userCompanyName ?? "") + " · " + q.crtTime.slice(0, 16).replace("T", " ")}
        </Text>
        {q.answer ? (
          <Text size="sm" bg="gray.0" p="xs" style={{ borderRadius: 6, overflowWrap: "anywhere" }} data-testid="pre-collect-answer">
            {q.answer}
          </Text>
        ) : null}
        {replying ? (
          <Stack gap={6}>
            <Textarea
              autosize
              minRows={2}
              maxLength={ANSWER_MAX}
              value={reply}
              onChange={(e) => setReply(e.currentTarget.value)}
              placeholder={t`请输入回复内容`}
              aria-label={t`回复内容`}
              data-testid="pre-collect-reply"
            />
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setReplying(false)}>
                {t`取消`}
              </Button>
              <Button
                size="xs"
                loading={move.isPending}
                onClick={() => (reply.trim() ? run("answer", reply) : showNotification({ color: "red", message: t`请输入回复内容` }))}
                data-testid="pre-collect-reply-submit"
              >
                {t`提交回复`}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs" justify="flex-end">
            {canAnswer(q) ? (
              <Button size="xs" variant="light" onClick={() => setReplying(true)} data-testid="pre-collect-answer-button">
                {t`回复`}
              </Button>
            ) : null}
            {canMarkUnsuitable(q) ? (
              <Button size="xs" variant="subtle" color="gray" onClick={() => setConfirming("markUnsuitable")} data-testid="pre-collect-unsuitable">
                {t`不适合回答`}
              </Button>
            ) : null}
            {canUndoUnsuitable(q) ? (
              <Button size="xs" variant="subtle" onClick={() => setConfirming("undoUnsuitable")} data-testid="pre-collect-undo">
                {t`撤销`}
              </Button>
            ) : null}
            {canCancelAnswer(q) ? (
              <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming("cancelAnswer")} data-testid="pre-collect-cancel-answer">
                {t`取消回答`}
              </Button>
            ) : null}
          </Group>
        )}
      </Stack>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t`提示`} centered size="sm">
        <Stack gap="md">
          <Text size="sm">{confirming ? confirmText[confirming] : ""}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t`取消`}
            </Button>
            <Button loading={move.isPending} onClick={() => confirming && run(confirming)} data-testid="pre-collect-confirm">
              {t`确定`}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function AddQuestionDialog({ activityId, opened, onClose }: { activityId: number; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const add = useAddQuestion(activityId);
  const [question, setQuestion] = useState("");
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!question.trim()) return setError(t`请输入问题`);
    if (!answer.trim()) return setError(t`请输入回答`);
    setError(null);
    add.mutate(
      { question, answer },
      {
        onSuccess: () => {
          setQuestion("");
          setAnswer("");
          onClose();
          showNotification({ color: "teal", message: t`添加成功` });
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t`添加问题`} centered data-testid="pre-collect-add-dialog">
      <Stack gap="sm">
        <Textarea label={t`问题`} required autosize minRows={2} maxLength={QUESTION_MAX} value={question} onChange={(e) => setQuestion(e.currentTarget.value)} data-testid="pre-collect-add-question" />
        <Textarea label={t`回答`} required autosize minRows={3} maxLength={ANSWER_MAX} value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} data-testid="pre-collect-add-answer" />
        {error ? (
          <Text c="red" size="sm" data-testid="pre-collect-add-error">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t`取消`}
          </Button>
          <Button loading={add.isPending} onClick={submit} data-testid="pre-collect-add-submit">
            {t`确定`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
