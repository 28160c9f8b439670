import { Group, Radio, Select, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { needsPlatform, needsRecording, needsRegion, RECORDING_PERIODS, VideoType } from "#shared/booking/booking-mode.ts";
import { OrderType } from "#shared/booking/order-type.ts";
import type { TCollectiveForm } from "../booking-form.ts";
import { useModes, usePlatforms, useRecordDates, useRegions, useSeries } from "../booking.queries.ts";
import { BookingActor, useBookingSend, useFormErrors } from "../booking-actor.ts";
import { BroadcastFormRadio } from "./broadcast-form-radio.tsx";
import { CollectiveActivityList } from "./collective-activity-list.tsx";
import { FormSection } from "./form-section.tsx";
import { ModePicker } from "./mode-picker.tsx";
import { TimeRangeSelect } from "./time-range-select.tsx";
import { WeekdayCalendar } from "./weekday-calendar.tsx";

/** The collective flow (document 1 section 4.2): one activity, then the company mode when the activity allows it. */
export function CollectiveSection({ step }: { step: number }) {
  const { t } = useLingui();
  const form = BookingActor.useSelector((s) => s.context.values.collective);
  const { fields } = useFormErrors();
  const send = useBookingSend();
  const series = useSeries();

  return (
    <>
      <FormSection step={step} title={t`选择集体活动`} description={t`每个系列只能选择一场集体活动`} testId="booking-collective">
        <CollectiveActivityList
          series={series.data}
          loading={series.isPending && series.fetchStatus !== "idle"}
          value={form.activity?.id ?? null}
          onPick={(activity) => send({ type: "booking.collective.pick", activity })}
          error={fields.collectiveActivity}
        />
      </FormSection>
      {form.activity?.isOpenSelectionMode ? (
        <FormSection step={step + 1} title={t`公司模式`} description={t`该活动支持公司自选活动模式`} testId="booking-company-mode">
          <Stack gap="md">
            <Radio.Group
              label={t`公司模式`}
              withAsterisk
              value={form.isWithCollective === null ? null : form.isWithCollective ? "follow" : "own"}
              onChange={(v) => send({ type: "booking.collective.follow", value: v === "follow" })}
              error={fields.companyMode}
            >
              <Group mt={6} gap="lg">
                <Radio value="follow" label={t`跟随集体模式`} />
                <Radio value="own" label={t`自选模式`} />
              </Group>
            </Radio.Group>
            {form.isWithCollective === false ? <OwnModeFields form={form} /> : null}
          </Stack>
        </FormSection>
      ) : null}
    </>
  );
}

/** The company's own mode: mode, then region, platform or recording as the mode needs. */
function OwnModeFields({ form }: { form: TCollectiveForm }) {
  const { t } = useLingui();
  const { fields } = useFormErrors();
  const send = useBookingSend();
  const modes = useModes(OrderType.collective);
  const mode = form.mode;
  const regions = useRegions(!!mode && needsRegion(mode));
  const platforms = usePlatforms(!!mode && needsPlatform(mode));
  const studio = !!mode && needsRecording(mode);
  const recDates = useRecordDates(studio ? mode.videoType : null, OrderType.collective, studio ? (form.activity?.startDate ?? null) : null);

  return (
    <Stack gap="md" data-testid="collective-own-mode">
      <ModePicker
        modes={modes.data}
        loading={modes.isPending}
        value={mode}
        onChange={(m) => send({ type: "booking.collective.mode.select", mode: m })}
        error={fields.mode}
        testId="collective-mode"
      />
      {mode && needsRegion(mode) ? (
        <Select
          label={t`活动地区`}
          withAsterisk
          maw={420}
          placeholder={t`请选择活动地区`}
          data={(regions.data ?? []).map((r) => ({ value: String(r.id), label: r.regionName }))}
          value={form.regionId === null ? null : String(form.regionId)}
          onChange={(v) => v && send({ type: "booking.collective.region.select", regionId: Number(v) })}
          error={fields.region}
          allowDeselect={false}
          data-testid="collective-region"
        />
      ) : null}
      {mode && needsPlatform(mode) ? (
        <Select
          label={t`转播平台`}
          withAsterisk
          maw={420}
          placeholder={t`请选择转播平台`}
          data={(platforms.data ?? []).map((p) => ({ value: String(p.id), label: p.platformName }))}
          value={form.platformId === null ? null : String(form.platformId)}
          onChange={(v) => v && send({ type: "booking.collective.platform.select", platformId: Number(v) })}
          error={fields.platform}
          allowDeselect={false}
          data-testid="collective-platform"
        />
      ) : null}
      {mode && mode.videoType === VideoType.recording ? (
        <BroadcastFormRadio mode={mode} value={form.isLiveBroadcast} onChange={(isLive) => send({ type: "booking.collective.broadcast.select", isLive })} />
      ) : null}
      {studio ? (
        <>
          <WeekdayCalendar
            label={t`录制日期`}
            dates={recDates.data}
            loading={recDates.isPending && recDates.fetchStatus !== "idle"}
            value={form.recDate}
            onChange={(date) => send({ type: "booking.collective.recDate.select", date })}
            error={fields.recDate}
            testId="collective-rec-date"
          />
          <Radio.Group
            label={t`录制时段`}
            value={form.recPeriodId === null ? null : String(form.recPeriodId)}
            onChange={(v) => send({ type: "booking.collective.recPeriod.select", periodId: Number(v) })}
          >
            <Group mt={6} gap="lg">
              {RECORDING_PERIODS.map((p) => (
                <Radio key={p.id} value={String(p.id)} label={`${p.periodName} ${p.startTime}-${p.endTime}`} />
              ))}
            </Group>
          </Radio.Group>
          {form.recPeriodId !== null ? (
            <TimeRangeSelect
              periodId={form.recPeriodId}
              start={form.startTime}
              end={form.endTime}
              onStart={(value) => send({ type: "booking.collective.time.start", value })}
              onEnd={(value) => send({ type: "booking.collective.time.end", value })}
              startLabel={t`录制开始时间`}
              endLabel={t`录制结束时间`}
            />
          ) : null}
        </>
      ) : null}
      {!mode ? (
        <Text size="xs" c="dimmed">
          {t`选择活动模式后填写地区、转播平台或录制安排`}
        </Text>
      ) : null}
    </Stack>
  );
}
