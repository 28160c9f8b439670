import { useEffect, useState } from "react";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { UploadField } from "#client/components/upload/upload-field.tsx";
import { UploadedList } from "#client/components/upload/uploaded-list.tsx";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import { ZSubmitInfoBody, type TDiversionApply } from "#shared/api/relay.contract.ts";
import { RELAY_QUALIFICATION_FILES_MAX, RELAY_TEXT_MAX, RelayMsg } from "#shared/relay/relay-rules.ts";
import { qualificationFiles } from "../relay-display.ts";
import { useSubmitMaterials } from "../relay.queries.ts";

const QUALIFICATION = /\.(pdf|jpe?g|png)$/i;

/**
 * Submit materials (document 3 section 2.2 item 3): platform, URL, contacts, phone and the qualification
 * files (PDF or pictures, checked again by content on the server). A resubmission starts from the record it
 * follows and sends its id as hisId. The form is checked with the call's own schema before it is sent.
 */
export function RelayMaterialsDialog({ opened, onClose, previous }: { opened: boolean; onClose: () => void; previous: TDiversionApply | null }) {
  const { t } = useLingui();
  const submit = useSubmitMaterials();
  const [form, setForm] = useState({ platform: "", platformUrl: "", companyContacts: "", companyPhone: "" });
  const [files, setFiles] = useState<TUploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!opened) return;
    setForm({
      platform: previous?.platform ?? "",
      platformUrl: previous?.platformUrl ?? "",
      companyContacts: previous?.companyContacts ?? "",
      companyPhone: previous?.companyPhone ?? "",
    });
    setFiles(previous ? qualificationFiles(previous.qualificationPathJson).map((f) => ({ filePath: f.url, fileName: f.name, fileSize: 0 })) : []);
    setErrors({});
  }, [opened, previous]);

  const send = async () => {
    const list = files.map((f) => ({ url: f.filePath, name: f.fileName }));
    const parsed = ZSubmitInfoBody.safeParse({ ...form, qualificationPathJson: JSON.stringify(list) });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    await submit.mutateAsync({ ...form, hisId: previous?.id, files: list });
    onClose();
  };
  const field = (key: keyof typeof form, label: string, testId: string) => (
    <TextInput
      label={label}
      withAsterisk
      value={form[key]}
      maxLength={RELAY_TEXT_MAX}
      error={errors[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setForm((f) => ({ ...f, [key]: value }));
      }}
      data-testid={testId}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t`提交认证材料`} centered size="lg" closeButtonProps={{ "aria-label": t`关闭` }} data-testid="relay-materials-dialog">
      <Stack gap="sm">
        {field("platform", t`转播平台`, "relay-platform")}
        {field("platformUrl", t`平台网址`, "relay-platform-url")}
        {field("companyContacts", t`机构联系人`, "relay-contacts")}
        {field("companyPhone", t`联系人手机号`, "relay-phone")}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>资质文件</Trans>
          </Text>
          <UploadField
            owner="relay-qualification"
            endpoint="file"
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            maxFiles={RELAY_QUALIFICATION_FILES_MAX}
            count={files.length}
            check={(file) => (QUALIFICATION.test(file.name) ? null : RelayMsg.qualificationType)}
            onUploaded={(result) => setFiles((list) => [...list, result])}
            onBusyChange={setBusy}
            hint={t`PDF或图片（jpg、png），最多10个，每个不超过100MB`}
            testId="relay-qualification-upload"
          />
          <UploadedList files={files} onRemove={(i) => setFiles((list) => list.filter((_, j) => j !== i))} />
          {errors.qualificationPathJson ? (
            <Text size="xs" c="red">
              {errors.qualificationPathJson}
            </Text>
          ) : null}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>取消</Trans>
          </Button>
          <Button onClick={() => void send().catch(() => undefined)} loading={submit.isPending} disabled={busy} data-testid="relay-materials-submit">
            <Trans>提交</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
