import { useState } from "react";
import { ActionIcon, Popover, SimpleGrid, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { EMOJI_LIST } from "#shared/widgets/comment.ts";

/**
 * The emoji's picture (public/emoji, Twemoji, precached by the service worker): a system without a colour
 * emoji font would draw the characters as empty boxes. What is inserted and stored stays the character.
 */
export function emojiImageUrl(char: string): string {
  return `/emoji/${char.codePointAt(0)!.toString(16)}.svg`;
}

interface EmojiPaletteProps {
  /** Called with the emoji character picked. */
  onPick: (char: string) => void;
  /** False near the comment's limit: the emoji are shown but cannot be picked. */
  canInsert: boolean;
  disabled?: boolean;
}

/** The smiley button under a comment box and its popover of the 56 emoji (spec 1 §9). */
export function EmojiPalette({ onPick, canInsert, disabled = false }: EmojiPaletteProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);

  return (
    <Popover
      opened={opened && !disabled}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      width={320}
      // with every emoji disabled there is nothing to trap focus in
      trapFocus={canInsert}
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t`表情`}
          aria-expanded={opened}
          disabled={disabled}
          onClick={() => setOpened((o) => !o)}
          data-testid="emoji-toggle"
        >
          <SmileyIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" data-testid="emoji-palette">
        <SimpleGrid cols={8} spacing={2} verticalSpacing={2}>
          {EMOJI_LIST.map((emoji) => (
            <ActionIcon
              key={emoji.code}
              variant="subtle"
              color="gray"
              size={34}
              onClick={() => canInsert && onPick(emoji.char)}
              disabled={!canInsert}
              aria-label={emoji.name}
              title={emoji.name}
              data-emoji={emoji.code}
            >
              <img src={emojiImageUrl(emoji.char)} alt="" width={22} height={22} loading="lazy" draggable={false} data-testid="emoji-image" />
            </ActionIcon>
          ))}
        </SimpleGrid>
        {canInsert ? null : (
          <Text size="xs" c="orange.8" mt="xs" data-testid="emoji-blocked">
            <Trans>已接近字数上限，无法继续添加表情</Trans>
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

function SmileyIcon() {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5c.9 1.2 2.1 1.8 3.5 1.8s2.6-.6 3.5-1.8" strokeLinecap="round" />
      <circle cx="9" cy="10" r="0.6" fill="currentColor" />
      <circle cx="15" cy="10" r="0.6" fill="currentColor" />
    </svg>
  );
}
