import { activityEndAt, activityStartAt } from "./activity-clock.ts";

/**
 * The public activity page's rules (document 4 sections 2.3, 2.5 and 2.7 /stayTuned; document 3 section 3):
 * what the player shows by the activity's state and the clock, the countdown, the introduction by locale,
 * the guests' photos, and the calendar file. The server builds the .ics with them; the page shows with them.
 */

export interface TPageTiming {
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
  /** 1 not started, 2 in progress, 3 ended (the operators and the clock move it) */
  status: number;
  isCancel: boolean;
}

const clockTime = (t: string | null) => (t && /^\d{2}:\d{2}$/.test(t) ? t : null);

/** The start instant (Beijing), tolerant of an empty time. */
export function pageStartAt(a: Pick<TPageTiming, "startDate" | "startTime">): Date {
  return activityStartAt({ startDate: a.startDate, startTime: clockTime(a.startTime) });
}

/** The end instant (Beijing), tolerant of an empty time. */
export function pageEndAt(a: Pick<TPageTiming, "endDate" | "endTime">): Date {
  return activityEndAt({ endDate: a.endDate, endTime: clockTime(a.endTime) });
}

/**
 * What the player area shows (document 4 section 2.3): cancelled; before the start a countdown ("waiting"
 * once the start passed but nobody started it yet); live: the stream, or the text-only Q&A when the back
 * office set none; after the end the approved replay, or "replay in preparation".
 */
export type TPlayerMode = "cancelled" | "countdown" | "waiting" | "live" | "textOnly" | "replay" | "replayPending";

export function playerMode(a: TPageTiming & { hasStream: boolean; hasReplay: boolean }, now: Date): TPlayerMode {
  if (a.isCancel) return "cancelled";
  if (a.status >= 3) return a.hasReplay ? "replay" : "replayPending";
  if (a.status === 2) return a.hasStream ? "live" : "textOnly";
  return pageStartAt(a).getTime() > now.getTime() ? "countdown" : "waiting";
}

export interface TCountdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** the start has come */
  done: boolean;
}

/** The time left until an instant, in whole days, hours, minutes and seconds (never negative). */
export function countdownTo(target: Date, now: Date): TCountdown {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/** The activity is not open yet (/stayTuned): not cancelled, not started, and its start lies ahead. */
export function isStayTuned(a: TPageTiming, now: Date): boolean {
  return !a.isCancel && a.status === 1 && pageStartAt(a).getTime() > now.getTime();
}

/** The introduction fields of companyIntroJson that choose the text. */
export interface TIntroText {
  gsfc_intro?: string | null;
  gsfc_intro_en_show?: boolean | null;
  gsfc_intro_en?: string | null;
}

/**
 * The introduction by locale (document 4 section 2.3, "rich text zh or en by locale and gsfc_intro_en_show"):
 * the English page shows the English text when the company chose to show it and wrote it; otherwise the
 * Chinese one.
 */
export function introFor(intro: TIntroText | null | undefined, locale: string): { html: string; lang: "zh" | "en" } {
  const en = intro?.gsfc_intro_en?.trim() ?? "";
  if (locale === "en-US" && intro?.gsfc_intro_en_show && en) return { html: en, lang: "en" };
  return { html: intro?.gsfc_intro?.trim() ?? "", lang: "zh" };
}

/** The default avatars of document 3 (images/person_man.jpg, images/person_woman.jpg) count as no photo. */
export const DEFAULT_AVATARS = ["images/person_man.jpg", "images/person_woman.jpg"] as const;

/** The guest's own photo, or null when it has none (empty or one of the defaults). */
export function guestPhoto(avatarPath: string | null | undefined): string | null {
  const path = avatarPath?.trim() ?? "";
  if (!path) return null;
  return DEFAULT_AVATARS.some((d) => path === d || path.endsWith(`/${d}`)) ? null : path;
}

/** The default picture for a guest without a photo: by gender (1 male, 0 female), neutral when hidden. */
export function defaultAvatarKind(gender: number, isHideGender: boolean): "man" | "woman" | "neutral" {
  if (isHideGender) return "neutral";
  return gender === 0 ? "woman" : "man";
}

/** The text in the page's language: the English one on the English site when there is one. */
export function byLocale(zh: string | null | undefined, en: string | null | undefined, locale: string): string {
  return locale === "en-US" && en?.trim() ? en : (zh ?? "");
}

/**
 * What a company's logo placeholder shows when it has no logo: the first two characters of a Chinese name
 * ("鹏城"), the initials of the first two words of a Latin one ("Pengcheng Intelligent": "PI").
 */
export function logoInitials(name: string): string {
  const text = name.trim();
  if (!/^[A-Za-z0-9]/.test(text)) return [...text].slice(0, 2).join("");
  return text
    .split(/[\s\-_.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/**
 * The string the chat app's JS-SDK signature is the SHA-1 of (its documented algorithm): the four fields
 * sorted by name, as key=value joined by &, the page address without its #fragment.
 */
export function wechatSignaturePayload(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split("#")[0]}`;
}
