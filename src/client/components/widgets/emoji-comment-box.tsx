import { useLayoutEffect, useReducer, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from "react";
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { canInsertEmoji, COMMENT_EMPTY_MESSAGE, commentLength, isEmptyComment, truncateToMax } from "#shared/widgets/comment.ts";
import { isLocale } from "#client/lib/i18n.ts";
import { EmojiPalette } from "#client/components/widgets/emoji-palette.tsx";
import { insertAt, textToCommentHtml, type LimitedEdit } from "#client/components/widgets/comment-text.ts";
import { useCappedText } from "#client/components/widgets/use-capped-text.ts";
import autoGrow from "#client/components/widgets/auto-grow.module.css";

/** What a submitted comment hands to the caller. */
export interface CommentSubmission {
  /** The text, HTML-escaped, with emoji as characters and line breaks as <br>. */
  html: string;
  /** Stable for this draft until it is sent: use it as the write's Idempotency-Key, so a retry is applied once. */
  id: string;
}

export interface EmojiCommentBoxProps {
  maxLength: number;
  placeholder?: string;
  /** May return a promise: the box shows a loading state and clears only when it resolves. */
  onSubmit: (value: CommentSubmission) => void | Promise<void>;
  submitLabel?: ReactNode;
  disabled?: boolean;
}

/** A plain-text comment box with an emoji palette, a character limit and an empty-comment check (spec 1 §5.5). */
export function EmojiCommentBox({ maxLength, placeholder, onSubmit, submitLabel, disabled = false }: EmojiCommentBoxProps) {
  const { t, i18n } = useLingui();
  // an edit the limit cut (a paste of 520 characters into a 500 box): said once, not done silently
  const { value, cut, edit, set: setValue } = useCappedText(maxLength);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [draftId, setDraftId] = useState(() => crypto.randomUUID());
  const textarea = useRef<HTMLTextAreaElement>(null);
  // where the caret goes once React has written a cut value into the textarea (which moves the caret to the end)
  const pendingCaret = useRef<number | null>(null);
  // a cut that leaves the text as it was changes no state, yet React has reset the textarea: render anyway
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // an IME composition (pinyin) must not be cut half-way: the limit applies when the characters are committed
  const composing = useRef<{ before: string } | null>(null);

  useLayoutEffect(() => {
    const el = textarea.current;
    if (el && pendingCaret.current !== null) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  });

  const apply = (kept: LimitedEdit, typed: string) => {
    if (kept.value !== typed) {
      pendingCaret.current = kept.caret;
      rerender();
    }
    if (error) setError(null);
  };

  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const next = event.currentTarget.value;
    if (composing.current) {
      setValue(next);
      return;
    }
    apply(edit(next, event.currentTarget.selectionEnd), next);
  };

  const onCompositionEnd = (event: { currentTarget: HTMLTextAreaElement }) => {
    const before = composing.current?.before ?? value;
    composing.current = null;
    const next = event.currentTarget.value;
    apply(edit(next, event.currentTarget.selectionEnd, before), next);
  };

  // what will be stored: the text without its leading and trailing blank space
  const length = commentLength(value.trim());
  const empty = value.trim() === "";
  const canAddEmoji = canInsertEmoji(commentLength(value), maxLength);

  const addEmoji = (char: string) => {
    if (!canInsertEmoji(commentLength(value), maxLength)) return;
    const el = textarea.current;
    const current = value;
    const start = el?.selectionStart ?? current.length;
    const end = el?.selectionEnd ?? current.length;
    const inserted = insertAt(current, start, end, char);
    // the rule allows the emoji, but never let an insert end up over the limit
    if (truncateToMax(inserted.value, maxLength) !== inserted.value) return;
    pendingCaret.current = inserted.caret;
    setValue(inserted.value);
    if (error) setError(null);
  };

  const submit = async () => {
    if (busy || disabled) return;
    const html = textToCommentHtml(value);
    if (isEmptyComment(html)) {
      // the rule's own message, in the page's language (the server refuses an empty comment with the same text)
      setError(COMMENT_EMPTY_MESSAGE[isLocale(i18n.locale) ? i18n.locale : "zh-CN"]);
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ html, id: draftId });
      setValue("");
      setDraftId(crypto.randomUUID());
    } catch {
      // the caller reports the failure; the text and its id stay, so sending again replays the same write
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && !composing.current) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Stack gap={6} data-testid="emoji-comment-box">
      <Textarea
        ref={textarea}
        value={value}
        onChange={onChange}
        onCompositionStart={() => {
          composing.current = { before: value };
        }}
        onCompositionEnd={onCompositionEnd}
        onKeyDown={onKeyDown}
        placeholder={placeholder ?? t`请输入内容...`}
        aria-label={placeholder ?? t`评论内容`}
        rows={3}
        classNames={{ input: autoGrow.input }}
        disabled={disabled}
        error={error}
        data-testid="comment-input"
      />
      {cut ? (
        <Text size="xs" c="orange.8" data-testid="comment-cut" role="status">
          <Trans>最多{maxLength}个字，超出的部分未输入</Trans>
        </Text>
      ) : null}
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <EmojiPalette onPick={addEmoji} canInsert={canAddEmoji} disabled={disabled || busy} />
          <Text size="xs" c={length >= maxLength ? "orange.8" : "dimmed"} data-testid="comment-count" aria-live="polite">
            {length}/{maxLength}
          </Text>
        </Group>
        <Button onClick={() => void submit()} loading={busy} disabled={disabled || empty} data-testid="comment-submit">
          {submitLabel ?? <Trans>发表</Trans>}
        </Button>
      </Group>
    </Stack>
  );
}
