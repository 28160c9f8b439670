import { Select } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TPlatform, TRegion } from "#shared/api/booking.contract.ts";
import { needsPlatform, needsRegion, type TModeLike, VideoType } from "#shared/booking/booking-mode.ts";
import { BroadcastFormRadio } from "./broadcast-form-radio.tsx";

/** One id-valued dictionary choice as the form holds it; the machine event lives in the caller's onChange. */
export interface IdChoice<T> {
  options: readonly T[] | undefined;
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}

interface IdSelectProps {
  label: string;
  placeholder: string;
  data: Array<{ value: string; label: string }>;
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
  testId: string;
}

/** Mantine selects hold strings; the form holds numeric ids. A required choice cannot be cleared once made. */
function IdSelect({ label, placeholder, data, value, onChange, error, testId }: IdSelectProps) {
  return (
    <Select
      label={label}
      withAsterisk
      maw={420}
      placeholder={placeholder}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => v && onChange(Number(v))}
      error={error}
      allowDeselect={false}
      data-testid={testId}
    />
  );
}

export interface RegionSelectProps extends IdChoice<TRegion> {
  testId: string;
  /** the recording's region is labelled as such; the activity's region by default */
  label?: string;
  placeholder?: string;
}

/** A region for a live activity or a studio recording (its slots are per region). */
export function RegionSelect({ options, value, onChange, error, testId, label, placeholder }: RegionSelectProps) {
  const { t } = useLingui();
  return (
    <IdSelect
      label={label ?? t`活动地区`}
      placeholder={placeholder ?? t`请选择活动地区`}
      data={(options ?? []).map((r) => ({ value: String(r.id), label: r.regionName }))}
      value={value}
      onChange={onChange}
      error={error}
      testId={testId}
    />
  );
}

/** The relay platform a relay-mode activity is broadcast on. */
export function PlatformSelect({ options, value, onChange, error, testId }: IdChoice<TPlatform> & { testId: string }) {
  const { t } = useLingui();
  return (
    <IdSelect
      label={t`转播平台`}
      placeholder={t`请选择转播平台`}
      data={(options ?? []).map((p) => ({ value: String(p.id), label: p.platformName }))}
      value={value}
      onChange={onChange}
      error={error}
      testId={testId}
    />
  );
}

export interface ModeFieldSelectsProps {
  mode: TModeLike;
  /** "booking" or "collective": each select's data-testid is `${prefix}-region` / `${prefix}-platform` (e2e relies on them) */
  testIdPrefix: string;
  /** left out where the caller places the region itself (the single flow shows it before the live slots) */
  region?: IdChoice<TRegion>;
  platform: IdChoice<TPlatform>;
  isLiveBroadcast: boolean | null;
  onBroadcast: (isLive: boolean) => void;
}

/**
 * The fields a mode adds on top of its schedule (document 1 section 4.2): a region for live, a platform for
 * relay, the broadcast form for recordings. Shared by the single and the collective own-mode flows so both
 * apply the same mode rules; each flow keeps its own queries and machine events.
 */
export function ModeFieldSelects({ mode, testIdPrefix, region, platform, isLiveBroadcast, onBroadcast }: ModeFieldSelectsProps) {
  return (
    <>
      {region && needsRegion(mode) ? <RegionSelect {...region} testId={`${testIdPrefix}-region`} /> : null}
      {needsPlatform(mode) ? <PlatformSelect {...platform} testId={`${testIdPrefix}-platform`} /> : null}
      {mode.videoType === VideoType.recording ? <BroadcastFormRadio mode={mode} value={isLiveBroadcast} onChange={onBroadcast} /> : null}
    </>
  );
}
