import type { DatePickerInputProps } from "@mantine/dates";

/**
 * The one Chinese date format of the portal's calendars (issue 13): "2026年11月" above the days, as the
 * booking calendar heads its month, instead of dayjs zh-cn's "十一月 2026"; months as "11月", weeks from
 * Monday. Spread into every Mantine date picker (with locale "zh-cn").
 */
export const CHINESE_DATE_LABELS = {
  locale: "zh-cn",
  monthLabelFormat: "YYYY年M月",
  yearLabelFormat: "YYYY年",
  decadeLabelFormat: "YYYY年",
  monthsListFormat: "M月",
  yearsListFormat: "YYYY",
  firstDayOfWeek: 1,
} as const satisfies Partial<DatePickerInputProps>;
