import type { ReactNode } from "react";
import { Paper, Stack, Text, Title } from "@mantine/core";
import type { TMaterialsSection } from "#shared/materials/materials-rules.ts";

/** One section of the materials form, with the failing submit check's message when it is this section's. */
export function Section({ id, title, problem, children }: { id: TMaterialsSection | "funds"; title: string; problem?: string | null; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }} data-section={id} data-testid={`materials-section-${id}`} style={problem ? { borderColor: "var(--mantine-color-red-6)" } : undefined}>
      <Stack gap="sm">
        <Title order={4} size="h6">
          {title}
        </Title>
        {children}
        {problem ? (
          <Text size="sm" c="red" role="alert" data-testid="materials-problem">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
