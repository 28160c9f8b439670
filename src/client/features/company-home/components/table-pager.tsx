import { Group, Pagination, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";

/** A table's pagination with the page summary in the page's language. */
export function TablePager({ total, page, pages, onChange }: { total: number; page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useLingui();
  if (total <= 0) return null;
  const pageCount = Math.max(pages, 1);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" mt="sm">
      <Text size="sm" c="dimmed" data-testid="page-summary">
        {t`共 ${total} 条，第 ${page}/${pageCount} 页`}
      </Text>
      <Pagination total={pageCount} value={page} onChange={onChange} size="sm" />
    </Group>
  );
}
