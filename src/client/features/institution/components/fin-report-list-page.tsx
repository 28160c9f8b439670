import { AspectRatio, Card, Center, Container, Image, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDate } from "#shared/format/date.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { useFinReportPage } from "#client/features/institution/institution.queries.ts";
import { companyName } from "#client/features/institution/institution-text.ts";
import { storedFileUrl } from "#client/components/institution/company-logo.tsx";

/**
 * /finReportList (document 4 section 2.7): the visual financial reports type-8 companies published, newest
 * first: cover, title, company and period; a card opens the report in the PDF viewer.
 */
export function FinReportListPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }} px={{ base: "xs", sm: "md" }} data-testid="fin-report-list">
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>可视化财报</Trans>
        </Title>
        <FinReportGrid page={page} onPage={onPage} />
      </Stack>
    </Container>
  );
}

/** The report cards and their pages: every company's, or one company's (on its homepage). */
export function FinReportGrid({ page, onPage, companyId }: { page: number; onPage: (page: number) => void; companyId?: number }) {
  const { i18n } = useLingui();
  const list = useFinReportPage(page, companyId);
  const data = list.data;
  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      {!data || data.records.length === 0 ? (
        <EmptyState description={<Trans>暂无财报</Trans>} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: "sm", sm: "md" }}>
          {data.records.map((r) => (
            <Card
              key={r.id}
              withBorder
              radius="md"
              padding="sm"
              renderRoot={(props) => <Link {...props} to="/pending/pdfView" search={{ url: r.pdfPath, title: r.title }} />}
              data-testid="fin-report-card"
              data-report-id={r.id}
            >
              <Card.Section>
                <AspectRatio ratio={3 / 4}>
                  <Image src={storedFileUrl(r.coverPath)} alt={r.title} fit="cover" loading="lazy" />
                </AspectRatio>
              </Card.Section>
              <Stack gap={2} mt="xs">
                <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }} data-testid="fin-report-title">
                  {r.title}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {companyName({ shortName: r.companyShortName, enShortName: r.companyEnShortName }, i18n.locale)}
                </Text>
                <Text size="xs" c="dimmed">
                  <Trans>报告期：{r.period}</Trans>
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(r.publishTime, "YYYY-MM-DD")}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {data ? <TablePager total={data.total} page={page} pages={Math.max(data.pages, 1)} onChange={onPage} hideSinglePage /> : null}
    </Stack>
  );
}
