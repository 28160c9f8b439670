import { Group, Pagination, Text, type MantineSpacing } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";

export interface TablePagerProps {
  total: number;
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /**
   * what the summary says: the records and the page (共 N 条，第 p/P 页, the default), the records only, or
   * nothing (the page buttons alone, centred)
   */
  summary?: "page" | "total" | "none";
  /** the page buttons only when there is more than one page (the summary, if any, stays) */
  hideSinglePage?: boolean;
  /** space above the pager, for pagers that follow a table directly */
  mt?: MantineSpacing;
  /** the pager's test id, for a page that tells its pagers apart */
  testId?: string;
}

/**
 * The one pagination of lists and tables, with its page summary in the page's language (document 2 section
 * 2.2); nothing when there are no records, or when nothing would be left to show.
 */
export function TablePager({ total, page, pages, onChange, summary = "page", hideSinglePage = false, mt, testId = "table-pager" }: TablePagerProps) {
  const { t } = useLingui();
  if (total <= 0) return null;
  const pageCount = Math.max(pages, 1);
  const buttons = !hideSinglePage || pageCount > 1;
  if (summary === "none" && !buttons) return null;
  return (
    <Group justify={summary === "none" ? "center" : "space-between"} gap="sm" wrap="wrap" mt={mt} data-testid={testId}>
      {summary === "none" ? null : (
        <Text size="sm" c="dimmed" data-testid="page-summary">
          {summary === "total" ? t`共 ${total} 条` : t`共 ${total} 条，第 ${page}/${pageCount} 页`}
        </Text>
      )}
      {buttons ? (
        <Pagination
          total={pageCount}
          value={page}
          onChange={onChange}
          size="sm"
          // the arrow buttons have no text: a screen reader needs their names (axe-core button-name)
          getControlProps={(control) => ({ "aria-label": control === "next" ? t`下一页` : control === "previous" ? t`上一页` : control === "first" ? t`第一页` : t`最后一页` })}
          getItemProps={(p) => ({ "aria-label": t`第${p}页` })}
        />
      ) : null}
    </Group>
  );
}
