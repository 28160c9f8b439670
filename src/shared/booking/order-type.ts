/**
 * Booking types (orderType of /addOrder, document 1 section 2.5): 1 performance briefing, 2 refinancing,
 * 3 major event, 4 other roadshow, 5 fund roadshow; 6 is the collective booking screen.
 */
export const OrderType = {
  performance: 1,
  refinancing: 2,
  majorEvent: 3,
  other: 4,
  fund: 5,
  collective: 6,
} as const;

export const SINGLE_ORDER_TYPES = [1, 2, 3, 4, 5] as const;
export type TSingleOrderType = (typeof SINGLE_ORDER_TYPES)[number];

/** Whether a number is a single-booking type (1 to 5). */
export function isSingleOrderType(value: number): value is TSingleOrderType {
  return (SINGLE_ORDER_TYPES as readonly number[]).includes(value);
}

/** Whether a number is an orderType of the booking screen (1 to 6). */
export function isOrderType(value: number): boolean {
  return isSingleOrderType(value) || value === OrderType.collective;
}

const ORDER_TYPE_TEXT: Record<number, string> = {
  1: "业绩说明会",
  2: "再融资路演",
  3: "重大事项说明会",
  4: "其他路演",
  5: "基金路演",
  6: "集体路演",
};

/** The Chinese name of a booking type. */
export function orderTypeText(orderType: number): string {
  return ORDER_TYPE_TEXT[orderType] ?? "路演活动";
}

/** Refinancing and major events have the short booking lead time (T+2 instead of T+7). */
export function hasShortLeadTime(orderType: number): boolean {
  return orderType === OrderType.refinancing || orderType === OrderType.majorEvent;
}

/** The mode list a booking type reads: companyModeType 2 for fund roadshows, otherwise 1. */
export function companyModeTypeFor(orderType: number): 1 | 2 {
  return orderType === OrderType.fund ? 2 : 1;
}

/** Mode 4 (text-only interaction) is not offered for refinancing, major events and other roadshows. */
export const TEXT_ONLY_MODE_ID = 4;

/** Whether a mode may be used for a booking type (document 1 section 7.4: mode id 4 filtered for 2, 3, 4). */
export function isModeAllowedFor(orderType: number, modeId: number): boolean {
  return !(modeId === TEXT_ONLY_MODE_ID && [2, 3, 4].includes(orderType));
}
