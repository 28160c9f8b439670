import { useState, type ReactNode } from "react";
import { Button, Group } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { canExportIrTable, type TQaExportKind } from "#shared/qa/qa-rules.ts";

export interface QaExportButtonsProps {
  activityId: number;
  isMulti: boolean;
  companyType: number | null | undefined;
}

/**
 * The three exports (document 2 section 2.4): Excel, txt, and the investor-relations table, which only
 * non-collective activities of company types 1 and 8 have. The builder and the spreadsheet library load on
 * the first click. A failed export only resets its button (section 8).
 */
export function QaExportButtons({ activityId, isMulti, companyType }: QaExportButtonsProps) {
  const [busy, setBusy] = useState<TQaExportKind | null>(null);

  const run = async (kind: TQaExportKind) => {
    if (busy) return;
    setBusy(kind);
    try {
      const { runQaExport } = await import("../qa-download.ts");
      await runQaExport(kind, activityId);
    } catch {
      // nothing to show: the spec only resets the cursor
    } finally {
      setBusy(null);
    }
  };

  const button = (kind: TQaExportKind, label: ReactNode) => (
    <Button
      key={kind}
      size="xs"
      variant="light"
      loading={busy === kind}
      disabled={busy !== null && busy !== kind}
      onClick={() => void run(kind)}
      data-testid={`qa-export-${kind}`}
    >
      {label}
    </Button>
  );

  return (
    <Group gap="xs" wrap="wrap" data-testid="qa-exports">
      {button("excel", <Trans>导出Excel</Trans>)}
      {button("txt", <Trans>导出txt</Trans>)}
      {canExportIrTable(isMulti, companyType) && button("ir", <Trans>导出投资者关系活动记录表</Trans>)}
    </Group>
  );
}
