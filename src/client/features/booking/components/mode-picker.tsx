import { Badge, Group, Loader, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TBookingMode } from "#shared/api/booking.contract.ts";
import { forcedLiveBroadcast, needsRecording, videoTypeText } from "#shared/booking/booking-mode.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import type { TModeRef } from "../booking-form.ts";

export interface ModePickerProps {
  modes: readonly TBookingMode[] | undefined;
  loading: boolean;
  value: TModeRef | null;
  onChange: (mode: TBookingMode) => void;
  error?: string;
  testId?: string;
}

/** The booking modes as cards: name, video type and what the mode asks for. */
export function ModePicker({ modes, loading, value, onChange, error, testId }: ModePickerProps) {
  const { t } = useLingui();
  const list = modes ?? [];
  // a restored draft may name a mode the list has not loaded (offline): keep it visible
  const shown: ReadonlyArray<Pick<TBookingMode, "id" | "modeName" | "videoType" | "transcribeType">> =
    value && !list.some((m) => m.id === value.id) ? [value, ...list] : list;

  function hint(m: Pick<TBookingMode, "videoType" | "transcribeType">): string {
    if (m.videoType === 1) return t`在指定地区演播室直播，自选开始与结束时间`;
    if (m.videoType === 2) return t`通过第三方平台转播，需选择转播平台`;
    if (needsRecording(m)) return t`提前在演播室录制，活动当天播出`;
    if (forcedLiveBroadcast(m)) return t`上传自有视频，活动当天直播播出后上线`;
    if (m.videoType === 3) return t`录制视频播出`;
    return t`以网络文字形式与投资者互动`;
  }

  return (
    <Radio.Group
      label={t`活动模式`}
      withAsterisk
      error={error}
      value={value ? String(value.id) : null}
      onChange={(v) => {
        const mode = list.find((m) => String(m.id) === v);
        if (mode) onChange(mode);
      }}
      data-testid={testId}
    >
      {loading && shown.length === 0 ? (
        <Loader size="sm" mt={6} />
      ) : shown.length === 0 ? (
        <EmptyState compact />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt={6}>
          {shown.map((m) => (
            <Radio.Card key={m.id} value={String(m.id)} radius="sm" p="sm" aria-label={m.modeName}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={4} miw={0}>
                  <Group gap={6}>
                    <Text fw={600} size="sm">
                      {m.modeName}
                    </Text>
                    <Badge size="xs" variant="light">
                      {videoTypeText(m.videoType)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {hint(m)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      )}
    </Radio.Group>
  );
}
