import { Anchor, Badge, Card, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { agreementPageFor } from "#shared/booking/agreement.ts";
import { videoTypeText } from "#shared/booking/booking-mode.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { useModes } from "../booking.queries.ts";

function DocLink({ href, label }: { href: string | null; label: string }) {
  if (!href) {
    return (
      <Text span size="xs" c="dimmed">
        {label}
      </Text>
    );
  }
  return (
    <Anchor href={href} target="_blank" size="xs">
      {label}
    </Anchor>
  );
}

/** The mode explanation card (document 2 section 2.3): each mode with its guide, example and announcement template. */
export function ModeExplanationCard({ orderType }: { orderType: number }) {
  const { t } = useLingui();
  const modes = useModes(orderType);
  const list = modes.data ?? [];

  return (
    <Card withBorder radius="md" padding="lg" data-testid="mode-explanation-card">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t`活动模式说明`}
          </Title>
          <Anchor href={`${agreementPageFor(orderType)}#process`} target="_blank" size="sm" data-testid="full-process-guide">
            {t`路演全流程指引`}
          </Anchor>
        </Group>
        {modes.isPending ? (
          <Loader size="sm" />
        ) : list.length === 0 ? (
          <EmptyState compact />
        ) : (
          <Table verticalSpacing="sm" striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`活动模式`}</Table.Th>
                  <Table.Th visibleFrom="sm">{t`形式`}</Table.Th>
                  <Table.Th>{t`相关文档`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {m.modeName}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Badge variant="light" size="sm">
                        {videoTypeText(m.videoType)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <DocLink href={m.guidancePath} label={t`操作指引`} />
                        <DocLink href={m.examplePath} label={t`活动示例`} />
                        <DocLink href={m.noticePath} label={t`公告模板`} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
