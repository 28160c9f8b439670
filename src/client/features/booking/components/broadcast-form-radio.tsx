import { Group, Radio } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { forcedLiveBroadcast, type TModeLike } from "#shared/booking/booking-mode.ts";
import { effectiveLiveBroadcast } from "#shared/booking/booking-rules.ts";

export interface BroadcastFormRadioProps {
  mode: TModeLike;
  value: boolean | null;
  onChange: (isLive: boolean) => void;
}

/**
 * The broadcast form of a recording (document 1 section 4.2): recorded video broadcast live then posted
 * online, or posted only. A company's own video is always broadcast live (the choice is shown, fixed).
 */
export function BroadcastFormRadio({ mode, value, onChange }: BroadcastFormRadioProps) {
  const { t } = useLingui();
  const forced = forcedLiveBroadcast(mode);
  const effective = effectiveLiveBroadcast(mode, value) ?? true;
  return (
    <Radio.Group
      label={t`播出形式`}
      withAsterisk
      description={forced ? t`自有视频录播固定为录制视频直播后上线` : undefined}
      value={effective ? "live" : "posted"}
      onChange={(v) => onChange(v === "live")}
      data-testid="booking-broadcast"
    >
      <Group mt={6} gap="lg">
        <Radio value="live" label={t`录制视频直播后上线`} disabled={forced} />
        <Radio value="posted" label={t`录制视频仅上线`} disabled={forced} />
      </Group>
    </Radio.Group>
  );
}
