import { Suspense, type ReactNode } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { Box, Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { lazyNamed } from "#client/lib/lazy-named.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { useToken } from "#client/lib/session.ts";
import { LoginPanel } from "#client/features/session/components/login-panel.tsx";
import classes from "./home.module.css";

// Only a logged-in visit shows the user card; it loads while the root fetches the user it shows, and a visitor's
// /home never loads it (npm run bench:bundle).
const CurrentUserCard = lazyNamed(() => import("#client/features/session/components/current-user-card.tsx"), "CurrentUserCard");
// The page's content (document 4 section 2.1) comes from four features, each in a chunk of its own so the first
// paint waits for none of them; each keeps the room it will take meanwhile, so nothing below it jumps.
const loadBanner = () => import("#client/features/site-content/components/home-banner-carousel.tsx");
const loadStrips = () => import("#client/features/public-list/components/home-activity-strips.tsx");
const loadTopics = () => import("#client/features/site-content/components/home-hot-topics.tsx");
const loadVideos = () => import("#client/features/public-videos/components/home-video-strips.tsx");
const HomeBannerCarousel = lazyNamed(loadBanner, "HomeBannerCarousel");
const HomeActivityStrips = lazyNamed(loadStrips, "HomeActivityStrips");
const HomeHotTopics = lazyNamed(loadTopics, "HomeHotTopics");
const HomeVideoStrips = lazyNamed(loadVideos, "HomeVideoStrips");

/**
 * Starts what the first screen needs as the route loads, beside the page's own chunk, instead of one after the
 * other from its first render: the content's chunks and the banners (the largest thing painted, which
 * Lighthouse times as LCP). Their words are in the shell catalog (lingui.config.ts), loaded at start. Nothing is awaited: the page renders at once and
 * each part keeps its room until it is there.
 */
function startFirstScreen(): void {
  const quiet = (work: Promise<unknown>) => void work.catch(() => undefined);
  // each in a task of its own: asking for a chunk adds a preload link per file it imports, and the four at
  // once took 130 ms in one task on a throttled phone
  for (const load of [loadBanner, loadStrips, loadTopics, loadVideos]) setTimeout(() => quiet(load()), 0);
  quiet(import("#client/features/site-content/site-content.queries.ts").then((m) => queryClient.prefetchQuery(m.bannerListQuery())));
}

export const Route = createFileRoute("/home")({
  loader: startFirstScreen,
  component: HomePage,
});

function HomePage() {
  const token = useToken();
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }} px={{ base: "xs", sm: "md" }}>
      <Stack gap="xl">
        <div className={classes.top}>
          <Lazy fallback={<Skeleton className={classes.bannerRoom} radius="md" />}>
            <HomeBannerCarousel />
          </Lazy>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                <Trans>欢迎来到路演中心</Trans>
              </Title>
              <Text c="dimmed">
                <Trans>上市公司与基金公司的网上路演平台</Trans>
              </Text>
            </Stack>
            {token ? (
              <Suspense fallback={null}>
                <CurrentUserCard />
              </Suspense>
            ) : (
              <LoginPanel />
            )}
          </Stack>
        </div>
        <Lazy fallback={<Box className={classes.stripRoom} />}>
          <HomeActivityStrips />
        </Lazy>
        <Lazy fallback={null}>
          <HomeHotTopics />
        </Lazy>
        <Lazy fallback={<Box className={classes.stripRoom} />}>
          <HomeVideoStrips />
        </Lazy>
      </Stack>
    </Container>
  );
}

function Lazy({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
