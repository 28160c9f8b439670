import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { Anchor, Box, Container, Group, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { LanguageToggle } from "#client/components/language-toggle.tsx";

/**
 * The frame of the public pages outside the main layout (about us, the centre's introduction, courses, the
 * maintenance page; document 1 section 2.1): a slim bar with the portal's name back to the home page and
 * the language toggle, then the page.
 */
export function BarePageFrame({ children, homeLink = true }: { children: ReactNode; homeLink?: boolean }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="blue.8" c="white" py="sm">
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            {homeLink ? (
              <Anchor component={Link} to="/home" c="white" fw={700} underline="never">
                <Trans>路演中心</Trans>
              </Anchor>
            ) : (
              <Text fw={700}>
                <Trans>路演中心</Trans>
              </Text>
            )}
            <LanguageToggle />
          </Group>
        </Container>
      </Box>
      <Container size="lg" py={{ base: "md", sm: "xl" }} px={{ base: "sm", sm: "md" }}>
        {children}
      </Container>
    </Box>
  );
}
