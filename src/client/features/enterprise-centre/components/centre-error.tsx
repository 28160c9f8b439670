import { Alert, Button, Center, Group, Stack, Text } from "@mantine/core";
import { useRouter } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { errorMessage } from "#client/lib/errors.ts";

/** Shown when the user or company could not be loaded (offline, server fault): what failed, and a retry. */
export function CentreError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <Center py={60} px="md">
      <Alert color="red" title={t`机构信息加载失败`} maw={480} w="100%" data-testid="centre-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => void router.invalidate()}>
              <Trans>重试</Trans>
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Center>
  );
}
