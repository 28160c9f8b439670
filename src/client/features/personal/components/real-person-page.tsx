import { useState, type FormEvent } from "react";
import { Alert, Button, Center, Loader, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { ButtonLink } from "#client/components/layout/button-link.tsx";
import { ApiError } from "#client/lib/api.ts";
import { call, invalidateContracts } from "#client/lib/contract-client.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { usePersonalLoginHere } from "#client/lib/personal-marks.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import { sessionRoutes } from "#shared/api/session.routes.ts";
import { realNameProblem } from "#shared/identity/real-name.ts";
import { isValidResidentId, MSG_ID_NUMBER_INVALID, MSG_ID_NUMBER_REQUIRED } from "#shared/identity/resident-id.ts";
import { hasPersonalCorner } from "#shared/personal/personal-rules.ts";

/** The resident id's own message for what was typed, or null (the same rule the server refuses with). */
function idNumberProblem(value: string): string | null {
  const id = value.trim();
  if (id === "") return MSG_ID_NUMBER_REQUIRED;
  return isValidResidentId(id.toUpperCase()) ? null : MSG_ID_NUMBER_INVALID;
}

/**
 * /realPersonIndex (document 4 section 3): real name and an 18-character mainland identity number, checked
 * here with the server's own rules (shape, birth date, check digit) before it is sent to the verification
 * provider. A verified investor can ask questions; `redirect` brings them back to where they were asked.
 */
export function RealPersonPage({ redirect }: { redirect?: string }) {
  const { t } = useLingui();
  const token = useToken();
  const user = useQuery(userInfoQuery(token));
  const login = usePersonalLoginHere();
  const back = redirect ?? "/personalCenter";

  let body;
  if (!token) {
    body = (
      <Stack gap="sm">
        <Text>
          <Trans>实名认证需要先使用个人账号登录。</Trans>
        </Text>
        <Button loading={login.isPending} onClick={() => login.mutate()} data-testid="real-person-login">
          <Trans>个人登录</Trans>
        </Button>
      </Stack>
    );
  } else if (user.isPending) {
    body = (
      <Center py="lg">
        <Loader />
      </Center>
    );
  } else if (!user.data || !hasPersonalCorner(user.data.userType)) {
    body = (
      <Alert color="yellow" data-testid="personal-only">
        <Trans>实名认证仅面向个人投资者账号，请使用个人账号登录</Trans>
      </Alert>
    );
  } else if (user.data.isRealPerson) {
    body = (
      <Stack gap="sm" data-testid="real-person-done">
        <Alert color="green">
          <Trans>您已完成实名认证，可以参与互动提问。</Trans>
        </Alert>
        <ButtonLink to={back} data-testid="real-person-back">
          <Trans>返回</Trans>
        </ButtonLink>
      </Stack>
    );
  } else {
    body = <VerifyForm />;
  }

  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} w="100%" maw={480} data-testid="real-person-page">
        <Stack gap="md">
          <Title order={1} size="h3">
            {t`实名认证`}
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>根据相关规定，参与互动提问前需要完成实名认证。信息仅用于身份核验，身份证号加密保存、仅显示前三位与后四位。</Trans>
          </Text>
          {body}
        </Stack>
      </Paper>
    </Center>
  );
}

function VerifyForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [realName, setRealName] = useState("");
  const [idNumber, setIdNumber] = useState("");
  const [shown, setShown] = useState(false);
  const verify = useMutation({
    mutationFn: () => call(sessionRoutes.realPersonVerify, { realName: realName.trim(), idNumber: idNumber.trim().toUpperCase() }, { silent: true }),
    onSuccess: () => invalidateContracts(queryClient, [sessionRoutes.userInfo, sessionRoutes.isRealPerson]),
  });
  const nameError = shown ? realNameProblem(realName) : null;
  const idError = shown ? idNumberProblem(idNumber) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (realNameProblem(realName) || idNumberProblem(idNumber)) return;
    verify.mutate();
  };
  return (
    <form onSubmit={submit} noValidate data-testid="real-person-form">
      <Stack gap="sm">
        <TextInput label={t`真实姓名`} value={realName} onChange={(e) => setRealName(e.currentTarget.value)} error={nameError} maxLength={50} required autoComplete="name" />
        <TextInput
          label={t`身份证号`}
          value={idNumber}
          onChange={(e) => setIdNumber(e.currentTarget.value)}
          error={idError}
          maxLength={18}
          required
          autoComplete="off"
          inputMode="text"
          description={t`18位居民身份证号码，末位可为X`}
        />
        {verify.error ? (
          <Alert color="red" data-testid="real-person-error">
            {verify.error instanceof ApiError ? verify.error.message : errorMessage(verify.error)}
          </Alert>
        ) : null}
        <Button type="submit" loading={verify.isPending} data-testid="real-person-submit">
          <Trans>提交认证</Trans>
        </Button>
      </Stack>
    </form>
  );
}
