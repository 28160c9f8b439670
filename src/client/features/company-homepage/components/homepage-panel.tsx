import { useEffect, useRef, useState } from "react";
import { Alert, Button, Card, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { CompanyLogo } from "#client/components/institution/company-logo.tsx";
import { HomepageBody } from "#client/components/institution/homepage-body.tsx";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { errorMessage } from "#client/lib/errors.ts";
import { notify } from "#client/lib/notify.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import type { THomepageInfo } from "#shared/api/homepage.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { homepageProblem } from "#shared/homepage/homepage-rules.ts";
import { useHomepageInfo, useSubmitHomepage } from "../homepage.queries.ts";
import { dropHomepageDraft, loadHomepageDraft, saveHomepageDraft, type THomepageDraft } from "../homepage-draft.db.ts";
import { HomepageEditor } from "./homepage-editor.tsx";
import { IntroRecordsDialog } from "./intro-records-dialog.tsx";

const draftOf = (info: THomepageInfo): THomepageDraft => ({ logoPath: info.logoPath, miniLogoPath: info.miniLogoPath, logoVectorPath: info.logoVectorPath, intro: info.companyIntroJson });

/**
 * Company information maintenance (centre tab 4, document 3 sections 2.2 item 5, 4, 6 and 8): the view mode
 * shows the published homepage as the public page does; the admin switches to edit mode (edit / back), whose
 * draft is kept in the browser database on every change (a reload resumes it), submits it as a change
 * awaiting approval and reads the approval records.
 */
export function HomepagePanel() {
  const { t } = useLingui();
  const user = useQuery(userInfoQuery(useToken()));
  const userId = user.data?.id ?? null;
  const view = useHomepageInfo(false);
  const edit = useHomepageInfo(true);
  const submit = useSubmitHomepage();
  const [draft, setDraft] = useState<THomepageDraft | null>(null);
  const [records, setRecords] = useState(false);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const info = view.data;
  const companyId = info?.id ?? null;
  const draftRef = useRef<THomepageDraft | null>(null);

  // a draft left by a reload brings the editor back where it was
  useEffect(() => {
    if (userId === null || companyId === null) return;
    let current = true;
    void loadHomepageDraft(userId, companyId).then((kept) => {
      if (current && kept && draftRef.current === null) {
        draftRef.current = kept;
        setDraft(kept);
      }
    });
    return () => {
      current = false;
    };
  }, [userId, companyId]);

  const change = (update: (d: THomepageDraft) => THomepageDraft) => {
    const base = draftRef.current;
    if (!base) return;
    const next = update(base);
    draftRef.current = next;
    setDraft(next);
    if (userId !== null && companyId !== null) void saveHomepageDraft(userId, companyId, next);
  };
  const open = () => {
    if (!edit.data) return;
    const start = draftOf(edit.data);
    draftRef.current = start;
    setDraft(start);
  };
  const back = () => {
    draftRef.current = null;
    setDraft(null);
    if (userId !== null && companyId !== null) void dropHomepageDraft(userId, companyId);
  };
  const send = () => {
    if (!draft || companyId === null) return;
    const problem = homepageProblem(draft.intro);
    if (problem) return notify("error", problem.message);
    submit.mutate(
      { companyId, draft },
      {
        onSuccess: (answer) => {
          notify("success", answer.message || t`提交成功`);
          back();
        },
        onError: (error) => notify("error", errorMessage(error)),
      },
    );
  };

  if (view.isPending) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  if (view.isError || !info) {
    return (
      <Alert color="red" variant="light" m="md">
        {errorMessage(view.error)}
      </Alert>
    );
  }
  const editing = draft !== null;
  const uploading = Object.values(busy).some(Boolean);
  return (
    <Stack gap="md" p={{ base: "xs", sm: "md" }} data-testid="homepage-panel" data-mode={editing ? "edit" : "view"}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <CompanyLogo name={info.companyName} path={(editing ? draft.miniLogoPath : info.miniLogoPath) ?? info.logoPath} size={48} />
          <Stack gap={0} miw={0}>
            <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
              {info.companyName}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {info.companyFullName}
            </Text>
          </Stack>
        </Group>
        {info.canEdit ? (
          <Group gap="xs">
            <Button variant="default" size="sm" onClick={() => setRecords(true)} data-testid="homepage-records-open">
              <Trans>审核记录</Trans>
            </Button>
            {editing ? (
              <>
                <Button variant="default" size="sm" onClick={back} data-testid="homepage-back">
                  <Trans>返回</Trans>
                </Button>
                <Button size="sm" loading={submit.isPending} disabled={uploading} onClick={send} data-testid="homepage-submit">
                  <Trans>提交</Trans>
                </Button>
              </>
            ) : (
              <Button size="sm" onClick={open} loading={edit.isPending} data-testid="homepage-edit">
                <Trans>编辑</Trans>
              </Button>
            )}
          </Group>
        ) : null}
      </Group>
      {info.pendingTime ? (
        <Alert color="blue" variant="light" data-testid="homepage-pending">
          {t`您于 ${formatDate(info.pendingTime)} 提交的修改正在审核中，审核通过后将在机构主页发布。`}
        </Alert>
      ) : null}
      {editing ? (
        <Card withBorder radius="md" padding="lg">
          <HomepageEditor draft={draft} onChange={change} canTranslate={info.canTranslate} onBusyChange={(owner, b) => setBusy((s) => ({ ...s, [owner]: b }))} />
        </Card>
      ) : info.isPublished ? (
        <HomepageBody intro={info.companyIntroJson} />
      ) : (
        <EmptyState description={<Trans>暂无主页信息</Trans>} />
      )}
      {info.canEdit ? <IntroRecordsDialog opened={records} onClose={() => setRecords(false)} /> : null}
    </Stack>
  );
}
