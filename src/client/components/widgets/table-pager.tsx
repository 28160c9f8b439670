import { Group, Pagination, Text, type MantineSpacing } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";

export interface TablePagerProps {
  total: number;
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** what the summary says: the records and the page (共 N 条，第 p/P 页, the default) or the records only */
  summary?: "page" | "total";
  /** space above the pager, for pagers that follow a table directly */
  mt?: MantineSpacing;
}

/**
 * A list's or table's pagination with its page summary in the page's language (document 2 section 2.2);
 * nothing when there are no records.
 */
export function TablePager({ total, page, pages, onChange, summary = "page", mt }: TablePagerProps) {
  const { t } = useLingui();
  if (total <= 0) return null;
  const pageCount = Math.max(pages, 1);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" mt={mt} data-testid="table-pager">
      <Text size="sm" c="dimmed" data-testid="page-summary">
        {summary === "total" ? t`共 ${total} 条` : t`共 ${total} 条，第 ${page}/${pageCount} 页`}
      </Text>
      <Pagination total={pageCount} value={page} onChange={onChange} size="sm" />
    </Group>
  );
}
