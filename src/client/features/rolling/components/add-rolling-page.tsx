import { useState } from "react";
import { Alert, Button, Center, Loader, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { UploadField } from "#client/components/upload/upload-field.tsx";
import { UploadedList } from "#client/components/upload/uploaded-list.tsx";
import { pdfProblem } from "#client/components/upload/file-checks.ts";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { contactIssues, emptyContact, type TContact } from "#shared/booking/contacts.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { preferredDateProblem, ROLLING_FULL_NAME_MAX, RollingMsg } from "#shared/rolling/rolling-rules.ts";
import { useApplyRolling, useRollingService, type TRollingService } from "#client/features/rolling/rolling.queries.ts";
import { ISSUE_TYPES, localized } from "#client/features/rolling/rolling-text.ts";
import { ContactRows } from "./contact-rows.tsx";
import { RollingFrame } from "./rolling-frame.tsx";

/** /addRolling/{id} (document 4 section 5): the application form of one draw service. */
export function AddRollingPage({ id }: { id: number }) {
  const { t } = useLingui();
  const service = useRollingService(id);
  let body;
  if (service.isPending) body = <Center py="xl"><Loader /></Center>;
  else if (!service.data) body = <Alert color="yellow" data-testid="rolling-service-missing"><Trans>该摇号服务不存在或已截止申请</Trans></Alert>;
  else body = <RollingForm service={service.data} />;
  return (
    <RollingFrame title={t`摇号申请`} back={{ to: "/rolling", label: t`返回摇号服务` }} testId="add-rolling-page">
      {body}
    </RollingFrame>
  );
}

function RollingForm({ service }: { service: TRollingService }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const apply = useApplyRolling();
  const today = beijingDateOf(new Date());
  const [companyFullName, setCompanyFullName] = useState("");
  const [stockCode, setStockCode] = useState("");
  const [issueType, setIssueType] = useState<string | null>(null);
  const [preferredDate, setPreferredDate] = useState("");
  const [contacts, setContacts] = useState<TContact[]>([emptyContact()]);
  const [announcement, setAnnouncement] = useState<TUploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  const issues = contactIssues(contacts);
  const problems = {
    fullName: !companyFullName.trim() ? RollingMsg.fullNameRequired : companyFullName.trim().length > ROLLING_FULL_NAME_MAX ? RollingMsg.fullNameTooLong : null,
    stockCode: !stockCode.trim() ? RollingMsg.stockCodeRequired : /^\d{6}$/.test(stockCode.trim()) ? null : RollingMsg.stockCodeInvalid,
    issueType: issueType === null ? RollingMsg.issueTypeRequired : null,
    preferredDate: preferredDateProblem(preferredDate, today),
    contacts: issues[0]?.message ?? null,
    announcement: announcement.length === 0 ? RollingMsg.announcementRequired : null,
  };

  const submit = () => {
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    apply.mutate(
      {
        serviceId: service.id,
        companyFullName: companyFullName.trim(),
        stockCode: stockCode.trim(),
        issueType: Number(issueType),
        preferredDate,
        contacts,
        announcementPath: announcement[0]!.filePath,
        announcementName: announcement[0]!.fileName,
      },
      {
        onSuccess: (res) => {
          notify("success", t`摇号申请已提交`);
          const created = res.datas[0];
          if (created) void navigate({ to: "/addRollingDetail/$id", params: { id: String(created.id) } });
        },
        onError: (error) => {
          if (!wasShown(error)) notify("error", errorMessage(error));
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate data-testid="rolling-form">
        <Stack gap="md">
          <Stack gap={4}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>{localized(service.title, service.titleEn, i18n.locale)}</Text>
            <Text fz="sm" c="dimmed"><Trans>申请截止：{service.applyEndDate}</Trans></Text>
          </Stack>
          <TextInput label={t`发行人全称`} required maxLength={ROLLING_FULL_NAME_MAX} value={companyFullName} onChange={(e) => setCompanyFullName(e.currentTarget.value)} error={tried ? problems.fullName : null} data-testid="rolling-full-name" />
          <TextInput label={t`股票代码`} required maxLength={6} inputMode="numeric" value={stockCode} onChange={(e) => setStockCode(e.currentTarget.value)} error={tried ? problems.stockCode : null} data-testid="rolling-stock-code" />
          <Select label={t`发行类型`} required placeholder={t`请选择发行类型`} data={ISSUE_TYPES.map((i) => ({ value: String(i.type), label: i18n._(i.label) }))} value={issueType} onChange={setIssueType} error={tried ? problems.issueType : null} data-testid="rolling-issue-type" />
          <TextInput label={t`意向摇号日期`} required type="date" min={today} value={preferredDate} onChange={(e) => setPreferredDate(e.currentTarget.value)} error={tried ? problems.preferredDate : null} data-testid="rolling-preferred-date" />
          <ContactRows rows={contacts} issues={issues} showIssues={tried} onChange={setContacts} />
          <Stack gap={4} data-testid="rolling-announcement">
            <Text size="sm" fw={500}><Trans>发行公告</Trans></Text>
            <UploadField
              owner="rolling-announcement"
              endpoint="pdf"
              accept=".pdf,application/pdf"
              maxFiles={1}
              count={announcement.length}
              check={(file) => pdfProblem(file)}
              onUploaded={(f) => setAnnouncement([f])}
              onBusyChange={setBusy}
              hint={t`仅支持pdf格式，不超过100MB`}
              testId="rolling-announcement-upload"
            />
            <UploadedList files={announcement} onRemove={() => setAnnouncement([])} />
            {tried && problems.announcement ? <Text c="red" fz="xs">{problems.announcement}</Text> : null}
          </Stack>
          <Button type="submit" loading={apply.isPending} disabled={busy} data-testid="rolling-submit"><Trans>提交申请</Trans></Button>
        </Stack>
      </form>
    </Paper>
  );
}
