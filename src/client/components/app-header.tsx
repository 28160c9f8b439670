import { Container, Group, Image, Text, UnstyledButton } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { LanguageToggle } from "#client/components/language-toggle.tsx";

/** The bar on top of every page: the site name (back to home) and the language toggle. */
export function AppHeader() {
  const { t } = useLingui();
  return (
    <Container size="lg" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <UnstyledButton component={Link} to="/home" aria-label={t`返回首页`}>
          <Group gap="sm" wrap="nowrap">
            <Image src="/favicon.svg" alt="" w={32} h={32} />
            <Text fw={700} size="lg" c="blue.8" data-testid="site-name">
              <Trans>路演中心</Trans>
            </Text>
          </Group>
        </UnstyledButton>
        <LanguageToggle />
      </Group>
    </Container>
  );
}
