import { useState } from "react";
import { Alert, Button, Container, Paper, Select, Stack, Text, Textarea, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { QUESTION_MAX } from "#shared/qa/pre-collect-rules.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { errorMessage } from "#client/lib/errors.ts";
import { usePersonalLoginHere, usePersonalSignedIn, useOpenActivities, useSubmitPreCollect } from "../public-pre-collect.queries.ts";

/**
 * /preCallQa (document 4 section 2.7): choose an upcoming activity whose pre-collection is open and submit a
 * question; a personal login is needed (the page offers it and comes back here).
 */
export function PreCallQaPage() {
  const { t, i18n } = useLingui();
  const open = useOpenActivities();
  const signedIn = usePersonalSignedIn();
  const login = usePersonalLoginHere();
  const submit = useSubmitPreCollect();
  const [activityId, setActivityId] = useState<string | null>(null);
  const [question, setQuestion] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const english = i18n.locale === "en-US";

  const send = () => {
    setSent(false);
    if (!activityId) return setError(t`请选择活动`);
    if (!question.trim()) return setError(t`请输入问题`);
    setError(null);
    submit.mutate(
      { activityId: Number(activityId), question },
      {
        onSuccess: () => {
          setQuestion("");
          setSent(true);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <Container size={720} py="xl" px={{ base: "xs", sm: "md" }} data-testid="pre-call-qa">
      <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
        <Stack gap="md">
          <Title order={1} size="h3">
            <Trans>问题预征集</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>在活动开始前提交您关心的问题，上市公司将在活动中或活动前统一回答。</Trans>
          </Text>
          {open.data && open.data.length === 0 ? (
            <EmptyState compact description={<Trans>暂无正在征集问题的活动</Trans>} />
          ) : (
            <>
              <Select
                label={t`选择活动`}
                placeholder={t`请选择活动`}
                data={(open.data ?? []).map((a) => {
                  const when = `${a.startDate}${a.startTime ? ` ${a.startTime}` : ""}`;
                  // full-width brackets in Chinese, a space and ASCII ones in English
                  return { value: String(a.activityId), label: english ? `${a.enTitle || a.title} (${when})` : `${a.title}（${when}）` };
                })}
                value={activityId}
                onChange={setActivityId}
                searchable
                data-testid="pre-call-activity"
              />
              <Textarea
                label={t`您的问题`}
                autosize
                minRows={4}
                maxLength={QUESTION_MAX}
                value={question}
                onChange={(e) => setQuestion(e.currentTarget.value)}
                description={t`${question.length}/${QUESTION_MAX}`}
                data-testid="pre-call-question"
              />
              {error ? (
                <Alert color="red" variant="light" data-testid="pre-call-error">
                  {error}
                </Alert>
              ) : null}
              {sent ? (
                <Alert color="teal" variant="light" data-testid="pre-call-sent">
                  <Trans>提交成功，感谢您的提问！</Trans>
                </Alert>
              ) : null}
              {signedIn ? (
                <Button onClick={send} loading={submit.isPending} style={{ alignSelf: "flex-start" }} data-testid="pre-call-submit">
                  <Trans>提交问题</Trans>
                </Button>
              ) : (
                <Stack gap={6} align="flex-start">
                  <Text size="sm">
                    <Trans>提交问题需要登录个人账号。</Trans>
                  </Text>
                  <Button variant="light" onClick={() => login.mutate(undefined, { onError: (e) => setError(errorMessage(e)) })} loading={login.isPending} data-testid="pre-call-login">
                    <Trans>登录后提问</Trans>
                  </Button>
                </Stack>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
