import { outcomeTable } from "../outcome/outcome.ts";

/** The booking screen's messages (document 1 section 5.2) and the server's refusals for hand-made requests. */
export const BookingMsg = {
  bookingType: "请选择活动类型",
  theme: "请选择活动主题",
  cnTitle: "请输入中文主题",
  cnTitleTooLong: "中文主题不能超过100个字符",
  enTitleTooLong: "英文主题不能超过200个字符",
  mode: "请选择活动模式",
  date: "请选择活动日期",
  period: "请选择活动时段",
  liveRegion: "请选择活动地区",
  recordRegion: "请选择录制地区",
  recordDate: "请选择录制日期",
  platform: "请选择转播平台",
  companyMode: "请选择公司模式",
  collectiveActivity: "请选择活动",
  noPeriods: "暂无可选时段",
  noDates: "暂无可选日期",
  // refusals
  notAllowed: "贵公司暂无预约该类型活动的权限",
  modeNotAllowed: "该活动类型不可选择此活动模式",
  modeMismatch: "活动模式与所选时段不符",
  themeMismatch: "活动主题与活动类型不符",
  titleFixed: "该活动主题不可修改标题",
  dateNotTrading: "所选日期不是交易日",
  dateOutOfWindow: "活动日期须在T+7至T+27个交易日之间",
  dateOutOfShortWindow: "活动日期须在T+2至T+27个交易日之间",
  recordDateOutOfWindow: "录制日期须早于活动日期至少3个交易日",
  timeStep: "活动时间须以30分钟为间隔",
  morningRange: "上午时段为09:30-11:30",
  afternoonRange: "下午时段为14:00-17:00",
  minSpan: "结束时间须晚于开始时间至少1小时",
  slotMismatch: "所选时段与活动日期、模式或地区不符",
  slotFull: "该时段名额已约满，请选择其他时段",
  slotStale: "该时段的预约信息已更新，请重新选择",
  agreementRequired: "请先阅读并同意预约须知",
  seriesTaken: "每个系列只能选择一场集体活动",
  collectiveFull: "该集体活动名额已满",
  collectiveClosed: "该集体活动不在预约时间内",
  collectiveCompanyType: "贵公司类型不可预约该集体活动",
  collectiveNotFound: "集体活动不存在或已取消",
  offline: "当前处于离线状态，预约将在网络恢复后才能提交",
} as const;

/** BookingMsg as outcome codes (`booking.key`), see src/shared/outcome. */
export const BookingOutcome = outcomeTable("booking", BookingMsg);
/** One of the booking rules' outcomes. */
export type TBookingOutcome = (typeof BookingOutcome)[keyof typeof BookingOutcome];
