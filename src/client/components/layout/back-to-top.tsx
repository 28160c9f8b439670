import { useEffect, useState } from "react";
import { ActionIcon, Affix, Transition } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconArrowUp } from "#client/components/layout/icons-on-demand.tsx";
import classes from "#client/components/layout/layout.module.css";

/**
 * The back-to-top button (spec 1 §2.2). Side buttons load it the first time the page scrolls past the
 * threshold, so its portal and transition are no part of what every page loads first (npm run bench:bundle).
 */
export function BackToTop({ shown, onClick }: { shown: boolean; onClick: () => void }) {
  const { t } = useLingui();
  // mounted one render after loading, so the first appearance slides in like every later one
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <Transition transition="slide-up" mounted={ready && shown}>
        {(styles) => (
          <ActionIcon
            style={styles}
            className={classes.backToTop}
            size="xl"
            radius="xl"
            variant="white"
            aria-label={t`回到顶部`}
            title={t`回到顶部`}
            onClick={onClick}
            data-testid="back-to-top"
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
