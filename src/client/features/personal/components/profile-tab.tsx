import { Badge, Group, Stack, Table } from "@mantine/core";
import { AnchorLink } from "#client/components/layout/router-links.tsx";
import { ButtonLink } from "#client/components/layout/button-link.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { TUserInfo } from "#shared/api/session.contract.ts";

/** investorType of the personal profile (document 4 section 3). */
export const INVESTOR_TYPE_LABELS: Record<number, ReturnType<typeof msg>> = {
  1: msg`个人投资者`,
  2: msg`机构投资者`,
  3: msg`媒体`,
  4: msg`其他`,
};

/** The profile: nickname, investor type and whether the real-person verification is done. */
export function ProfileTab({ user }: { user: TUserInfo }) {
  const { i18n } = useLingui();
  const type = user.investorType
    ? INVESTOR_TYPE_LABELS[user.investorType]
    : undefined;
  return (
    <Stack gap="sm" align="flex-start">
      <Table
        variant="vertical"
        layout="fixed"
        withTableBorder
        data-testid="personal-profile"
      >
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>
              <Trans>昵称</Trans>
            </Table.Th>
            <Table.Td>{user.nickName}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>
              <Trans>手机号</Trans>
            </Table.Th>
            <Table.Td>{user.mobile ?? "—"}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>
              <Trans>投资者类型</Trans>
            </Table.Th>
            <Table.Td>{type ? i18n._(type) : <Trans>未填写</Trans>}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>
              <Trans>实名认证</Trans>
            </Table.Th>
            <Table.Td>
              {user.isRealPerson ? (
                <Badge
                  color="green"
                  variant="light"
                  data-testid="real-person-state"
                >
                  <Trans>已认证</Trans>
                </Badge>
              ) : (
                <Group gap="sm">
                  <Badge
                    color="gray"
                    variant="light"
                    data-testid="real-person-state"
                  >
                    <Trans>未认证</Trans>
                  </Badge>
                  <AnchorLink to="/realPersonIndex" size="sm">
                    <Trans>去认证</Trans>
                  </AnchorLink>
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <ButtonLink
        to="/login/personlogin/$type"
        params={{ type: "0" }}
        search={{ redirect: "/personalCenter?tab=profile" }}
        variant="light"
        size="sm"
        data-testid="profile-edit"
      >
        <Trans>修改资料</Trans>
      </ButtonLink>
    </Stack>
  );
}
