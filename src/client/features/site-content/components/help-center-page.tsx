import { Box, Flex, NavLink, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { useHelpDetail, useHelpList } from "../site-content.queries.ts";
import { localized } from "../site-content.display.ts";
import { ContentStates } from "./page-states.tsx";
import { RichHtml } from "./rich-html.tsx";

/**
 * /helpCenter?id=: the help articles' titles beside the chosen article (the first without an id; document 1
 * section 2.4 sends a modelType-1 user here without one).
 */
export function HelpCenterPage({ id }: { id: number | null }) {
  const { t, i18n } = useLingui();
  const list = useHelpList();
  const articles = list.data ?? [];
  const chosen = id ?? articles[0]?.id ?? 0;
  return (
    <Stack gap="lg" data-testid="help-center">
      <Title order={1} size="h2">
        <Trans>帮助中心</Trans>
      </Title>
      <ContentStates query={{ ...list, data: list.data ?? null }}>
        {() =>
          articles.length === 0 ? (
            <EmptyState />
          ) : (
            <Flex direction={{ base: "column", sm: "row" }} gap="lg" align="flex-start">
              <Box w={{ base: "100%", sm: 300 }} style={{ flexShrink: 0 }}>
                <Paper withBorder radius="md" p="xs" component="nav" aria-label={t`帮助文章`}>
                  {articles.map((a) => (
                    <NavLink
                      key={a.id}
                      component={Link}
                      to="/helpCenter"
                      // the route parses ?id itself (routes/helpCenter.tsx); a feature does not know the route tree's types
                      search={{ id: a.id } as never}
                      label={localized(a.title, a.titleEn, i18n.locale)}
                      active={a.id === chosen}
                      data-testid="help-item"
                    />
                  ))}
                </Paper>
              </Box>
              <Box style={{ flex: 1, minWidth: 0 }} w="100%">
                <HelpArticle id={chosen} />
              </Box>
            </Flex>
          )
        }
      </ContentStates>
    </Stack>
  );
}

function HelpArticle({ id }: { id: number }) {
  const { i18n } = useLingui();
  const article = useHelpDetail(id);
  return (
    <ContentStates query={article}>
      {(a) => (
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} data-testid="help-article">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {localized(a.title, a.titleEn, i18n.locale)}
            </Title>
            <Text size="xs" c="dimmed">
              <Trans>更新于 {a.updTime.slice(0, 10)}</Trans>
            </Text>
            <RichHtml html={localized(a.content, a.contentEn, i18n.locale)} />
          </Stack>
        </Paper>
      )}
    </ContentStates>
  );
}
