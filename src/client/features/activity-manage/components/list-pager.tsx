import { Group, Pagination, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";

export interface ListPagerProps {
  total: number;
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Pagination with the page summary in the page's language (document 2 section 2.2). */
export function ListPager({ total, page, pages, onChange }: ListPagerProps) {
  const { t } = useLingui();
  if (total <= 0) return null;
  const pageCount = Math.max(pages, 1);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="list-pager">
      <Text size="sm" c="dimmed" data-testid="page-summary">
        {t`共 ${total} 条，第 ${page}/${pageCount} 页`}
      </Text>
      <Pagination total={pageCount} value={page} onChange={onChange} size="sm" siblings={1} />
    </Group>
  );
}
