import { useState } from "react";
import { Button, Group, Select, Stack, Text, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { wasShown } from "#client/lib/api.ts";
import { notify } from "#client/lib/notify.ts";
import { OutboxStoreError } from "#client/lib/outbox/queueable-post.ts";
import type { TGuest } from "#shared/api/qa.contract.ts";
import { REPLY_MAX, replyContentError } from "#shared/qa/qa-rules.ts";
import { useCappedText } from "#client/components/widgets/use-capped-text.ts";
import { useReply } from "../activity-qa.mutations.ts";
import { guestOptions } from "./qa-guest-options.ts";

/** Characters as the rules count them (an emoji is one), for the counter. */
export const charCount = (text: string): number => [...text].length;

export interface QaReplyBoxProps {
  activityId: number;
  questionId: number;
  guests: readonly TGuest[];
  disabled: boolean;
  /** after a reply was sent or queued: the pending list and the banner move on */
  onDone: () => void;
}

/**
 * The reply to one pending question (document 2 section 5): up to 2000 characters with a counter, an optional
 * guest named as the one answering. The reply is a queueable write: typed offline, it waits in the outbox.
 */
export function QaReplyBox({ activityId, questionId, guests, disabled, onDone }: QaReplyBoxProps) {
  const { t } = useLingui();
  const reply = useReply(activityId);
  // capped at the rule's limit as it is typed or pasted, never accepted and refused later; a cut is said once
  const { value: content, cut, edit, set: setContent } = useCappedText(REPLY_MAX);
  const [guestId, setGuestId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);
  // what will be stored: the trimmed text
  const length = charCount(content.trim());
  const empty = content.trim() === "";

  const send = async () => {
    const problem = replyContentError(content, "answer");
    if (problem) {
      // one message per refusal: under the box, where the text is
      setError(problem);
      return;
    }
    try {
      const result = await reply.mutateAsync({ questionId, content, guestId: guestId ? Number(guestId) : null });
      if (result.status === "queued") {
        setQueued(true);
        notify("warning", t`网络不可用，回复已保存在本机，联网后将自动提交`, { id: `qa-reply-queued:${questionId}` });
      } else if (result.envelope.code === 200) {
        notify("success", result.envelope.message || t`回复成功，等待审核`);
      } else {
        return; // a warning the request layer has shown; the text stays for another try
      }
      setContent("");
      setGuestId(null);
      onDone();
    } catch (failure) {
      if (failure instanceof OutboxStoreError) notify("error", failure.message);
      else if (!wasShown(failure)) notify("error", t`回复失败，请稍后重试`);
    }
  };

  return (
    <Stack gap={6} data-testid="qa-reply-box" data-question-id={questionId}>
      <Textarea
        aria-label={t`回复内容`}
        placeholder={disabled ? t`当前不在回复时间内` : t`请输入回复内容`}
        autosize
        minRows={2}
        maxRows={8}
        value={content}
        disabled={disabled}
        error={error}
        onChange={(event) => {
          edit(event.currentTarget.value, event.currentTarget.selectionEnd);
          setError(null);
          setQueued(false);
        }}
        data-testid="qa-reply-input"
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Select
            aria-label={t`回复嘉宾`}
            placeholder={t`回复嘉宾（选填）`}
            data={guestOptions(guests)}
            value={guestId}
            onChange={setGuestId}
            clearable
            disabled={disabled || guests.length === 0}
            size="xs"
            w={220}
            comboboxProps={{ withinPortal: true }}
            data-testid="qa-reply-guest"
          />
          <Text size="xs" c={length > REPLY_MAX ? "red" : "dimmed"} data-testid="qa-reply-counter">
            {length}/{REPLY_MAX}
          </Text>
        </Group>
        <Button size="xs" onClick={() => void send()} loading={reply.isPending} disabled={disabled || empty} data-testid="qa-reply-send">
          <Trans>回复</Trans>
        </Button>
      </Group>
      {cut && (
        <Text size="xs" c="orange.8" role="status" data-testid="qa-reply-cut">
          <Trans>最多{REPLY_MAX}个字，超出的部分未输入</Trans>
        </Text>
      )}
      {queued && (
        <Text size="xs" c="orange" data-testid="qa-reply-queued">
          <Trans>回复已保存在本机，联网后将自动提交。</Trans>
        </Text>
      )}
    </Stack>
  );
}
