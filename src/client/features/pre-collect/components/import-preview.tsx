import { useEffect, useRef, useState } from "react";
import { Button, FileButton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { IMPORT_HEADER, checkImportRow, isImportFileName, type TImportRow } from "#shared/qa/pre-collect-import.ts";
import { ANSWER_MAX, QUESTION_MAX } from "#shared/qa/pre-collect-rules.ts";
import { exportXlsx } from "#client/components/widgets/export-xlsx.ts";
import { ImportPreviewDialog } from "#client/components/upload/import-preview-dialog.tsx";
import { errorMessage } from "#client/lib/errors.ts";
import { showNotification } from "#client/lib/notifications-bridge.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import { importSpreadsheet, useSubmitImport } from "../pre-collect.queries.ts";
import { dropImportDraft, loadImportDraft, saveImportDraft } from "../pre-collect-import.db.ts";

/**
 * Download the template, import a spreadsheet, and the import-preview dialog (document 3 sections 2.1 and 5):
 * the server checks each row; here rows can be fixed (checked again as typed) or dropped, and only rows
 * without errors are submitted. The preview is a draft in the browser database, so a reload or a lost
 * network keeps it until it is submitted or discarded.
 */
export function PreCollectImport({ activityId }: { activityId: number }) {
  const { t } = useLingui();
  const user = useQuery(userInfoQuery(useToken()));
  const userId = user.data?.id ?? null;
  const [rows, setRows] = useState<TImportRow[] | null>(null);
  const [reading, setReading] = useState(false);
  const submit = useSubmitImport(activityId);
  const resetRef = useRef<() => void>(null);

  // a preview left by a reload comes back
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    void loadImportDraft(userId, activityId).then((draft) => current && draft && setRows(draft));
    return () => {
      current = false;
    };
  }, [userId, activityId]);

  const keep = (next: TImportRow[] | null) => {
    setRows(next);
    if (userId === null) return;
    void (next && next.length > 0 ? saveImportDraft(userId, activityId, next) : dropImportDraft(userId, activityId));
  };

  const pick = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!isImportFileName(file.name)) return showNotification({ color: "red", message: t`请上传xls、xlsx文件` });
    setReading(true);
    try {
      keep(await importSpreadsheet(activityId, file));
    } catch (error) {
      showNotification({ color: "red", message: errorMessage(error) });
    } finally {
      setReading(false);
    }
  };

  const edit = (index: number, patch: Partial<Pick<TImportRow, "question" | "answer">>) => {
    if (!rows) return;
    const next = rows.map((r, i) => {
      if (i !== index) return r;
      const merged = { ...r, ...patch };
      return { ...checkImportRow(r.row, { text: merged.question, formula: false }, { text: merged.answer, formula: false }), question: merged.question, answer: merged.answer };
    });
    keep(next);
  };

  const send = () => {
    const valid = (rows ?? []).filter((r) => r.message === "");
    if (valid.length === 0) return showNotification({ color: "red", message: t`无有效数据` });
    submit.mutate(
      valid.map((r) => ({ question: r.question.trim(), answer: r.answer.trim() })),
      {
        onSuccess: () => {
          keep(null);
          showNotification({ color: "teal", message: t`导入成功` });
        },
        onError: (error) => showNotification({ color: "red", message: errorMessage(error) }),
      },
    );
  };

  return (
    <>
      <Button size="xs" variant="default" onClick={() => void exportXlsx(t`预征集问题导入模板`, [{ name: t`预征集问题`, rows: [[...IMPORT_HEADER]] }])} data-testid="pre-collect-template">
        {t`下载模板`}
      </Button>
      <FileButton onChange={(f) => void pick(f)} accept=".xls,.xlsx" resetRef={resetRef}>
        {(props) => (
          <Button size="xs" variant="default" loading={reading} {...props} data-testid="pre-collect-import">
            {t`导入`}
          </Button>
        )}
      </FileButton>
      <ImportPreviewDialog
        rows={rows}
        columns={[
          { key: "question", label: t`问题`, maxLength: QUESTION_MAX },
          { key: "answer", label: t`回答`, maxLength: ANSWER_MAX },
        ]}
        onEdit={(i, key, value) => edit(i, { [key]: value })}
        onDrop={(i) => keep((rows ?? []).filter((_, j) => j !== i))}
        onDiscard={() => keep(null)}
        onSubmit={send}
        submitting={submit.isPending}
        testId="pre-collect-preview"
      />
    </>
  );
}
