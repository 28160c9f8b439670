import { Alert, SimpleGrid, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { needsPlatform, needsRecording, needsRegion, periodsForMode, RECORDING_PERIODS, VideoType } from "#shared/booking/booking-mode.ts";
import { hasShortLeadTime } from "#shared/booking/order-type.ts";
import type { TSingleForm } from "../booking-form.ts";
import { useBookingDates, usePlatforms, useRecordDates, useRegions, useRegionSlots, useStores } from "../booking.queries.ts";
import { BookingActor, useBookingSend, useFormErrors } from "../booking-actor.ts";
import { FormSection } from "./form-section.tsx";
import { ModeFieldSelects, RegionSelect } from "./mode-field-selects.tsx";
import { RecDateCalendar, RecTimeRange } from "./recording-parts.tsx";
import { SlotPicker } from "./slot-picker.tsx";
import { TimeRangeSelect } from "./time-range-select.tsx";
import { useReconcileSlot } from "./use-reconcile-slot.ts";
import { WeekdayCalendar } from "./weekday-calendar.tsx";

/** Date, then period, region or platform by the mode's type (document 1 section 4.2 steps 5-6). */
export function ScheduleSection({ step, orderType }: { step: number; orderType: number }) {
  const { t } = useLingui();
  const single = BookingActor.useSelector((s) => s.context.values.single);
  const { fields } = useFormErrors();
  const send = useBookingSend();
  const mode = single.mode;
  const dates = useBookingDates(mode?.videoType ?? null, orderType);

  const windowText = hasShortLeadTime(orderType) ? t`可预约T+2至T+27个交易日内的活动日期` : t`可预约T+7至T+27个交易日内的活动日期`;

  return (
    <FormSection step={step} title={t`活动时间`} description={windowText} testId="booking-schedule">
      {!mode ? (
        <Text size="sm" c="dimmed" data-testid="schedule-needs-mode">
          {t`请先选择活动模式`}
        </Text>
      ) : (
        // side by side from a tablet up: the calendar alone would leave half the card empty, and the period
        // picked on the right stays in view of the date it belongs to
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
          <WeekdayCalendar
            label={t`活动日期`}
            dates={dates.data}
            loading={dates.isPending && dates.fetchStatus !== "idle"}
            value={single.bookingDate}
            onChange={(date) => send({ type: "booking.date.select", date })}
            error={fields.date}
            testId="booking-date"
          />
          {single.bookingDate ? (
            needsRegion(mode) ? (
              <LiveFields single={single} />
            ) : (
              <FixedPeriodFields single={single} orderType={orderType} />
            )
          ) : (
            <Text size="sm" c="dimmed" pt={{ md: 28 }} data-testid="schedule-needs-date">
              {t`选择活动日期后，在此选择时段`}
            </Text>
          )}
        </SimpleGrid>
      )}
    </FormSection>
  );
}

/** Live: a region, then its morning or afternoon, then own start and end. */
function LiveFields({ single }: { single: TSingleForm }) {
  const { t } = useLingui();
  const { fields } = useFormErrors();
  const send = useBookingSend();
  const regions = useRegions();
  const slots = useRegionSlots(single.bookingDate, single.regionId, false);
  useReconcileSlot(slots.data, slots.isFetching, single.slot, "slot");
  const periodIds = periodsForMode(single.mode!).map((p) => p.id);

  return (
    <Stack gap="md">
      <RegionSelect
        options={regions.data}
        value={single.regionId}
        onChange={(regionId) => send({ type: "booking.region.select", regionId })}
        error={fields.region}
        testId="booking-region"
      />
      {single.regionId !== null ? (
        <>
          <SlotPicker
            label={t`活动时段`}
            slots={slots.data?.filter((s) => periodIds.includes(s.periodId))}
            loading={slots.isPending}
            value={single.slot?.id ?? null}
            onChange={(slot) => send({ type: "booking.slot.select", slot })}
            error={single.slot ? undefined : fields.period}
            testId="booking-period"
          />
          {single.slot ? (
            <TimeRangeSelect
              periodId={single.slot.periodId}
              start={single.start}
              end={single.end}
              onStart={(value) => send({ type: "booking.time.start", value })}
              onEnd={(value) => send({ type: "booking.time.end", value })}
              error={fields.period}
              testId="booking-times"
            />
          ) : null}
          <Alert variant="light" color="blue" p="xs">
            <Text size="xs">{t`直播活动建议至少提前1小时到达演播室`}</Text>
          </Alert>
        </>
      ) : null}
    </Stack>
  );
}

/** Relay, recording and text: the date's fixed periods, plus the platform or the recording. */
function FixedPeriodFields({ single, orderType }: { single: TSingleForm; orderType: number }) {
  const { t } = useLingui();
  const { fields } = useFormErrors();
  const send = useBookingSend();
  const mode = single.mode!;
  const stores = useStores(mode.videoType, single.bookingDate);
  useReconcileSlot(stores.data, stores.isFetching, single.slot, "slot");
  const platforms = usePlatforms(needsPlatform(mode));
  const periodIds = periodsForMode(mode).map((p) => p.id);

  return (
    <Stack gap="md">
      <SlotPicker
        label={t`活动时段`}
        slots={stores.data?.filter((s) => periodIds.includes(s.periodId))}
        loading={stores.isPending}
        value={single.slot?.id ?? null}
        onChange={(slot) => send({ type: "booking.slot.select", slot })}
        labelBy={mode.videoType === VideoType.other ? "time" : "name"}
        error={fields.period}
        testId="booking-period"
      />
      {/* no region here: live modes take LiveFields, which place the region before its slots */}
      <ModeFieldSelects
        mode={mode}
        testIdPrefix="booking"
        platform={{
          options: platforms.data,
          value: single.platformId,
          onChange: (platformId) => send({ type: "booking.platform.select", platformId }),
          error: fields.platform,
        }}
        isLiveBroadcast={single.isLiveBroadcast}
        onBroadcast={(isLive) => send({ type: "booking.broadcast.select", isLive })}
      />
      {needsRecording(mode) ? <RecordingFields single={single} orderType={orderType} /> : null}
    </Stack>
  );
}

/** Studio recording: a recording date before the activity, a region, its morning or afternoon, own times. */
function RecordingFields({ single, orderType }: { single: TSingleForm; orderType: number }) {
  const { t } = useLingui();
  const { fields } = useFormErrors();
  const send = useBookingSend();
  const mode = single.mode!;
  const recDates = useRecordDates(mode.videoType, orderType, single.bookingDate);
  const regions = useRegions();
  const recSlots = useRegionSlots(single.recDate, single.recRegionId, true);
  useReconcileSlot(recSlots.data, recSlots.isFetching, single.recSlot, "recSlot");
  const recPeriodIds = RECORDING_PERIODS.map((p) => p.id);

  return (
    <Stack gap="md" pl={{ base: 0, sm: "md" }} style={{ borderInlineStart: "3px solid var(--mantine-color-blue-1)" }} data-testid="booking-recording">
      <Text size="sm" fw={600}>
        {t`录制安排`}
        <Text span size="xs" c="dimmed" ml="xs">
          {t`录制须在活动日期前至少3个交易日完成`}
        </Text>
      </Text>
      <RecDateCalendar
        dates={recDates}
        value={single.recDate}
        onChange={(date) => send({ type: "booking.recDate.select", date })}
        error={fields.recDate}
        testId="booking-rec-date"
      />
      {single.recDate ? (
        <RegionSelect
          label={t`录制地区`}
          placeholder={t`请选择录制地区`}
          options={regions.data}
          value={single.recRegionId}
          onChange={(regionId) => send({ type: "booking.recRegion.select", regionId })}
          error={fields.recRegion}
          testId="booking-rec-region"
        />
      ) : null}
      {single.recDate && single.recRegionId !== null ? (
        <>
          <SlotPicker
            label={t`录制时段`}
            slots={recSlots.data?.filter((s) => recPeriodIds.includes(s.periodId))}
            loading={recSlots.isPending}
            value={single.recSlot?.id ?? null}
            onChange={(slot) => send({ type: "booking.recSlot.select", slot })}
            error={single.recSlot ? undefined : fields.recPeriod}
            testId="booking-rec-period"
          />
          {single.recSlot ? (
            <RecTimeRange
              periodId={single.recSlot.periodId}
              start={single.recStart}
              end={single.recEnd}
              onStart={(value) => send({ type: "booking.recTime.start", value })}
              onEnd={(value) => send({ type: "booking.recTime.end", value })}
              error={fields.recPeriod}
              testId="booking-rec-times"
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
