import { useEffect, useRef, useState } from "react";
import { Button, FileButton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { exportXlsx } from "#client/components/widgets/export-xlsx.ts";
import { ImportPreviewDialog, type TImportPreviewColumn } from "#client/components/upload/import-preview-dialog.tsx";
import { errorMessage } from "#client/lib/errors.ts";
import { notify } from "#client/lib/notify.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import type { TGuestImportRow } from "#shared/api/guest-library.contract.ts";
import { GUEST_IMPORT_HEADER, checkGuestImportRows, type TGuestImportField } from "#shared/api/guest-import.ts";
import { GUEST_INTRO_EN_MAX, GUEST_INTRO_MAX, GUEST_TEXT_MAX } from "#shared/materials/materials-rules.ts";
import { isImportFileName } from "#shared/qa/pre-collect-import.ts";
import { importGuestSpreadsheet, useSubmitGuestImport } from "../guest-library.queries.ts";
import { guestImportDraft } from "../guest-import.db.ts";

/**
 * Download the template, import a spreadsheet and the import-preview dialog of the guest library (document 3
 * sections 2.2 item 4, 5 and 8): the server checks each row by the guest form's rules; here rows are fixed
 * (checked again as typed, duplicates of a mobile included) or dropped, and only rows without errors are
 * submitted. The preview is a draft in the browser database, so a reload keeps it.
 */
export function GuestImport() {
  const { t } = useLingui();
  const user = useQuery(userInfoQuery(useToken()));
  const userId = user.data?.id ?? null;
  const scope = user.data?.companyId ?? 0;
  const [rows, setRows] = useState<TGuestImportRow[] | null>(null);
  const [reading, setReading] = useState(false);
  const submit = useSubmitGuestImport();
  const resetRef = useRef<() => void>(null);

  // a preview left by a reload comes back
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    void guestImportDraft.load(userId, scope).then((draft) => current && draft && setRows(draft));
    return () => {
      current = false;
    };
  }, [userId, scope]);

  const keep = (next: TGuestImportRow[] | null) => {
    setRows(next);
    if (userId === null) return;
    void (next && next.length > 0 ? guestImportDraft.save(userId, scope, next) : guestImportDraft.drop(userId, scope));
  };

  const pick = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    if (!isImportFileName(file.name)) return notify("error", t`请上传xls、xlsx文件`);
    setReading(true);
    try {
      keep(await importGuestSpreadsheet(file));
    } catch (error) {
      notify("error", errorMessage(error));
    } finally {
      setReading(false);
    }
  };

  // a fix is checked at once, against the other rows too (a mobile given twice)
  const edit = (index: number, key: TGuestImportField, value: string) => {
    if (!rows) return;
    keep(checkGuestImportRows(rows.map((r, i) => (i === index ? { ...r, [key]: value } : r))));
  };
  const drop = (index: number) => rows && keep(checkGuestImportRows(rows.filter((_, j) => j !== index)));

  const send = () => {
    const valid = (rows ?? []).filter((r) => r.message === "");
    if (valid.length === 0) return notify("error", t`无有效数据`);
    submit.mutate(valid, {
      onSuccess: (answer) => {
        // the rows with errors stay in the preview; the imported ones leave it
        const left = (rows ?? []).filter((r) => r.message !== "");
        keep(left.length ? left : null);
        notify("success", answer.message);
      },
      onError: (error) => notify("error", errorMessage(error)),
    });
  };

  const columns: TImportPreviewColumn<TGuestImportField>[] = [
    { key: "guestName", label: t`姓名`, maxLength: GUEST_TEXT_MAX, width: 140 },
    { key: "guestEnName", label: t`英文名`, maxLength: GUEST_TEXT_MAX + 20, width: 140 },
    { key: "title", label: t`职务`, maxLength: GUEST_TEXT_MAX },
    { key: "titleEn", label: t`英文职务`, maxLength: GUEST_TEXT_MAX + 20 },
    { key: "gender", label: t`性别（男/女）`, maxLength: 2, width: 90 },
    { key: "mobile", label: t`手机号`, maxLength: 30, width: 150 },
    { key: "guestCompanyName", label: t`所在公司`, maxLength: GUEST_TEXT_MAX + 20 },
    { key: "enGuestCompanyName", label: t`所在公司英文名`, maxLength: GUEST_TEXT_MAX + 20 },
    { key: "intro", label: t`简介`, maxLength: GUEST_INTRO_MAX + 20 },
    { key: "introEn", label: t`英文简介`, maxLength: GUEST_INTRO_EN_MAX + 20 },
  ];
  return (
    <>
      <Button size="xs" variant="default" onClick={() => void exportXlsx(t`嘉宾导入模板`, [{ name: t`嘉宾`, rows: [[...GUEST_IMPORT_HEADER]] }])} data-testid="guest-template">
        {t`下载模板`}
      </Button>
      <FileButton onChange={(f) => void pick(f)} accept=".xls,.xlsx" resetRef={resetRef}>
        {(props) => (
          <Button size="xs" variant="default" loading={reading} {...props} data-testid="guest-import">
            {t`批量导入`}
          </Button>
        )}
      </FileButton>
      <ImportPreviewDialog rows={rows} columns={columns} onEdit={edit} onDrop={drop} onDiscard={() => keep(null)} onSubmit={send} submitting={submit.isPending} testId="guest-import-preview" />
    </>
  );
}
