import { useEffect, useRef, useState } from "react";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useLocation } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { AnchorLink } from "#client/components/layout/router-links.tsx";
import { preloadOutbox } from "#client/components/outbox/outbox-preload.ts";
import { EmojiCommentBox, type CommentSubmission } from "#client/components/widgets/emoji-comment-box.tsx";
import { reportError } from "#client/lib/errors.ts";
import { notify } from "#client/lib/notify.ts";
import { useToken } from "#client/lib/session.ts";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { ASK_MAX, askContentError, QaOutcome } from "#shared/qa/qa-rules.ts";
import { askedText, askState, commentHtmlToText, refusalText } from "../public-qa.display.ts";
import { useAskQuestion, usePersonalLogin } from "../public-qa.mutations.ts";
import { useViewer } from "../public-qa.queries.ts";
import { useQueuedQuestions } from "../use-queued-questions.ts";

type TAskResult = { kind: "sent"; message: string } | { kind: "queued" } | { kind: "replayed" };

export interface AskBoxProps {
  activity: TPublicActivity;
  testCode: string | null;
  /** Called after a question reached the server, so the list can show the first page with it on top. */
  onAsked?: () => void;
  /** a collective's corner: the question is addressed to this company */
  companyId?: number | null;
}

/**
 * The ask box (document 4 section 2.3): the emoji comment box, 500 characters, empty blocked. Asking needs a
 * personal, real-person-verified login; otherwise the box is disabled and says why, with the way forward
 * (personal login, the switch from an enterprise login, the real-person page). Offline, the question waits
 * in the outbox and is sent once the network returns.
 */
export function AskBox({ activity, testCode, onAsked, companyId = null }: AskBoxProps) {
  const { t } = useLingui();
  const token = useToken();
  const viewer = useViewer();
  const ask = useAskQuestion(activity.activityId, testCode, companyId);
  const login = usePersonalLogin();
  const queued = useQueuedQuestions(activity.activityId);
  // after verifying, the investor comes back to this page
  const here = useLocation({ select: (l) => l.href });
  const [result, setResult] = useState<TAskResult | null>(null);

  // the outbox sent what was waiting: say so instead of "will be sent"
  const lastQueued = useRef(queued);
  useEffect(() => {
    if (lastQueued.current > 0 && queued === 0) setResult((r) => (r?.kind === "queued" ? { kind: "replayed" } : r));
    lastQueued.current = queued;
  }, [queued]);

  const loadingUser = token !== null && viewer.isPending;
  const { reason, block } = askState(token, loadingUser ? undefined : viewer.data, activity);
  const disabled = loadingUser || reason !== null;

  // a question may be queued offline: fetch the outbox's code while online, so its list can show then
  useEffect(() => {
    if (reason === null && !loadingUser) preloadOutbox();
  }, [reason, loadingUser]);

  const submit = async ({ html }: CommentSubmission) => {
    const content = commentHtmlToText(html);
    const invalid = askContentError(content);
    if (invalid) {
      notify("error", invalid.code === QaOutcome.askEmpty.code ? t`内容不能为空` : t`内容不能超过${ASK_MAX}个字符`);
      throw new Error(invalid.message);
    }
    setResult(null);
    try {
      const outcome = await ask.mutateAsync({ content });
      if (outcome.status === "queued") {
        setResult({ kind: "queued" });
      } else {
        setResult({ kind: "sent", message: askedText(outcome.envelope, activity.isAutoApprove) });
        onAsked?.();
      }
    } catch (error) {
      reportError(error);
      // the box keeps the text, so asking again sends the same words
      throw error;
    }
  };

  return (
    <Stack gap="sm" data-testid="ask-box" data-block={block ?? "none"}>
      {reason !== null && !loadingUser ? (
        <Alert color={block === "closed" ? "gray" : "blue"} variant="light" data-testid="ask-refusal">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">{refusalText(reason)}</Text>
            {block === "login" ? (
              <Button size="xs" loading={login.isPending} onClick={() => login.mutate({ endCurrent: false }, { onError: reportError })} data-testid="ask-login">
                <Trans>个人登录</Trans>
              </Button>
            ) : null}
            {block === "switch" ? (
              <Button size="xs" loading={login.isPending} onClick={() => login.mutate({ endCurrent: true }, { onError: reportError })} data-testid="ask-switch">
                <Trans>切换为个人登录</Trans>
              </Button>
            ) : null}
            {block === "realPerson" ? (
              <AnchorLink to="/realPersonIndex" search={{ redirect: here }} size="sm" fw={600} data-testid="ask-real-person">
                <Trans>去实名认证</Trans>
              </AnchorLink>
            ) : null}
          </Group>
        </Alert>
      ) : null}
      <EmojiCommentBox
        maxLength={ASK_MAX}
        placeholder={t`请输入您的问题（不超过${ASK_MAX}个字）`}
        submitLabel={<Trans>提问</Trans>}
        disabled={disabled}
        onSubmit={submit}
      />
      {result?.kind === "sent" ? (
        <Alert color="teal" variant="light" data-testid="ask-result" withCloseButton onClose={() => setResult(null)}>
          {result.message}
        </Alert>
      ) : null}
      {result?.kind === "replayed" ? (
        <Alert color="teal" variant="light" data-testid="ask-result" withCloseButton onClose={() => setResult(null)}>
          <Trans>网络已恢复，您的问题已提交</Trans>
        </Alert>
      ) : null}
      {result?.kind === "queued" || (queued > 0 && result?.kind !== "replayed") ? (
        <Alert color="orange" variant="light" data-testid="ask-queued" title={t`等待联网提交`}>
          <Trans>网络不可用，您的问题已保存在本机，联网后将自动提交一次。可在左下角的待提交列表中查看。</Trans>
        </Alert>
      ) : null}
    </Stack>
  );
}
