import { useState, type FormEvent } from "react";
import { Alert, Button, Container, Loader, Paper, Radio, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { ApiError } from "#client/lib/api.ts";
import { call, invalidateContracts } from "#client/lib/contract-client.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { notify } from "#client/lib/notify.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";
import { sessionRoutes } from "#shared/api/session.routes.ts";
import { INVESTOR_TYPES, NICKNAME_MAX, nickNameProblem, ProfileMsg } from "#shared/identity/personal-profile.ts";
import { hasPersonalCorner } from "#shared/personal/personal-rules.ts";
import { INVESTOR_TYPE_LABELS } from "./profile-tab.tsx";

/** The refusals' English (the spec's Chinese texts are the source). */
const PROBLEM_TEXT: Record<string, ReturnType<typeof msg>> = {
  [ProfileMsg.nickNameEmpty]: msg`请输入昵称`,
  [ProfileMsg.nickNameTooLong]: msg`昵称不能超过20个字符`,
  [ProfileMsg.investorTypeMissing]: msg`请选择投资者类型`,
};

/**
 * /login/personlogin/{type} (document 4 section 3): the personal profile after the first login, and its later
 * changes: nickname (shown beside the investor's questions) and investor type. `redirect` is where to go next.
 */
export function ProfileFormPage({ redirect }: { redirect?: string }) {
  const user = useQuery(userInfoQuery(useToken()));
  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} data-testid="profile-form-page">
        <Stack gap="md">
          <Title order={2} size="h3">
            <Trans>完善个人资料</Trans>
          </Title>
          {user.isPending ? (
            <Loader mx="auto" />
          ) : !user.data || !hasPersonalCorner(user.data.userType) ? (
            <Alert color="yellow" data-testid="personal-only">
              <Trans>个人资料仅面向个人投资者账号，请使用个人账号登录</Trans>
            </Alert>
          ) : (
            <ProfileForm user={user.data} redirect={redirect ?? "/personalCenter"} />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

function ProfileForm({ user, redirect }: { user: TUserInfo; redirect: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [nickName, setNickName] = useState(user.nickName);
  const [investorType, setInvestorType] = useState<string>(user.investorType ? String(user.investorType) : "");
  const [shown, setShown] = useState(false);
  const save = useMutation({
    mutationFn: () => call(sessionRoutes.updateProfile, { nickName, investorType: Number(investorType) }, { silent: true }),
    onSuccess: async () => {
      await invalidateContracts(queryClient, [sessionRoutes.userInfo]);
      notify("success", t`资料已保存`);
      void navigate({ to: redirect });
    },
  });
  const shownText = (problem: string | null) => (problem ? (PROBLEM_TEXT[problem] ? i18n._(PROBLEM_TEXT[problem]) : problem) : null);
  const nameError = shown ? nickNameProblem(nickName) : null;
  const typeError = shown && !investorType ? ProfileMsg.investorTypeMissing : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (nickNameProblem(nickName) || !investorType) return;
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>昵称会显示在您的提问旁。</Trans>
        </Text>
        <TextInput label={t`昵称`} value={nickName} onChange={(e) => setNickName(e.currentTarget.value)} error={shownText(nameError)} maxLength={NICKNAME_MAX * 2} required />
        <Radio.Group label={t`投资者类型`} value={investorType} onChange={setInvestorType} error={shownText(typeError)} required>
          <Group gap="md" mt={6}>
            {INVESTOR_TYPES.map((type) => (
              <Radio key={type} value={String(type)} label={i18n._(INVESTOR_TYPE_LABELS[type]!)} />
            ))}
          </Group>
        </Radio.Group>
        {save.error ? (
          <Alert color="red" data-testid="profile-error">
            {save.error instanceof ApiError ? save.error.message : errorMessage(save.error)}
          </Alert>
        ) : null}
        <Button type="submit" loading={save.isPending} data-testid="profile-submit">
          <Trans>保存</Trans>
        </Button>
      </Stack>
    </form>
  );
}
