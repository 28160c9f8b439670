import type { ReactNode } from "react";
import { Button, type MantineColor } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { reportError } from "#client/lib/errors.ts";
import { useMarker, useMyMarks, usePersonalLoginHere, useToggleFavourite, useToggleFollow } from "#client/lib/personal-marks.ts";

/**
 * The favourite and follow buttons of the public pages (document 4 sections 2.3 and 4): a personal account
 * marks and unmarks; a visitor is taken to the personal login and back; an enterprise or operator login has
 * no personal corner, so the buttons are not shown to it.
 */

export function FavouriteButton({ activityId }: { activityId: number }) {
  const { t } = useLingui();
  const marker = useMarker();
  const marks = useMyMarks({ activityId }, marker === "personal");
  const toggle = useToggleFavourite();
  return (
    <MarkButton
      on={marks.data?.favourited === true}
      onColor="orange.9"
      icon={(on) => <StarIcon filled={on} />}
      label={(on) => (on ? <Trans>已收藏</Trans> : <Trans>收藏</Trans>)}
      loginTitle={t`登录后收藏`}
      testId="favourite-button"
      marker={marker}
      reading={marks.isPending}
      toggling={toggle.isPending}
      onToggle={() => toggle.mutate(activityId, { onError: reportError })}
    />
  );
}

/** `offVariant` "light" where the button sits on a white card rather than the activity header's dark picture. */
export function FollowButton({ companyId, offVariant = "white" }: { companyId: number; offVariant?: "white" | "light" }) {
  const { t } = useLingui();
  const marker = useMarker();
  const marks = useMyMarks({ companyId }, marker === "personal");
  const toggle = useToggleFollow();
  return (
    <MarkButton
      on={marks.data?.followed === true}
      onColor="blue.8"
      offVariant={offVariant}
      icon={(on) => <PlusIcon done={on} />}
      label={(on) => (on ? <Trans>已关注</Trans> : <Trans>关注公司</Trans>)}
      loginTitle={t`登录后关注`}
      testId="follow-button"
      marker={marker}
      reading={marks.isPending}
      toggling={toggle.isPending}
      onToggle={() => toggle.mutate(companyId, { onError: reportError })}
    />
  );
}

interface TMarkButtonProps {
  on: boolean;
  onColor: MantineColor;
  offVariant?: "white" | "light";
  icon: (on: boolean) => ReactNode;
  label: (on: boolean) => ReactNode;
  loginTitle: string;
  testId: string;
  marker: ReturnType<typeof useMarker>;
  reading: boolean;
  toggling: boolean;
  onToggle: () => void;
}

/** One mark: white while unmarked, like the header's other buttons; a dark fill once marked (axe: text contrast). */
function MarkButton({ on: marked, onColor, offVariant = "white", icon, label, loginTitle, testId, marker, reading, toggling, onToggle }: TMarkButtonProps) {
  const login = usePersonalLoginHere();
  if (marker === "other" || marker === "unknown") return null;
  const on = marker === "personal" && marked;
  return (
    <Button
      size="xs"
      variant={on ? "filled" : offVariant}
      color={on ? onColor : undefined}
      leftSection={icon(on)}
      aria-pressed={marker === "personal" ? on : undefined}
      loading={toggling || login.isPending}
      disabled={marker === "personal" && reading}
      title={marker === "visitor" ? loginTitle : undefined}
      onClick={() => (marker === "visitor" ? login.mutate(undefined, { onError: reportError }) : onToggle())}
      data-testid={testId}
      data-on={on}
      // beside a name in a row that does not wrap, the name gives way, never the button ("✓ Follo" at 390 px)
      style={{ flexShrink: 0 }}
    >
      {label(on)}
    </Button>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </svg>
  );
}

function PlusIcon({ done }: { done: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      {done ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M12 5v14M5 12h14" />}
    </svg>
  );
}
