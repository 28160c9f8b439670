import type { ReactNode } from "react";
import { Alert, Anchor, Center, Container, Group, Loader, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Trans } from "@lingui/react/macro";
import { AnchorLink } from "#client/components/layout/router-links.tsx";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";

/**
 * The frame of the lottery pages (outside the main layout, document 1 section 2.1): a title, the way back, and
 * the rule that only an enterprise account bound to a company applies (the server answers 403 to anyone else).
 */
export function RollingFrame({ title, back, children, testId }: { title: ReactNode; back?: { to: "/rolling" | "/home"; label: ReactNode }; children: ReactNode; testId: string }) {
  const token = useToken();
  const user = useQuery(userInfoQuery(token));
  let body: ReactNode = children;
  if (user.isPending) body = <Center py="xl"><Loader /></Center>;
  else if (user.data?.userType !== "enterprise" || !user.data.companyId) {
    body = <Alert color="yellow" data-testid="rolling-company-only"><Trans>摇号申请需使用已绑定机构的账号登录</Trans></Alert>;
  }
  return (
    <Container size="md" py={{ base: "md", sm: "xl" }} px="md" data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1} size="h3">{title}</Title>
          {back ? <Anchor component={AnchorLink} to={back.to} fz="sm">{back.label}</Anchor> : null}
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
