import type { ReactNode } from "react";
import { Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";

export interface FormSectionProps {
  step: number;
  title: string;
  /** a short line under the title */
  description?: ReactNode;
  /** extra controls on the right of the title (e.g. a hint badge) */
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One numbered block of the booking form. */
export function FormSection({ step, title, description, aside, children, testId }: FormSectionProps) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} shadow="xs" data-testid={testId} component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={26} radius="xl" variant="light" aria-hidden>
              <Text size="sm" fw={700}>
                {step}
              </Text>
            </ThemeIcon>
            <Stack gap={2}>
              <Title order={3} size="h5">
                {title}
              </Title>
              {description ? (
                <Text size="xs" c="dimmed">
                  {description}
                </Text>
              ) : null}
            </Stack>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
