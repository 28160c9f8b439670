import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { TPublicActivityCard } from "#shared/api/public-list.contract.ts";

/** The state badge of a card: 1 upcoming, 2 live, 3 ended. */
export const STATE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`即将开始`,
  2: msg`直播中`,
  3: msg`已结束`,
};
export const STATE_COLORS: Record<number, string> = { 1: "blue", 2: "red", 3: "gray" };

/** The list's type filter and the card's type: the booking types and collective roadshows. */
export const TYPE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`业绩说明会`,
  2: msg`再融资路演`,
  3: msg`重大事项说明会`,
  4: msg`其他路演`,
  5: msg`基金路演`,
  6: msg`集体路演`,
};

/** The mode by its video type, for English pages (the mode names are Chinese only). */
export const VIDEO_TYPE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`视频直播`,
  2: msg`视频转播`,
  3: msg`视频录播`,
  4: msg`网络文字互动`,
};

export const isEnglish = (locale: string) => locale.startsWith("en");

/** The title in the page's language (the Chinese one when there is no English). */
export function cardTitle(card: Pick<TPublicActivityCard, "title" | "enTitle">, locale: string): string {
  return isEnglish(locale) && card.enTitle ? card.enTitle : card.title;
}

/** The company as the card names it: short name (English on English pages when there is one) and stock code. */
export function cardCompany(card: Pick<TPublicActivityCard, "companyShortName" | "companyEnShortName" | "stockCode">, locale: string): string {
  const name = (isEnglish(locale) && card.companyEnShortName) || card.companyShortName || "";
  return [name, card.stockCode].filter(Boolean).join(" ");
}

/** "2026-11-24 10:00-11:30", or the date alone when the times are not set. */
export function cardTime(card: Pick<TPublicActivityCard, "startDate" | "startTime" | "endDate" | "endTime">): string {
  const times = card.startTime ? `${card.startTime}${card.endTime ? `-${card.endTime}` : ""}` : "";
  const end = card.endDate !== card.startDate ? ` ~ ${card.endDate}` : "";
  return `${card.startDate}${times ? ` ${times}` : ""}${end}`;
}
