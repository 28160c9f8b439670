import type { ReactNode } from "react";
import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";

export interface ComingSoonProps {
  /** The page's name as the user knows it, e.g. from the menu (already translated by the caller). */
  pageName?: ReactNode;
  /** Replaces the default explanation (the /ComingSoon page shows the text operators edit). */
  body?: ReactNode;
}

/**
 * The body of a route whose page a later issue builds: says plainly that it is not there yet rather
 * than showing an empty or half-working screen, and offers the way home.
 */
export function ComingSoon({ pageName, body }: ComingSoonProps) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl" data-testid="coming-soon">
        <Stack align="center" gap="md" ta="center">
          <ConstructionIllustration />
          {pageName ? (
            <Text c="dimmed" size="sm" fw={500} data-testid="coming-soon-page">
              {pageName}
            </Text>
          ) : null}
          <Title order={2} size="h3">
            <Trans>此页面正在建设中</Trans>
          </Title>
          {body ?? (
            <Text c="dimmed" maw={420}>
              <Trans>该功能即将上线，敬请期待。您可以先返回首页浏览其他内容。</Trans>
            </Text>
          )}
          <Button component={Link} to="/home" variant="light">
            <Trans>返回首页</Trans>
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/** A page outline with a striped barrier in front of it. */
function ConstructionIllustration() {
  return (
    <svg width={132} height={99} viewBox="0 0 160 120" fill="none" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="62" ry="7" fill="var(--mantine-color-gray-1)" />
      <rect x="42" y="10" width="76" height="86" rx="6" fill="var(--mantine-color-gray-0)" stroke="var(--mantine-color-gray-4)" strokeWidth="3" />
      <path d="M54 28 H106 M54 40 H96 M54 52 H100" stroke="var(--mantine-color-gray-3)" strokeWidth="4" strokeLinecap="round" />
      <rect x="22" y="66" width="116" height="20" rx="4" fill="var(--mantine-color-yellow-5)" />
      <path d="M34 66 L24 86 M58 66 L48 86 M82 66 L72 86 M106 66 L96 86 M130 66 L120 86" stroke="var(--mantine-color-dark-6)" strokeWidth="6" />
      <rect x="22" y="66" width="116" height="20" rx="4" stroke="var(--mantine-color-yellow-7)" strokeWidth="2" />
      <path d="M36 86 V106 M124 86 V106" stroke="var(--mantine-color-gray-6)" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
