import type { ReactNode } from "react";
import { Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";

/** The spec's empty texts (spec 1 §8.4): each variant is one of them. */
export type EmptyStateVariant = "noData" | "noSlots" | "noDates" | "noSearchResults" | "none";

export interface EmptyStateProps {
  /** Which of the spec's empty texts to show; `noData` by default. */
  variant?: EmptyStateVariant;
  /** Replaces the variant's text, for the rare page that needs its own wording. */
  description?: ReactNode;
  /** A button or link under the text, e.g. "clear the search". */
  action?: ReactNode;
  /** A smaller illustration, for empty states inside cards, pickers and tables. */
  compact?: boolean;
}

/**
 * What a list, a picker or a search shows when it has nothing. `none` is the inline "无" used for an
 * empty field value, so it renders as plain dimmed text without the illustration.
 */
export function EmptyState({ variant = "noData", description, action, compact = false }: EmptyStateProps) {
  const { t } = useLingui();
  const texts: Record<EmptyStateVariant, string> = {
    noData: t`暂无数据`,
    noSlots: t`暂无可选时段`,
    noDates: t`暂无可选日期`,
    noSearchResults: t`很抱歉，您搜索的关键词暂无任何内容`,
    none: t`无`,
  };
  const text = description ?? texts[variant];

  if (variant === "none") {
    return (
      <Text span c="dimmed" data-testid="empty-state" data-variant={variant}>
        {text}
      </Text>
    );
  }

  return (
    <Stack
      align="center"
      justify="center"
      gap={compact ? "xs" : "sm"}
      py={compact ? "md" : "xl"}
      px="md"
      role="status"
      data-testid="empty-state"
      data-variant={variant}
    >
      <EmptyIllustration size={compact ? 72 : 120} searching={variant === "noSearchResults"} />
      <Text c="dimmed" size={compact ? "sm" : "md"} ta="center" maw={420}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}

/** An open, empty tray (with a magnifier for searches), drawn in the theme's greys so it suits both pages and cards. */
export function EmptyIllustration({ size = 120, searching = false }: { size?: number; searching?: boolean }) {
  return (
    <svg
      width={size}
      height={(size * 3) / 4}
      viewBox="0 0 160 120"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="80" cy="104" rx="60" ry="8" fill="var(--mantine-color-gray-1)" />
      <path
        d="M30 62 L48 30 H112 L130 62 V92 a6 6 0 0 1 -6 6 H36 a6 6 0 0 1 -6 -6 Z"
        fill="var(--mantine-color-gray-0)"
        stroke="var(--mantine-color-gray-4)"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M30 62 H60 a6 6 0 0 1 6 6 a14 14 0 0 0 28 0 a6 6 0 0 1 6 -6 H130"
        stroke="var(--mantine-color-gray-4)"
        strokeWidth="3"
        strokeLinejoin="round"
        fill="none"
      />
      <path d="M58 18 L62 26 M80 12 V22 M102 18 L98 26" stroke="var(--mantine-color-gray-3)" strokeWidth="3" strokeLinecap="round" />
      {searching ? (
        <g stroke="var(--mantine-color-blue-4)" strokeWidth="4" strokeLinecap="round">
          <circle cx="118" cy="44" r="13" fill="var(--mantine-color-white)" />
          <path d="M127 54 L140 67" />
        </g>
      ) : null}
    </svg>
  );
}
