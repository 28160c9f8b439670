import type { ReactNode } from "react";
import { Badge, Container, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { CardLink } from "#client/components/layout/router-links.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import type { TPublicCompanyCard, TPublicVideoCard } from "#shared/api/public-list.contract.ts";
import { SearchTab, type TSearchTab } from "#shared/public-list/public-list-rules.ts";
import { useSearchAll, type TPage } from "../public-list.queries.ts";
import { isEnglish } from "../public-list.display.ts";
import type { TSearchResultsQuery } from "../public-list-search.ts";
import { PublicActivityCard } from "./public-activity-card.tsx";

export interface SearchResultsPageProps {
  query: TSearchResultsQuery;
  onQueryChange: (next: TSearchResultsQuery) => void;
  /** the hot-search words (the shell's dictionary), each of which searches itself */
  hotWords: { id: number; label: string; keyword: string }[];
}

/**
 * /searchResults?keyword= (document 4 section 2.7): tabs for activities, companies and videos (replays and the library) with
 * their counts, the hot-search words, and the spec's empty text when the keyword finds nothing.
 */
export function SearchResultsPage({ query, onQueryChange, hotWords }: SearchResultsPageProps) {
  const { t } = useLingui();
  const tab: TSearchTab = query.tab ?? SearchTab.activities;
  // the first pages of every tab give the counts; a later page of one tab is asked for alone
  const overview = useSearchAll(query.keyword, undefined, 1);
  const paged = useSearchAll(query.keyword, (query.page ?? 1) > 1 ? tab : undefined, query.page ?? 1);
  const result = (query.page ?? 1) > 1 ? paged.data : overview.data;
  const counts = overview.data;
  const onPage = (p: number) => onQueryChange({ keyword: query.keyword, tab, page: p > 1 ? p : undefined });
  const nothing = counts && counts.activities?.total === 0 && counts.companies?.total === 0 && counts.videos?.total === 0;

  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }} data-testid="search-results">
      <Stack gap="md">
        <Title order={2} size="h3" style={{ wordBreak: "break-word" }}>
          {query.keyword ? t`“${query.keyword}”的搜索结果` : t`搜索结果`}
        </Title>
        {hotWords.length > 0 ? (
          <Group gap={8} data-testid="search-hot-words">
            <Text size="sm" c="dimmed">
              <Trans>热门搜索</Trans>
            </Text>
            {hotWords.map((w) => (
              <Badge
                key={w.id}
                component="button"
                type="button"
                variant="light"
                tt="none"
                style={{ cursor: "pointer" }}
                onClick={() => onQueryChange({ keyword: w.keyword })}
              >
                {w.label}
              </Badge>
            ))}
          </Group>
        ) : null}
        {!query.keyword ? (
          <EmptyState description={t`请输入搜索关键词`} />
        ) : overview.isPending ? (
          <Loader mx="auto" my="xl" />
        ) : nothing || !counts ? (
          <EmptyState variant="noSearchResults" />
        ) : (
          <Tabs value={String(tab)} onChange={(v) => onQueryChange({ keyword: query.keyword, tab: Number(v) as TSearchTab })} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value={String(SearchTab.activities)} data-testid="search-tab-activities">
                {t`活动`} ({counts.activities?.total ?? 0})
              </Tabs.Tab>
              <Tabs.Tab value={String(SearchTab.companies)} data-testid="search-tab-companies">
                {t`公司`} ({counts.companies?.total ?? 0})
              </Tabs.Tab>
              <Tabs.Tab value={String(SearchTab.videos)} data-testid="search-tab-videos">
                {t({ message: "视频", context: "search results tab, plural" })} ({counts.videos?.total ?? 0})
              </Tabs.Tab>
            </Tabs.List>
            <Stack gap="md" pt="md">
              {tab === SearchTab.activities ? (
                <TabBody page={result?.activities} onPage={onPage} render={(r) => <PublicActivityCard key={r.activityId} card={r} />} />
              ) : tab === SearchTab.companies ? (
                <TabBody page={result?.companies} onPage={onPage} render={(r) => <CompanyCard key={r.companyId} company={r} />} />
              ) : (
                <TabBody page={result?.videos} onPage={onPage} render={(r) => <VideoCard key={`${r.kind}-${r.videoId}`} video={r} />} />
              )}
            </Stack>
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}

function TabBody<T>({ page, render, onPage }: { page: TPage<T> | null | undefined; render: (record: T) => ReactNode; onPage: (p: number) => void }) {
  if (!page || page.records.length === 0) return <EmptyState variant="noSearchResults" compact />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md" data-testid="search-cards">
        {page.records.map(render)}
      </SimpleGrid>
      <TablePager total={page.total} page={page.current} pages={page.pages} onChange={onPage} testId="search-pager" />
    </>
  );
}

function CompanyCard({ company }: { company: TPublicCompanyCard }) {
  const { i18n } = useLingui();
  const en = isEnglish(i18n.locale);
  return (
    <CardLink
      to="/institutionalCenterDetail"
      search={{ id: String(company.companyId) }}
      withBorder
      radius="md"
      padding="sm"
      data-testid="search-company-card"
      style={{ textDecoration: "none", color: "inherit", minWidth: 0 }}
    >
      <Text fw={600} truncate="end">
        {(en && company.enShortName) || company.shortName} {company.stockCode ?? ""}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {(en && company.enFullName) || company.fullName}
      </Text>
    </CardLink>
  );
}

function VideoCardBody({ video }: { video: TPublicVideoCard }) {
  const { t, i18n } = useLingui();
  const title = isEnglish(i18n.locale) && video.enTitle ? video.enTitle : video.title;
  const minutes = video.videoDuration ? Math.round(video.videoDuration / 60) : null;
  return (
    <>
      <Text fw={600} lineClamp={2}>
        {title}
      </Text>
      <Text size="sm" c="dimmed" truncate="end">
        {[video.companyShortName, video.stockCode].filter(Boolean).join(" ")}
      </Text>
      <Text size="sm">
        {video.startDate}
        {minutes ? ` · ${t`${minutes} 分钟`}` : ""}
      </Text>
    </>
  );
}

/** A replay opens its activity page; a library video its own page. */
function VideoCard({ video }: { video: TPublicVideoCard }) {
  const look = { withBorder: true, radius: "md", padding: "sm", style: { textDecoration: "none", color: "inherit", minWidth: 0 } } as const;
  return video.kind === "replay" && video.activityId !== null ? (
    <CardLink to="/activityDetails/$id/{-$testCode}" params={{ id: String(video.activityId) }} {...look} data-testid="search-video-card" data-kind="replay">
      <VideoCardBody video={video} />
    </CardLink>
  ) : (
    <CardLink to="/videoDetail" search={{ id: video.videoId }} {...look} data-testid="search-video-card" data-kind="library">
      <VideoCardBody video={video} />
    </CardLink>
  );
}
