import type { ReactNode } from "react";
import { Button, Group, Modal, ScrollArea, Stack, Table, Text, Textarea } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";

export interface TImportPreviewColumn<K extends string> {
  key: K;
  label: string;
  maxLength: number;
  /** a narrow column (a name, a gender) */
  width?: number;
}

export interface TImportPreviewRow {
  /** the spreadsheet's row number */
  row: number;
  /** "" when the row is fine, otherwise its errors */
  message: string;
}

interface Props<K extends string, R extends TImportPreviewRow & Record<K, string>> {
  rows: readonly R[] | null;
  columns: readonly TImportPreviewColumn<K>[];
  onEdit: (index: number, key: K, value: string) => void;
  onDrop: (index: number) => void;
  onDiscard: () => void;
  onSubmit: () => void;
  submitting: boolean;
  testId: string;
  /** the message under the first column's cell shows the row's errors */
  note?: ReactNode;
}

/**
 * The import-preview dialog of the spreadsheet imports (the pre-collected Q&A, the guest library; document 3
 * sections 2.1, 2.2 item 4 and 5): every row the server checked, editable in place with its errors under the
 * first cell, droppable; only rows without errors are submitted. The caller keeps the rows (a draft).
 */
export function ImportPreviewDialog<K extends string, R extends TImportPreviewRow & Record<K, string>>({ rows, columns, onEdit, onDrop, onDiscard, onSubmit, submitting, testId, note }: Props<K, R>) {
  const { t } = useLingui();
  const invalid = (rows ?? []).filter((r) => r.message !== "").length;
  return (
    <Modal opened={rows !== null} onClose={onDiscard} title={t`导入预览`} size="xl" centered data-testid={testId}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed" data-testid="preview-summary">
          {t`共 ${rows?.length ?? 0} 条，其中 ${invalid} 条有错误；有错误的行修改后才会导入，也可以删除。`}
        </Text>
        {note}
        <ScrollArea.Autosize mah="60vh" type="auto">
          <Table withTableBorder fz="sm" miw={columns.length > 2 ? 160 * columns.length : undefined} data-testid={`${testId}-table`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>{t`行号`}</Table.Th>
                {columns.map((c) => (
                  <Table.Th key={c.key} w={c.width}>
                    {c.label}
                  </Table.Th>
                ))}
                <Table.Th w={64}>{t`操作`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(rows ?? []).map((r, i) => (
                <Table.Tr key={r.row} data-testid="preview-row" data-row={r.row} data-valid={r.message === ""}>
                  <Table.Td>{r.row}</Table.Td>
                  {columns.map((c, ci) => (
                    <Table.Td key={c.key} style={{ verticalAlign: "top" }}>
                      <Textarea
                        autosize
                        minRows={1}
                        maxLength={c.maxLength}
                        value={r[c.key]}
                        onChange={(e) => onEdit(i, c.key, e.currentTarget.value)}
                        aria-label={t`第${r.row}行${c.label}`}
                        data-testid={`preview-${c.key}`}
                      />
                      {ci === 0 && r.message ? (
                        <Text size="xs" c="red" mt={4} data-testid="preview-error">
                          {r.message}
                        </Text>
                      ) : null}
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDrop(i)} data-testid="preview-drop">
                      {t`删除`}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDiscard} data-testid="preview-discard">
            {t`放弃导入`}
          </Button>
          <Button loading={submitting} onClick={onSubmit} data-testid="preview-submit">
            {t`确定导入`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
