import { Button, type ButtonProps } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { reportError } from "#client/lib/errors.ts";
import { useMarker, useMyMarks, usePersonalLoginHere, useToggleFavourite, useToggleFollow } from "#client/lib/personal-marks.ts";

/**
 * The favourite and follow buttons of the public pages (document 4 sections 2.3 and 4): a personal account
 * marks and unmarks; a visitor is taken to the personal login and back; an enterprise or operator login has
 * no personal corner, so the buttons are not shown to it.
 */

type TLook = Pick<ButtonProps, "size" | "variant" | "color">;

export function FavouriteButton({ activityId, ...look }: { activityId: number } & TLook) {
  const { t } = useLingui();
  const marker = useMarker();
  const marks = useMyMarks({ activityId }, marker === "personal");
  const toggle = useToggleFavourite();
  const login = usePersonalLoginHere();
  if (marker === "other" || marker === "unknown") return null;
  const on = marks.data?.favourited === true;
  return (
    <Button
      size="xs"
      variant={on ? "filled" : "light"}
      color="yellow"
      {...look}
      leftSection={<StarIcon filled={on} />}
      aria-pressed={marker === "personal" ? on : undefined}
      loading={toggle.isPending || login.isPending}
      disabled={marker === "personal" && marks.isPending}
      title={marker === "visitor" ? t`登录后收藏` : undefined}
      onClick={() => (marker === "visitor" ? login.mutate(undefined, { onError: reportError }) : toggle.mutate(activityId, { onError: reportError }))}
      data-testid="favourite-button"
      data-on={on}
    >
      {on ? <Trans>已收藏</Trans> : <Trans>收藏</Trans>}
    </Button>
  );
}

export function FollowButton({ companyId, ...look }: { companyId: number } & TLook) {
  const { t } = useLingui();
  const marker = useMarker();
  const marks = useMyMarks({ companyId }, marker === "personal");
  const toggle = useToggleFollow();
  const login = usePersonalLoginHere();
  if (marker === "other" || marker === "unknown") return null;
  const on = marks.data?.followed === true;
  return (
    <Button
      size="xs"
      variant={on ? "filled" : "light"}
      {...look}
      leftSection={<PlusIcon done={on} />}
      aria-pressed={marker === "personal" ? on : undefined}
      loading={toggle.isPending || login.isPending}
      disabled={marker === "personal" && marks.isPending}
      title={marker === "visitor" ? t`登录后关注` : undefined}
      onClick={() => (marker === "visitor" ? login.mutate(undefined, { onError: reportError }) : toggle.mutate(companyId, { onError: reportError }))}
      data-testid="follow-button"
      data-on={on}
    >
      {on ? <Trans>已关注</Trans> : <Trans>关注公司</Trans>}
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
