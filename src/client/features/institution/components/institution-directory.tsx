import { Badge, Card, Center, Container, Group, Loader, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { useInstitutionPage } from "#client/features/institution/institution.queries.ts";
import { companyFullName, companyName, companyTypeLabel, DIRECTORY_TABS } from "#client/features/institution/institution-text.ts";
import { CompanyLogo } from "#client/components/institution/company-logo.tsx";

export interface TDirectorySearch {
  companyType: number;
  keyword?: string;
  page: number;
}

export interface InstitutionDirectoryProps extends TDirectorySearch {
  /** a new type, keyword or page: the route puts it in the address, so a list can be shared */
  onSearch: (next: TDirectorySearch) => void;
}

/** The institution directory (document 4 section 2.7): type tabs, a keyword, company cards and pages. */
export function InstitutionDirectory({ companyType, keyword, page, onSearch }: InstitutionDirectoryProps) {
  const { t, i18n } = useLingui();
  const list = useInstitutionPage(companyType, keyword, page);
  const [text, setText] = useState(keyword ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ companyType, keyword: text.trim() || undefined, page: 1 });
  };
  const data = list.data;

  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }} px={{ base: "xs", sm: "md" }} data-testid="institution-directory">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} size="h2">
            <Trans>机构名录</Trans>
          </Title>
          <form onSubmit={submit} style={{ flex: "1 1 220px", maxWidth: 360 }}>
            <TextInput
              type="search"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              maxLength={100}
              placeholder={t`输入机构名称或股票代码`}
              aria-label={t`搜索机构`}
              data-testid="institution-keyword"
            />
          </form>
        </Group>
        <Tabs value={String(companyType)} onChange={(v) => v && onSearch({ companyType: Number(v), keyword, page: 1 })} keepMounted={false}>
          <Tabs.List data-testid="institution-tabs">
            {DIRECTORY_TABS.map((tab) => (
              <Tabs.Tab key={tab.type} value={String(tab.type)} data-testid={`institution-tab-${tab.type}`}>
                {i18n._(tab.label)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>

        {list.isPending ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : !data || data.records.length === 0 ? (
          <EmptyState variant={keyword ? "noSearchResults" : "noData"} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="institution-cards">
            {data.records.map((c) => (
              <Card
                key={c.id}
                withBorder
                radius="md"
                padding="md"
                renderRoot={(props) => <Link {...props} to="/institutionalCenterDetail" search={{ id: String(c.id) }} />}
                data-testid="institution-card"
                data-company-id={c.id}
              >
                <Group wrap="nowrap" align="flex-start" gap="md">
                  <CompanyLogo name={companyName(c, i18n.locale)} path={c.miniLogoPath ?? c.logoPath} />
                  <Stack gap={4} miw={0}>
                    <Text fw={700} lineClamp={1} data-testid="institution-card-name">
                      {companyName(c, i18n.locale)}
                    </Text>
                    <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
                      {companyFullName(c, i18n.locale)}
                    </Text>
                    <Group gap={6}>
                      <Badge variant="light" size="sm">
                        {i18n._(companyTypeLabel(c.companyType))}
                      </Badge>
                      {c.stockCode ? (
                        <Text size="xs" c="dimmed">
                          {c.stockCode}
                        </Text>
                      ) : null}
                    </Group>
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
        {data ? <TablePager total={data.total} page={page} pages={Math.max(data.pages, 1)} onChange={(p) => onSearch({ companyType, keyword, page: p })} hideSinglePage /> : null}
      </Stack>
    </Container>
  );
}
