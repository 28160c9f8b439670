import { useState } from "react";
import { Button, Group, Paper, Select, Stack, Text, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { wasShown } from "#client/lib/api.ts";
import { notify } from "#client/lib/notify.ts";
import { OutboxStoreError } from "#client/lib/outbox/queueable-post.ts";
import type { TGuest } from "#shared/api/qa.contract.ts";
import { QaMsg, REPLY_MAX, replyContentError } from "#shared/qa/qa-rules.ts";
import { useCappedText } from "#client/components/widgets/use-capped-text.ts";
import { useSpeak } from "../activity-qa.mutations.ts";
import { guestOptions } from "./qa-guest-options.ts";
import { charCount } from "./qa-reply-box.tsx";

export interface QaSpeechComposerProps {
  activityId: number;
  guests: readonly TGuest[];
  guestsLoading: boolean;
  disabled: boolean;
  onDone: () => void;
}

/**
 * A guest's speech (document 2 sections 5 and 8): a speaker chosen from the activity's guests and up to 2000
 * characters. Queueable like a reply. A non-200 answer shows the server's message as an error.
 */
export function QaSpeechComposer({ activityId, guests, guestsLoading, disabled, onDone }: QaSpeechComposerProps) {
  const { t } = useLingui();
  const speak = useSpeak(activityId);
  const [guestId, setGuestId] = useState<string | null>(null);
  // capped at the rule's limit as it is typed or pasted; a cut is said once, beside the box
  const { value: content, cut, edit, set: setContent } = useCappedText(REPLY_MAX);
  const [errors, setErrors] = useState<{ guest?: string; content?: string }>({});
  // what will be stored: the trimmed text
  const length = charCount(content.trim());
  const empty = content.trim() === "";
  const noGuests = !guestsLoading && guests.length === 0;

  const send = async () => {
    // the speaker first, as the spec's messages are ordered
    // one message per refusal: beside the field it concerns
    if (!guestId) {
      setErrors({ guest: QaMsg.noGuest });
      return;
    }
    const problem = replyContentError(content, "speech");
    if (problem) {
      setErrors({ content: problem });
      return;
    }
    try {
      const result = await speak.mutateAsync({ guestId: Number(guestId), content });
      if (result.status === "queued") {
        notify("warning", t`网络不可用，发言已保存在本机，联网后将自动提交`, { id: "qa-speech-queued" });
      } else if (result.envelope.code === 200) {
        notify("success", result.envelope.message || t`发言成功，等待审核`);
      } else {
        // 400 and 403 are rejected and shown by the request layer; any other code is shown here, as an error
        if (result.envelope.code !== 415) notify("error", result.envelope.message || t`发言失败`);
        return;
      }
      setContent("");
      onDone();
    } catch (failure) {
      if (failure instanceof OutboxStoreError) notify("error", failure.message);
      else if (!wasShown(failure)) notify("error", t`发言失败`);
    }
  };

  return (
    <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)" data-testid="qa-speech-composer">
      <Stack gap={6}>
        <Text fw={600} size="sm">
          <Trans>嘉宾发言</Trans>
        </Text>
        {noGuests && (
          <Text size="sm" c="dimmed" data-testid="qa-speech-no-guests">
            <Trans>该活动暂无嘉宾，请先在活动资料中添加嘉宾后再发言。</Trans>
          </Text>
        )}
        <Select
          aria-label={t`发言嘉宾`}
          placeholder={t`请选择发言嘉宾`}
          data={guestOptions(guests)}
          value={guestId}
          onChange={(value) => {
            setGuestId(value);
            setErrors({});
          }}
          disabled={disabled || noGuests}
          error={errors.guest}
          maw={360}
          comboboxProps={{ withinPortal: true }}
          data-testid="qa-speech-guest"
        />
        <Textarea
          aria-label={t`发言内容`}
          placeholder={disabled ? t`当前不在回复时间内` : t`请输入发言内容`}
          autosize
          minRows={3}
          maxRows={10}
          value={content}
          disabled={disabled || noGuests}
          error={errors.content}
          onChange={(event) => {
            edit(event.currentTarget.value, event.currentTarget.selectionEnd);
            setErrors({});
          }}
          data-testid="qa-speech-input"
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c={length > REPLY_MAX ? "red" : "dimmed"} data-testid="qa-speech-counter">
            {length}/{REPLY_MAX}
          </Text>
          <Button size="xs" onClick={() => void send()} loading={speak.isPending} disabled={disabled || noGuests || empty} data-testid="qa-speech-send">
            <Trans>发布发言</Trans>
          </Button>
        </Group>
        {cut && (
          <Text size="xs" c="orange.8" role="status" data-testid="qa-speech-cut">
            <Trans>最多{REPLY_MAX}个字，超出的部分未输入</Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
