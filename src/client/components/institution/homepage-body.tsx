import { Card, SimpleGrid, Stack, Text, Title, Typography } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { SafeHtml } from "#client/components/widgets/safe-html.tsx";
import { introForLocale } from "#shared/institution/company-homepage.ts";
import type { TCompanyIntro } from "#shared/institution/company-intro.ts";
import { storedFileUrl } from "./company-logo.tsx";
import { PictureCarousel } from "./picture-carousel.tsx";

/**
 * A company homepage's body (document 3 section 2.2 item 5, document 4 section 2.7): the picture carousel
 * (2000 ms), the introduction in the page's language and the videos. The public institution page, the
 * enterprise centre's maintenance panel and the operators' review show a homepage through this one view.
 */
export function HomepageBody({ intro }: { intro: TCompanyIntro }) {
  const { i18n } = useLingui();
  const text = introForLocale(intro, i18n.locale);
  const videos = [intro.intro_video, ...intro.cloud_video].filter((v): v is NonNullable<typeof v> => Boolean(v?.url));
  return (
    <SimpleGrid cols={{ base: 1, md: intro.gsfc_pics.length ? 2 : 1 }} spacing="lg">
      {intro.gsfc_pics.length ? <PictureCarousel pictures={intro.gsfc_pics} /> : null}
      <Card withBorder radius="md" padding="lg" miw={0}>
        <Title order={2} size="h4" mb="sm">
          <Trans>机构简介</Trans>
        </Title>
        {text.html.trim() ? (
          <Typography lang={text.lang === "en" ? "en" : "zh"} data-testid="company-intro" style={{ overflowWrap: "anywhere" }}>
            <SafeHtml html={text.html} />
          </Typography>
        ) : (
          <EmptyState compact />
        )}
      </Card>
      {videos.length ? (
        <Card withBorder radius="md" padding="lg" style={{ gridColumn: "1 / -1" }}>
          <Title order={2} size="h4" mb="sm">
            <Trans>机构视频</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {videos.map((v, i) => (
              <Stack key={`${v.url}-${i}`} gap={4}>
                <video src={storedFileUrl(v.url)} controls preload="metadata" style={{ width: "100%", borderRadius: 8, aspectRatio: "16 / 9", background: "#000" }} />
                <Text size="sm">{v.name}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Card>
      ) : null}
    </SimpleGrid>
  );
}
