import type { MouseEvent } from "react";
import { Box, Container, Group, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { IconShieldCheck } from "#client/components/layout/icons.tsx";
import classes from "#client/components/layout/layout.module.css";
import { QrTile } from "#client/components/layout/qr-tile.tsx";
import { FRIENDSHIP_LINKS, isChatAppBrowser, SITE_INFO } from "#client/components/layout/site-info.ts";
import { notify } from "#client/lib/notify.ts";
import type { TFooterQr } from "#shared/shell/site-footer.ts";

export interface SiteFooterProps {
  /** The narrow, centred form of the enterprise pages (`hasNarrowFooter`). */
  narrow: boolean;
  isMobile: boolean;
  /** From public_settings: the QR codes to show (footerQrCodes: the configured ones, the mini program's while on). */
  qrCodes: readonly TFooterQr[];
  /** From public_settings: the filing numbers, null where not configured (then not shown). */
  icpNumber: string | null;
  psbNumber: string | null;
}

/** The footer (spec 1 §2.3): agreements, friendship links, QR codes (Chinese only), IPv6, copyright and filings. */
export function SiteFooter({ narrow, isMobile, qrCodes, icpNumber, psbNumber }: SiteFooterProps) {
  const { i18n, t } = useLingui();
  const since = SITE_INFO.copyrightSince;
  const year = new Date().getFullYear();
  const copyright = t`© ${since}-${year} 路演中心 版权所有`;

  // Inside the chat app on a phone, About us is reached through the home page after login (spec 1 §2.3).
  const onAboutUs = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isMobile && isChatAppBrowser()) {
      event.preventDefault();
      notify("info", t`请您登录后通过首页点我有惊喜进入`);
    }
  };

  const agreementLinks = (
    <>
      <Link to="/aboutUs" className={classes.footerLink} onClick={onAboutUs} data-testid="footer-about">
        <Trans>关于我们</Trans>
      </Link>
      <Link to="/VersionAgreement" search={{ routeType: 2 }} className={classes.footerLink}>
        <Trans>服务声明</Trans>
      </Link>
      <Link to="/VersionAgreement" search={{ routeType: 3 }} className={classes.footerLink}>
        <Trans>服务协议</Trans>
      </Link>
    </>
  );

  const filings = (
    <>
      {icpNumber ? <span data-testid="site-registration">{icpNumber}</span> : null}
      {psbNumber ? <span data-testid="site-registration">{psbNumber}</span> : null}
    </>
  );

  if (narrow) {
    return (
      <Box component="footer" className={classes.narrowFooter} data-testid="site-footer" data-variant="narrow">
        <Container size="md" py="md">
          <Stack gap={6} align="center" ta="center">
            <Group gap="lg" justify="center">
              {agreementLinks}
            </Group>
            <Group gap="md" justify="center">
              <span>{copyright}</span>
              {filings}
            </Group>
          </Stack>
        </Container>
      </Box>
    );
  }

  const showQr = i18n.locale === "zh-CN" && qrCodes.length > 0;
  const qrLabel = (kind: TFooterQr["kind"]) => (kind === "official" ? t`官方公众号` : t`小程序`);
  return (
    <Box component="footer" className={classes.footer} data-testid="site-footer" data-variant="full">
      <Box className={classes.frame} pt={isMobile ? "lg" : 40} pb="lg">
        <div className={classes.footerGrid} data-columns={showQr ? 4 : 3} style={{ gap: isMobile ? "var(--mantine-spacing-lg)" : 40 }}>
          {/* on a phone the name and the QR codes take a full row, the two link lists share one */}
          <Stack gap="xs" className={classes.footerWide}>
            <Text className={classes.footerHeading} fz="1.125rem">
              <Trans>路演中心</Trans>
            </Text>
            <Text size="sm" lh={1.7}>
              <Trans>上市公司与基金公司的网上路演平台</Trans>
            </Text>
          </Stack>
          <Stack gap={8}>
            <Text className={classes.footerHeading}>
              <Trans>关于</Trans>
            </Text>
            {agreementLinks}
          </Stack>
          <Stack gap={8}>
            <Text className={classes.footerHeading}>
              <Trans>友情链接</Trans>
            </Text>
            <a href={FRIENDSHIP_LINKS.szse} target="_blank" rel="noopener noreferrer" className={classes.footerLink}>
              <Trans>深圳证券交易所</Trans>
            </a>
            <a href={FRIENDSHIP_LINKS.cninfo} target="_blank" rel="noopener noreferrer" className={classes.footerLink}>
              <Trans>巨潮资讯网</Trans>
            </a>
          </Stack>
          {showQr ? (
            <Stack gap={8} className={classes.footerWide} data-testid="footer-qr">
              <Text className={classes.footerHeading}>
                <Trans>关注我们</Trans>
              </Text>
              <Group gap="md" align="flex-start">
                {qrCodes.map((qr) => (
                  <QrTile key={qr.kind} label={qrLabel(qr.kind)} image={qr.image} size={84} dark />
                ))}
              </Group>
            </Stack>
          ) : null}
        </div>
      </Box>
      <Box className={classes.footerBottom}>
        <Box className={classes.frame} py="md">
          <Group gap="lg" style={{ rowGap: 6 }} justify={isMobile ? "center" : "space-between"} ta={isMobile ? "center" : undefined}>
            <Group gap="lg" style={{ rowGap: 6 }} justify="center">
              <span>{copyright}</span>
              {filings}
            </Group>
            <Group gap={6} wrap="nowrap" data-testid="footer-ipv6">
              <IconShieldCheck size={16} />
              <span>
                <Trans>本网站支持IPv6访问</Trans>
              </span>
            </Group>
          </Group>
        </Box>
      </Box>
    </Box>
  );
}
