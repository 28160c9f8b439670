import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazyNamed, useEverTrue } from "#client/lib/lazy-named.ts";
import { scrollToTop, useWindowScrollY } from "#client/lib/use-window-scroll-y.ts";

const CustomerServiceDrawer = lazyNamed(() => import("#client/components/layout/customer-service-drawer.tsx"), "CustomerServiceDrawer");
// It shows only once the page has scrolled past the threshold: loaded then, not with the first paint.
const BackToTop = lazyNamed(() => import("#client/components/layout/back-to-top.tsx"), "BackToTop");
import { IconChevronDown, IconDots, IconHeadset, IconMessageQuestion, IconPhone, IconQrCode } from "#client/components/layout/icons.tsx";
import classes from "#client/components/layout/layout.module.css";
import { QrTile } from "#client/components/layout/qr-tile.tsx";
import { isPastBackToTopThreshold, sideButtonsVisible } from "#shared/shell/display.ts";
import type { TFooterQr } from "#shared/shell/site-footer.ts";

export interface SideButtonsProps {
  pathname: string;
  isLoggedIn: boolean;
  loginType: string | null;
  /** public_settings: the hotline switch, and the configured QR codes (footerQrCodes) */
  hotlineEnabled: boolean;
  qrCodes: readonly TFooterQr[];
}

/** The fixed buttons on the right (spec 1 §2.2); which of them show is `sideButtonsVisible`'s decision. */
export function SideButtons({ pathname, isLoggedIn, loginType, hotlineEnabled, qrCodes }: SideButtonsProps) {
  const { t } = useLingui();
  const scrollY = useWindowScrollY();
  const [serviceOpen, setServiceOpen] = useState(false);
  const serviceMounted = useEverTrue(serviceOpen);
  const visible = sideButtonsVisible(pathname, isLoggedIn, loginType);
  const hotline = visible.hotline && hotlineEnabled;
  const anyInRail = visible.preCallQa || visible.customerService || visible.chatQr || hotline;
  const pastThreshold = isPastBackToTopThreshold(scrollY);
  const backToTopMounted = useEverTrue(visible.backToTop && pastThreshold);
  // On a phone the column would sit on the page's content (lists run to the right edge there), so it folds
  // into one button that opens it; read at once, so a phone never paints the open column first.
  const compact = useMediaQuery("(max-width: 47.99em)", false, { getInitialValueInEffect: false });
  // open on the page it was opened on: the next page starts folded, with no effect to reset it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const railOpen = openOn === pathname;
  const showGroup = !compact || railOpen;
  // Folded on a phone it still sits on the content's right edge (a message's date, a card's corner), so it
  // steps aside while the reader scrolls down and comes back when they scroll up or reach the top.
  const scrollingDown = useScrollingDown(scrollY);
  const stepAside = compact && !railOpen && scrollingDown;

  return (
    <>
      {anyInRail ? (
        <div className={classes.sideRail} data-stepped-aside={stepAside || undefined} data-testid="side-buttons">
          {showGroup ? (
            <div className={classes.sideGroup} id="side-button-group">
              {visible.preCallQa ? (
                <Link to="/preCallQa" className={classes.sideButton} data-testid="side-precallqa">
                  <IconMessageQuestion size={22} />
                  <span className={classes.sideLabel}>
                    <Trans>预征集</Trans>
                  </span>
                </Link>
              ) : null}
              {visible.customerService ? (
                <UnstyledButton className={classes.sideButton} onClick={() => setServiceOpen(true)} data-testid="side-service">
                  <IconHeadset size={22} />
                  <span className={classes.sideLabel}>
                    <Trans>在线客服</Trans>
                  </span>
                </UnstyledButton>
              ) : null}
              {visible.chatQr && qrCodes.length > 0 ? (
                <SidePopover icon={<IconQrCode size={22} />} label={t`关注我们`} testId="side-qr">
                  <Stack gap="xs" align="center">
                    <Text size="sm" fw={600}>
                      <Trans>扫码关注</Trans>
                    </Text>
                    <div style={{ display: "flex", gap: 16 }}>
                      {qrCodes.map((qr) => (
                        <QrTile key={qr.kind} label={qr.kind === "official" ? t`官方公众号` : t`小程序`} image={qr.image} />
                      ))}
                    </div>
                  </Stack>
                </SidePopover>
              ) : null}
              {hotline ? (
                <SidePopover icon={<IconPhone size={22} />} label={t`服务热线`} testId="side-hotline">
                  <Stack gap={4} maw={220}>
                    <Text size="sm" fw={600}>
                      <Trans>服务热线</Trans>
                    </Text>
                    <Text size="sm" c="dimmed">
                      <Trans>如需电话咨询，请联系您的客户经理。</Trans>
                    </Text>
                  </Stack>
                </SidePopover>
              ) : null}
            </div>
          ) : null}
          {compact ? (
            <UnstyledButton
              className={classes.sideToggle}
              onClick={() => setOpenOn(railOpen ? null : pathname)}
              aria-expanded={railOpen}
              aria-controls="side-button-group"
              aria-label={railOpen ? t`收起快捷服务` : t`快捷服务`}
              data-testid="side-toggle"
            >
              {railOpen ? <IconChevronDown size={22} /> : <IconDots size={22} />}
            </UnstyledButton>
          ) : null}
        </div>
      ) : null}
      {visible.backToTop && backToTopMounted ? (
        <Suspense fallback={null}>
          <BackToTop shown={pastThreshold} onClick={scrollToTop} />
        </Suspense>
      ) : null}
      {serviceMounted && (
        <Suspense fallback={null}>
          <CustomerServiceDrawer opened={serviceOpen} onClose={() => setServiceOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** Whether the window's last real move (past a few pixels of jitter) went down, away from the top. */
function useScrollingDown(y: number): boolean {
  const last = useRef(y);
  const [down, setDown] = useState(false);
  useEffect(() => {
    const delta = y - last.current;
    if (Math.abs(delta) < 8 && y > 40) return;
    last.current = y;
    setDown(delta > 0 && y > 40);
  }, [y]);
  return down;
}

/**
 * A side button whose content pops out to its left: on hover for a mouse (with a short grace period to move
 * into the panel), on tap for touch. A plain positioned panel rather than a floating popover: the button sits
 * at a fixed place, so nothing needs measuring, and first paint does not carry a positioning library.
 */
function SidePopover({ icon, label, testId, children }: { icon: ReactNode; label: string; testId: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const open = () => {
    window.clearTimeout(closeTimer.current);
    setOpened(true);
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpened(false), 150);
  };
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  return (
    <div
      className={classes.sidePopover}
      onMouseEnter={open}
      onMouseLeave={closeSoon}
      onKeyDown={(event) => event.key === "Escape" && setOpened(false)}
    >
      <UnstyledButton
        className={classes.sideButton}
        aria-label={label}
        aria-expanded={opened}
        data-expanded={opened || undefined}
        // a tap opens it (touch has no hover); a mouse that hovered already has it open, so a click keeps it
        onClick={open}
        onBlur={closeSoon}
        data-testid={testId}
      >
        {icon}
        <span className={classes.sideLabel}>{label}</span>
      </UnstyledButton>
      {opened ? (
        <Paper className={classes.sidePanel} shadow="md" p="sm" radius="md" withBorder role="dialog" aria-label={label}>
          {children}
        </Paper>
      ) : null}
    </div>
  );
}
