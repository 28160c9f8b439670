import { Fragment, type Key, type ReactNode } from "react";
import { Paper, Stack, Table } from "@mantine/core";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import type { TOpsPage } from "#client/features/ops/ops.queries.ts";
import classes from "#client/features/ops/components/ops-page.module.css";

export interface PagedResultsProps<R> {
  /** undefined until the first answer: the table then shows its headings, not the empty state */
  result: TOpsPage<R> | undefined;
  /** the page the address asks for (1-based) */
  page: number;
  /** the page picked; undefined for the first, which the address leaves out */
  onPage: (page: number | undefined) => void;
  /** a refetch in flight, told to assistive technology on the table */
  fetching: boolean;
  /** shown instead of the cards and the table when the search finds nothing */
  empty: ReactNode;
  headers: readonly string[];
  /** below this width the table scrolls sideways */
  minWidth: number;
  rowKey: (record: R) => Key;
  /** a record on a phone, where a wide table cannot fit */
  card: (record: R) => ReactNode;
  /** a record as a table row (its own Table.Tr, with its test ids) */
  row: (record: R) => ReactNode;
  cardsTestId: string;
  tableTestId: string;
}

/**
 * The back-office lists' layout (activities, video review): cards below the sm breakpoint and a table above
 * it, an empty state when nothing matches, and the pager with the record count under them.
 */
export function PagedResults<R>({ result, page, onPage, fetching, empty, headers, minWidth, rowKey, card, row, cardsTestId, tableTestId }: PagedResultsProps<R>) {
  const records = result?.records ?? [];
  return (
    <>
      <Paper withBorder radius="md" p={0}>
        {result && records.length === 0 ? (
          empty
        ) : (
          <>
            <Stack gap={0} hiddenFrom="sm" data-testid={cardsTestId}>
              {records.map((record) => (
                <Fragment key={rowKey(record)}>{card(record)}</Fragment>
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={minWidth} visibleFrom="sm">
              <Table striped highlightOnHover verticalSpacing="sm" data-testid={tableTestId} aria-busy={fetching}>
                <Table.Thead>
                  <Table.Tr>
                    {headers.map((header) => (
                      <Table.Th key={header}>{header}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {records.map((record) => (
                    <Fragment key={rowKey(record)}>{row(record)}</Fragment>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Paper>
      <TablePager summary="total" total={result?.total ?? 0} page={page} pages={result?.pages ?? 1} onChange={(p) => onPage(p > 1 ? p : undefined)} />
    </>
  );
}

/** A phone-sized card of a back-office list; the cards are ruled apart by the page's style. */
export function ResultCard({ children, ...rest }: { children: ReactNode; "data-testid"?: string }) {
  return (
    <Stack gap={4} p="sm" className={classes.cardRow} {...rest}>
      {children}
    </Stack>
  );
}
