import { Group, Radio, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { needsPlatform, needsRecording, needsRegion, RECORDING_PERIODS } from "#shared/booking/booking-mode.ts";
import { OrderType } from "#shared/booking/order-type.ts";
import type { TCollectiveForm } from "../booking-form.ts";
import { useModes, usePlatforms, useRecordDates, useRegions, useSeries } from "../booking.queries.ts";
import { BookingActor, useBookingSend, useFormErrors } from "../booking-actor.ts";
import { CollectiveActivityList } from "./collective-activity-list.tsx";
import { FormSection } from "./form-section.tsx";
import { ModeFieldSelects } from "./mode-field-selects.tsx";
import { ModePicker } from "./mode-picker.tsx";
import { RecDateCalendar, RecTimeRange } from "./recording-parts.tsx";

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
      {mode ? (
        <ModeFieldSelects
          mode={mode}
          testIdPrefix="collective"
          region={{
            options: regions.data,
            value: form.regionId,
            onChange: (regionId) => send({ type: "booking.collective.region.select", regionId }),
            error: fields.region,
          }}
          platform={{
            options: platforms.data,
            value: form.platformId,
            onChange: (platformId) => send({ type: "booking.collective.platform.select", platformId }),
            error: fields.platform,
          }}
          isLiveBroadcast={form.isLiveBroadcast}
          onBroadcast={(isLive) => send({ type: "booking.collective.broadcast.select", isLive })}
        />
      ) : null}
      {studio ? (
        <>
          <RecDateCalendar
            dates={recDates}
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
            <RecTimeRange
              periodId={form.recPeriodId}
              start={form.startTime}
              end={form.endTime}
              onStart={(value) => send({ type: "booking.collective.time.start", value })}
              onEnd={(value) => send({ type: "booking.collective.time.end", value })}
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
