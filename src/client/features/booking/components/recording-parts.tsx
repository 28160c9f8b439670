import type { FetchStatus } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import type { TTradingDate } from "#shared/api/booking.contract.ts";
import { TimeRangeSelect, type TimeRangeSelectProps } from "./time-range-select.tsx";
import { WeekdayCalendar, type WeekdayCalendarProps } from "./weekday-calendar.tsx";

/** The part of a query result the calendar reads. */
export interface DatesQueryLike {
  data: readonly TTradingDate[] | undefined;
  isPending: boolean;
  fetchStatus: FetchStatus;
}

export interface RecDateCalendarProps extends Pick<WeekdayCalendarProps, "value" | "onChange" | "error" | "testId"> {
  dates: DatesQueryLike;
}

/** The recording date of a studio recording, from the dates before the activity (single and collective flows). */
export function RecDateCalendar({ dates, value, onChange, error, testId }: RecDateCalendarProps) {
  const { t } = useLingui();
  return (
    <WeekdayCalendar
      label={t`录制日期`}
      dates={dates.data}
      // a query waiting on its inputs is pending but idle: show the empty calendar, not a spinner
      loading={dates.isPending && dates.fetchStatus !== "idle"}
      value={value}
      onChange={onChange}
      error={error}
      testId={testId}
    />
  );
}

/** Own recording start and end; the labels tell them apart from the activity's times on the same form. */
export function RecTimeRange(props: Omit<TimeRangeSelectProps, "startLabel" | "endLabel">) {
  const { t } = useLingui();
  return <TimeRangeSelect {...props} startLabel={t`录制开始时间`} endLabel={t`录制结束时间`} />;
}
