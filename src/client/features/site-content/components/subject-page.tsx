import { Box, Button, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { PreviewBanner } from "#client/components/layout/preview-banner.tsx";
import { useToken } from "#client/lib/session.ts";
import type { TSubjectDetail } from "#shared/api/content.contract.ts";
import { useSubjectDetail } from "../site-content.queries.ts";
import { imageSrc, localized } from "../site-content.display.ts";
import { LinkedActivityCard } from "./content-cards.tsx";
import { ContentStates } from "./page-states.tsx";
import { RichHtml } from "./rich-html.tsx";

/**
 * A subject page (/event/{id}/{testCode?}, document 4 section 2.4): header type 0 shows the banner under the
 * portal's header with the title below it; type 1 lays the title over the banner as the page's own header,
 * with a login button when the page asks for one. An unpublished page opens only with its test code, under
 * the preview banner; otherwise it is as missing as an unknown id.
 */
export function SubjectPage({ id, testCode }: { id: number; testCode: string | null }) {
  const subject = useSubjectDetail(id, testCode);
  const query = id > 0 ? subject : { isPending: false, isError: false, error: null, data: null };
  return (
    <ContentStates query={query} missingText={<Trans>专题页不存在</Trans>}>
      {(data) => <SubjectBody subject={data} />}
    </ContentStates>
  );
}

function SubjectBody({ subject }: { subject: TSubjectDetail }) {
  const { i18n } = useLingui();
  const token = useToken();
  const title = localized(subject.title, subject.titleEn, i18n.locale);
  const banner = imageSrc(subject.bannerUrl);
  const login =
    subject.showLogin && token === null ? (
      <Button component={Link} to="/loginIndex" variant={subject.headerType === 1 ? "white" : "filled"} size="sm" style={{ flexShrink: 0 }} data-testid="subject-login">
        <Trans>登录</Trans>
      </Button>
    ) : null;
  return (
    <Stack gap="lg" data-testid="subject-page" data-header-type={subject.headerType}>
      <PreviewBanner pubStatus={subject.isPreview ? 0 : 2} />
      {subject.headerType === 1 ? (
        <Box
          component="header"
          pos="relative"
          style={{ borderRadius: "var(--mantine-radius-md)", overflow: "hidden", background: "var(--mantine-color-blue-9)" }}
          data-testid="subject-header"
        >
          {banner ? <Image src={banner} alt="" h={{ base: 160, sm: 260 }} fit="cover" /> : <Box h={{ base: 120, sm: 180 }} />}
          <Group pos="absolute" bottom={0} left={0} right={0} p={{ base: "sm", sm: "lg" }} justify="space-between" wrap="nowrap" style={{ background: "linear-gradient(to top, rgb(0 0 0 / 0.55), transparent)" }}>
            <Title order={1} c="white" size="h2" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
              {title}
            </Title>
            {login}
          </Group>
        </Box>
      ) : (
        <>
          {banner ? <Image src={banner} alt="" radius="md" h={{ base: 140, sm: 240 }} fit="cover" /> : null}
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={1} size="h2" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
              {title}
            </Title>
            {login}
          </Group>
        </>
      )}
      <RichHtml html={localized(subject.content, subject.contentEn, i18n.locale)} testId="subject-content" />
      {subject.activities.length ? (
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>专题活动</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {subject.activities.map((activity) => (
              <LinkedActivityCard key={activity.activityId} activity={activity} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : (
        <Text c="dimmed">
          <Trans>暂无关联活动</Trans>
        </Text>
      )}
    </Stack>
  );
}
