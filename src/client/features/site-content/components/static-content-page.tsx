import { Box, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { ComingSoon } from "#client/components/widgets/coming-soon.tsx";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { agreementPageKey, type TStaticPageKey } from "#shared/content/site-content.ts";
import { useStaticPage } from "../site-content.queries.ts";
import { localized } from "../site-content.display.ts";
import { ContentStates } from "./page-states.tsx";
import { RichHtml } from "./rich-html.tsx";

/**
 * A static page whose text lives in the database (about us, the centre's introduction, the two agreements,
 * coming soon, maintenance): its title and rich text in the page's language, the agreement version where
 * there is one. `pageKey` null (an unknown routeType) says the page does not exist.
 */
export function StaticContentPage({ pageKey, backHome = false }: { pageKey: TStaticPageKey | null; backHome?: boolean }) {
  const { i18n } = useLingui();
  const page = useStaticPage(pageKey);
  const query = pageKey === null ? { isPending: false, isError: false, error: null, data: null } : page;
  return (
    <ContentStates query={query}>
      {(p) => (
        <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} data-testid={`static-page-${p.pageKey}`}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {localized(p.title, p.titleEn, i18n.locale)}
            </Title>
            {p.version ? (
              <Text size="sm" c="dimmed" data-testid="agreement-version">
                <Trans>版本：{p.version}</Trans>
              </Text>
            ) : null}
            <RichHtml html={localized(p.content, p.contentEn, i18n.locale)} testId="static-page-body" />
            {backHome ? (
              <Button component={Link} to="/home" variant="light" w="fit-content">
                <Trans>返回首页</Trans>
              </Button>
            ) : null}
          </Stack>
        </Paper>
      )}
    </ContentStates>
  );
}

/** /ComingSoon: the coming-soon panel with the text operators edit (its built-in text while loading or offline). */
export function ComingSoonPage() {
  const { i18n } = useLingui();
  const page = useStaticPage("comingSoon").data;
  const body = page ? (
    <Box c="dimmed" maw={420} data-testid="coming-soon-text">
      <RichHtml html={localized(page.content, page.contentEn, i18n.locale)} />
    </Box>
  ) : undefined;
  return <ComingSoon body={body} />;
}

/** /VersionAgreement?routeType=2|3: the service declaration or the service protocol, with the agreement version. */
export function AgreementPage({ routeType }: { routeType: number | undefined }) {
  return <StaticContentPage pageKey={agreementPageKey(routeType)} />;
}
