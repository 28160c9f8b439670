import { useState } from "react";
import { ActionIcon, Avatar, Badge, Box, Card, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title, Typography } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { byLocale, defaultAvatarKind, guestPhoto, introFor } from "#shared/activity/activity-page.ts";
import type { TPublicGuest } from "#shared/api/activity-page.contract.ts";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { fileUrl } from "#shared/http/file-url.ts";
import { usePreCollectedAnswers } from "../activity-page.queries.ts";
import { RichHtml } from "./rich-html.tsx";
import { AnchorLink } from "#client/components/layout/router-links.tsx";
import layout from "#client/components/layout/layout.module.css";

function Section({ title, testId, children }: { title: React.ReactNode; testId: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} data-testid={testId} component="section" className={layout.offscreen}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The introduction: rich text in the page's language (gsfc_intro_en_show decides for English), sanitised. */
export function IntroSection({ activity }: { activity: TPublicActivity }) {
  const { i18n } = useLingui();
  const intro = introFor(activity.companyIntroJson, i18n.locale);
  if (!intro.html) return null;
  return (
    <Section title={activity.companyType === 2 ? <Trans>企业及产品介绍</Trans> : <Trans>企业介绍</Trans>} testId="section-intro">
      <Typography data-testid="intro-text" lang={intro.lang === "en" ? "en" : "zh"} style={{ overflowWrap: "anywhere" }}>
        <RichHtml html={intro.html} />
      </Typography>
    </Section>
  );
}

/** The picture carousel (gsfc_pics): one picture at a time with its title, previous and next. */
export function PictureCarousel({ activity }: { activity: TPublicActivity }) {
  const { t } = useLingui();
  const pics = activity.companyIntroJson?.gsfc_pics ?? [];
  const [index, setIndex] = useState(0);
  if (pics.length === 0) return null;
  const pic = pics[index % pics.length]!;
  const go = (step: number) => setIndex((i) => (i + step + pics.length) % pics.length);
  return (
    <Section title={<Trans>宣传图片</Trans>} testId="section-pictures">
      <Box pos="relative">
        <Image src={fileUrl(pic.image)} alt={pic.title ?? ""} radius="md" style={{ aspectRatio: "16 / 9", objectFit: "cover" }} data-testid="carousel-image" />
        {pics.length > 1 ? (
          <>
            <ActionIcon variant="white" radius="xl" size="lg" pos="absolute" top="50%" left={8} style={{ transform: "translateY(-50%)" }} onClick={() => go(-1)} aria-label={t`上一张`}>
              ‹
            </ActionIcon>
            <ActionIcon variant="white" radius="xl" size="lg" pos="absolute" top="50%" right={8} style={{ transform: "translateY(-50%)" }} onClick={() => go(1)} aria-label={t`下一张`} data-testid="carousel-next">
              ›
            </ActionIcon>
          </>
        ) : null}
      </Box>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {pic.title}
        </Text>
        <Text size="xs" c="dimmed" data-testid="carousel-position">
          {index + 1} / {pics.length}
        </Text>
      </Group>
    </Section>
  );
}

/** The promotional video and the cloud-tour videos. */
export function VideosSection({ activity }: { activity: TPublicActivity }) {
  const { t } = useLingui();
  const intro = activity.companyIntroJson;
  const videos: { url: string; name: string }[] = [];
  const promo = activity.promotionalVideoPath ?? intro?.intro_video?.url ?? null;
  if (promo) videos.push({ url: promo, name: intro?.intro_video?.name ?? t`宣传视频` });
  for (const [i, url] of (intro?.cloud_video?.url ?? []).entries()) videos.push({ url, name: intro?.cloud_video?.name[i] ?? t`云参观视频 ${i + 1}` });
  if (videos.length === 0) return null;
  return (
    <Section title={<Trans>宣传视频</Trans>} testId="section-videos">
      <SimpleGrid cols={{ base: 1, sm: videos.length > 1 ? 2 : 1 }}>
        {videos.map((v) => (
          <Stack key={v.url} gap={4}>
            <video src={fileUrl(v.url)} controls preload="metadata" playsInline style={{ width: "100%", borderRadius: 8, background: "#000" }} />
            <Text size="sm">{v.name}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** A guest's picture: their photo, or the default by gender. */
function GuestAvatar({ guest }: { guest: TPublicGuest }) {
  const photo = guestPhoto(guest.avatarPath);
  const src = photo ? fileUrl(photo) : `/images/person_${defaultAvatarKind(guest.gender, guest.isHideGender)}.svg`;
  return <Avatar src={src} size={72} radius="xl" alt="" data-testid="guest-avatar" data-default={photo ? "false" : "true"} />;
}

/** The guests: picture, names, titles, company, introduction, in the page's language. */
export function GuestsSection({ activity }: { activity: TPublicActivity }) {
  const { i18n } = useLingui();
  if (activity.guestList.length === 0) return null;
  const en = i18n.locale === "en-US";
  return (
    <Section title={<Trans>出席嘉宾</Trans>} testId="section-guests">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {activity.guestList.map((g) => (
          <Card key={g.id} withBorder radius="md" padding="md" data-testid="guest">
            <Group align="flex-start" wrap="nowrap" gap="md">
              <GuestAvatar guest={g} />
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Text fw={600} data-testid="guest-name">
                  {byLocale(g.guestName, g.guestEnName, i18n.locale)}
                </Text>
                <Text size="sm" c="blue.8">
                  {byLocale(g.title, g.titleEn, i18n.locale)}
                </Text>
                {g.guestCompanyName || g.enGuestCompanyName ? (
                  <Text size="xs" c="dimmed">
                    {byLocale(g.guestCompanyName, g.enGuestCompanyName, i18n.locale)}
                  </Text>
                ) : null}
                {(en ? g.introEn || g.discription : g.discription) ? (
                  <Text size="sm" c="dark.4" style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
                    {byLocale(g.discription, g.introEn, i18n.locale)}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {activity.guestsOnStage !== null && activity.guestsOnStage > 0 ? (
        <Text size="xs" c="dimmed">
          <Trans>台上嘉宾 {activity.guestsOnStage} 人</Trans>
          {activity.guestsUnderStage ? (
            <>
              {" · "}
              <Trans>台下嘉宾 {activity.guestsUnderStage} 人</Trans>
            </>
          ) : null}
        </Text>
      ) : null}
    </Section>
  );
}

/** The schedule rows: time and title (English title on the English page). */
export function ScheduleSection({ activity }: { activity: TPublicActivity }) {
  const { i18n } = useLingui();
  if (activity.arrangeContentJson.length === 0) return null;
  return (
    <Section title={<Trans>活动日程</Trans>} testId="section-schedule">
      <Stack gap={0}>
        {activity.arrangeContentJson.map((row, i) => (
          <Group key={i} gap="md" wrap="nowrap" align="flex-start" py={8} style={{ borderTop: i === 0 ? undefined : "1px solid var(--mantine-color-gray-2)" }} data-testid="schedule-row">
            <Badge variant="light" radius="sm" style={{ flexShrink: 0 }} ff="monospace">
              {row.time}
            </Badge>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {byLocale(row.title, row.en_title, i18n.locale)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Section>
  );
}

/** The fund products linked to a fund activity. */
export function FundSection({ activity }: { activity: TPublicActivity }) {
  if (activity.activityFundProductList.length === 0) return null;
  return (
    <Section title={<Trans>产品概况</Trans>} testId="section-funds">
      <Table.ScrollContainer minWidth={320}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>基金代码</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>基金简称</Trans>
              </Table.Th>
              <Table.Th visibleFrom="sm">
                <Trans>基金全称</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {activity.activityFundProductList.map((f) => (
              <Table.Tr key={f.id} data-testid="fund-row">
                <Table.Td ff="monospace">{f.fundCode}</Table.Td>
                <Table.Td>{f.fundAbbr}</Table.Td>
                <Table.Td visibleFrom="sm">{f.fundExpansionAbbr ?? ""}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Section>
  );
}

/** A collective's companies, each a link to its corner. */
export function CompaniesSection({ activity }: { activity: TPublicActivity }) {
  const { i18n } = useLingui();
  if (!activity.isMulti || activity.companyId !== null || activity.companyList.length === 0) return null;
  return (
    <Section title={<Trans>参会公司</Trans>} testId="section-companies">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {activity.companyList.map((c) => (
          <AnchorLink
            key={c.companyId}
            to="/singleCompany/$activityId/$companyId"
            params={{ activityId: String(activity.activityId), companyId: String(c.companyId) }}
            underline="never"
            data-testid="corner-link"
            data-name={c.companyShortName}
          >
            <Card withBorder radius="md" padding="sm">
              <Group gap="sm" wrap="nowrap">
                <Avatar src={c.miniLogoPath ? fileUrl(c.miniLogoPath) : null} radius="md" color="blue">
                  {c.companyShortName.slice(0, 2)}
                </Avatar>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={500} truncate>
                    {byLocale(c.companyShortName, c.enShortName, i18n.locale)}
                  </Text>
                  {c.stockCode ? (
                    <Text size="xs" c="dimmed" ff="monospace">
                      {c.stockCode}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            </Card>
          </AnchorLink>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/** Scene photos (worksitImageJson), when the company added them. */
export function ScenePhotosSection({ activity }: { activity: TPublicActivity }) {
  const { i18n } = useLingui();
  if (activity.worksitImageJson.length === 0) return null;
  return (
    <Section title={<Trans>现场图片</Trans>} testId="section-scene">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {activity.worksitImageJson.map((p, i) => (
          <Stack key={i} gap={4}>
            <Image src={fileUrl(p.image)} alt={p.title ?? ""} radius="sm" style={{ aspectRatio: "16 / 9", objectFit: "cover" }} />
            <Text size="xs" c="dimmed">
              {byLocale(p.content, p.en_content, i18n.locale)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/**
 * Pre-collected questions and their answers (document 4 section 2.3), when the activity's module is on: the
 * answered ones, newest answer first.
 */
export function PreCollectedSection({ activity, testCode }: { activity: TPublicActivity; testCode: string | null }) {
  const answered = usePreCollectedAnswers(activity.activityId, testCode);
  const rows = answered.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Section title={<Trans>预征集问题</Trans>} testId="section-pre-collected">
      <Stack gap="sm">
        {rows.map((r) => (
          <Stack key={r.id} gap={4} data-testid="pre-collected-item">
            <Text fw={500} style={{ overflowWrap: "anywhere" }}>
              <Trans>问：</Trans>
              {r.question}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              <Trans>答：</Trans>
              {r.answer}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}
