import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { Alert, Center, Container, Group, Loader, Pagination, Stack, Tabs, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { errorMessage } from "#client/lib/errors.ts";
import type { TVideoCategory } from "#shared/api/public-video.contract.ts";
import type { TVideoNavType } from "#shared/video/public-video.ts";
import { videoCategoriesQuery, videoPageQuery } from "../public-videos.queries.ts";
import { VideoGrid } from "./video-grid.tsx";
import classes from "./public-videos.module.css";

export interface TConvergeQuery {
  navType: TVideoNavType;
  /** a category tab; absent for 全部 */
  category?: number;
  /** from 2; absent for the first page */
  page?: number;
}

export interface VideoConvergePageProps {
  query: TConvergeQuery;
  onQueryChange: (next: TConvergeQuery) => void;
}

/** The tab's label in the page's language. */
function categoryName(category: TVideoCategory, english: boolean): string {
  return english && category.enName ? category.enName : category.name;
}

/**
 * Video aggregation (document 4 section 2.6): the channel's title, its category tabs, 15 cards a page and an
 * empty state. The channel, tab and page live in the address, so a page can be shared; a tab the channel no
 * longer has falls back to 全部.
 */
export function VideoConvergePage({ query, onQueryChange }: VideoConvergePageProps) {
  const { t, i18n } = useLingui();
  const english = i18n.locale === "en-US";
  const categories = useQuery(videoCategoriesQuery(query.navType));
  const known = categories.data?.some((c) => c.id === query.category) ?? false;
  // wait for the tabs before asking for one: a stale category would only be refused
  const categoryId = query.category !== undefined && known ? query.category : undefined;
  const pageNo = query.page ?? 1;
  const videos = useQuery({ ...videoPageQuery(query.navType, categoryId, pageNo), enabled: categories.isSuccess || categories.isError });

  useEffect(() => {
    if (categories.isSuccess && query.category !== undefined && !known) onQueryChange({ navType: query.navType });
  }, [categories.isSuccess, known, query.category, query.navType, onQueryChange]);

  const heading = query.navType === "nav5" ? t`基金视野` : t`上市公司视频`;
  const page = videos.data;
  return (
    <Container size="xl" py={{ base: "md", sm: "xl" }} px={{ base: "sm", sm: "md" }} data-testid="video-converge" data-nav-type={query.navType}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {heading}
          </Title>
          <Text c="dimmed" fz="sm">
            {query.navType === "nav5" ? <Trans>基金公司的市场观点、基金经理访谈与投资者教育</Trans> : <Trans>上市公司的业绩解读、行业分析与公司风采</Trans>}
          </Text>
        </Stack>
        <Tabs
          value={categoryId === undefined ? "all" : String(categoryId)}
          onChange={(value) => onQueryChange({ navType: query.navType, ...(value && value !== "all" ? { category: Number(value) } : {}) })}
          variant="pills"
          radius="xl"
          keepMounted={false}
        >
          <Tabs.List className={classes.tabs} style={{ flexWrap: "nowrap" }} data-testid="video-category-tabs">
            <Tabs.Tab value="all" data-testid="video-category-all">
              <Trans>全部</Trans>
            </Tabs.Tab>
            {(categories.data ?? []).map((c) => (
              <Tabs.Tab key={c.id} value={String(c.id)} data-testid="video-category" style={{ flexShrink: 0 }}>
                {categoryName(c, english)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {videos.isError ? (
          <Alert color="red" variant="light" data-testid="video-page-error">
            {errorMessage(videos.error)}
          </Alert>
        ) : !page ? (
          <Center py={80}>
            <Loader />
          </Center>
        ) : page.records.length === 0 ? (
          <div data-testid="video-empty">
            <EmptyState description={<Trans>暂无视频</Trans>} />
          </div>
        ) : (
          <Stack gap="xl" style={{ opacity: videos.isPlaceholderData ? 0.6 : 1 }}>
            <VideoGrid videos={page.records} />
            {page.pages > 1 ? (
              <Group justify="center">
                <Pagination
                  total={page.pages}
                  value={pageNo}
                  onChange={(p) => {
                    onQueryChange({ ...query, page: p > 1 ? p : undefined });
                    window.scrollTo({ top: 0 });
                  }}
                  size="sm"
                  siblings={0}
                  getControlProps={(control) => ({ "aria-label": control === "next" ? t`下一页` : control === "previous" ? t`上一页` : undefined })}
                  getItemProps={(p) => ({ "aria-label": t`第${p}页` })}
                  data-testid="video-pagination"
                />
              </Group>
            ) : null}
            <Text ta="center" fz="xs" c="dimmed">
              <Trans>共 {page.total} 个视频</Trans>
            </Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
