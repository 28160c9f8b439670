import { useState } from "react";
import { Alert, Button, Center, Container, Loader, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { ButtonLink } from "#client/components/layout/button-link.tsx";
import { UploadField } from "#client/components/upload/upload-field.tsx";
import { UploadedList } from "#client/components/upload/uploaded-list.tsx";
import { pdfProblem } from "#client/components/upload/file-checks.ts";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import { BIND_APPLICANT_MAX, BindMsg, BindStatus, mayApplyForBinding } from "#shared/identity/bind-apply.ts";
import { useApplyBind, useBindApplyPage, useBindCompanySearch, useBindStatus } from "#client/features/bind-apply/bind.queries.ts";
import { BIND_COMPANY_TYPES } from "#client/features/bind-apply/bind-text.ts";

/** check_bind_company status 2: bound (document 1 section 4.1). */
const BOUND = 2;

/**
 * /login/authenticationType (document 4 section 3): an enterprise account not yet bound chooses the company
 * type and the company (by stock code or name), names the applicant and uploads the authorisation letter (a
 * pdf, checked by content on upload). A bound account is sent on to the enterprise centre; one whose
 * application waits is shown where it stands.
 */
export function BindApplyPage() {
  const token = useToken();
  const user = useQuery(userInfoQuery(token));
  const status = useBindStatus();
  const mine = useBindApplyPage(1);

  let body;
  if (user.isPending || status.isPending || mine.isPending) {
    body = <Center py="xl"><Loader /></Center>;
  } else if (user.data?.userType !== "enterprise") {
    body = <Alert color="yellow" data-testid="bind-enterprise-only"><Trans>机构认证仅面向机构账号，请使用机构账号登录</Trans></Alert>;
  } else if (status.data === BOUND) {
    body = (
      <Stack gap="sm" data-testid="bind-bound">
        <Alert color="green"><Trans>您的账号已绑定机构。</Trans></Alert>
        <ButtonLink to="/enterpriseCentre" data-testid="bind-enter-centre"><Trans>进入企业中心</Trans></ButtonLink>
      </Stack>
    );
  } else {
    const pending = (mine.data?.records ?? []).filter((r) => r.status === BindStatus.pending);
    body = mayApplyForBinding({ userType: "enterprise", companyId: null }, pending.map((p) => ({ companyId: p.company.id }))) ? (
      <BindApplyForm />
    ) : (
      <Stack gap="sm" data-testid="bind-waiting">
        <Alert color="blue"><Trans>您的认证申请正在审核中，审核结果将以消息通知您。</Trans></Alert>
        <ButtonLink to="/login/authenticationList" variant="light"><Trans>查看认证记录</Trans></ButtonLink>
      </Stack>
    );
  }
  return (
    <Container size="sm" py="xl" px="md" data-testid="bind-apply-page">
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1} size="h3"><Trans>机构认证</Trans></Title>
          <Text c="dimmed" fz="sm"><Trans>绑定所属机构后即可进入企业中心预约路演、管理活动。</Trans></Text>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}

function BindApplyForm() {
  const { t, i18n } = useLingui();
  const [companyType, setCompanyType] = useState<number | null>(null);
  const [keyword, setKeyword] = useState("");
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [applicantName, setApplicantName] = useState("");
  const [letter, setLetter] = useState<TUploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const search = useBindCompanySearch(companyType, keyword.trim());
  const apply = useApplyBind();

  const name = applicantName.trim();
  const problems = {
    companyType: companyType === null ? BindMsg.companyTypeRequired : null,
    company: companyId === null ? BindMsg.companyRequired : null,
    applicant: !name ? BindMsg.applicantRequired : name.length > BIND_APPLICANT_MAX ? BindMsg.applicantTooLong : null,
    letter: letter.length === 0 ? BindMsg.letterRequired : null,
  };
  const options = (search.data ?? []).map((c) => ({ value: String(c.id), label: c.stockCode ? `${c.stockCode} ${c.fullName}` : c.fullName }));

  const submit = () => {
    setTried(true);
    if (Object.values(problems).some(Boolean) || companyType === null || companyId === null) return;
    apply.mutate(
      { companyType, companyId: Number(companyId), applicantName: name, letterPath: letter[0]!.filePath, letterName: letter[0]!.fileName },
      {
        onSuccess: () => notify("success", t`认证申请已提交，请等待审核`),
        onError: (error) => {
          if (!wasShown(error)) notify("error", errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={(e) => { e.preventDefault(); submit(); }} data-testid="bind-apply-form">
      <Stack gap="md">
        <Select
          label={t`机构类型`}
          required
          placeholder={t`请选择机构类型`}
          data={BIND_COMPANY_TYPES.map((c) => ({ value: String(c.type), label: i18n._(c.label) }))}
          value={companyType === null ? null : String(companyType)}
          onChange={(v) => { setCompanyType(v ? Number(v) : null); setCompanyId(null); setKeyword(""); }}
          error={tried ? problems.companyType : null}
          data-testid="bind-company-type"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t`所属机构`}
          description={t`输入证券代码或机构名称搜索`}
          required
          searchable
          disabled={companyType === null}
          placeholder={t`证券代码或机构名称`}
          data={options}
          value={companyId}
          onChange={setCompanyId}
          searchValue={keyword}
          onSearchChange={setKeyword}
          filter={({ options: all }) => all}
          nothingFoundMessage={search.isFetching ? t`搜索中…` : t`没有找到该机构`}
          error={tried ? problems.company : null}
          data-testid="bind-company"
        />
        <TextInput
          label={t`申请人姓名`}
          required
          maxLength={BIND_APPLICANT_MAX}
          value={applicantName}
          onChange={(e) => setApplicantName(e.currentTarget.value)}
          error={tried ? problems.applicant : null}
          data-testid="bind-applicant"
        />
        <Stack gap={4} data-testid="bind-letter">
          <Text size="sm" fw={500}><Trans>授权书</Trans></Text>
          <Text size="xs" c="dimmed"><Trans>请上传加盖机构公章的授权书扫描件</Trans></Text>
          <UploadField
            owner="bind-letter"
            endpoint="pdf"
            accept=".pdf,application/pdf"
            maxFiles={1}
            count={letter.length}
            check={(file) => pdfProblem(file)}
            onUploaded={(f) => setLetter([f])}
            onBusyChange={setBusy}
            hint={t`仅支持pdf格式，不超过100MB`}
            testId="bind-letter-upload"
          />
          <UploadedList files={letter} onRemove={() => setLetter([])} />
          {tried && problems.letter ? <Text c="red" fz="xs">{problems.letter}</Text> : null}
        </Stack>
        <Button type="submit" loading={apply.isPending} disabled={busy} data-testid="bind-submit"><Trans>提交认证申请</Trans></Button>
      </Stack>
    </form>
  );
}
