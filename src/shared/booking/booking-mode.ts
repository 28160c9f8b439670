import { Period, type TPeriodDef } from "./booking-time.ts";

/** Mode video types (document 1 section 3): 1 live, 2 relay, 3 recording, 4 other. */
export const VideoType = { live: 1, relay: 2, recording: 3, other: 4 } as const;
/** Recording transcribe types: 1 the platform records in a studio, 2 the company uploads its own video. */
export const TranscribeType = { studio: 1, ownVideo: 2 } as const;

export interface TModeLike {
  videoType: number;
  transcribeType: number | null;
}

/** Live mode: a morning or afternoon with own start and end, in a region. */
export function needsRegion(mode: TModeLike): boolean {
  return mode.videoType === VideoType.live;
}

/** Relay mode: a relay platform is required. */
export function needsPlatform(mode: TModeLike): boolean {
  return mode.videoType === VideoType.relay;
}

/** Recording in the platform's studio: a recording date, period and region before the broadcast. */
export function needsRecording(mode: TModeLike): boolean {
  return mode.videoType === VideoType.recording && mode.transcribeType === TranscribeType.studio;
}

/** A company's own video is always broadcast live then posted (the broadcast form is forced). */
export function forcedLiveBroadcast(mode: TModeLike): boolean {
  return mode.videoType === VideoType.recording && mode.transcribeType === TranscribeType.ownVideo;
}

/** Whether the mode offers the broadcast-form choice (recorded video broadcast live, or only posted). */
export function hasBroadcastChoice(mode: TModeLike): boolean {
  return mode.videoType === VideoType.recording && !forcedLiveBroadcast(mode);
}

/** The broadcast periods a mode books: morning/afternoon for live, morning and two afternoons otherwise. */
export function periodsForMode(mode: TModeLike): readonly TPeriodDef[] {
  return mode.videoType === VideoType.live ? [Period.morning, Period.afternoon] : [Period.morning, Period.afternoon1, Period.afternoon2];
}

/** Studio recording periods: morning or afternoon with own times. */
export const RECORDING_PERIODS: readonly TPeriodDef[] = [Period.morning, Period.afternoon];

const VIDEO_TYPE_TEXT: Record<number, string> = { 1: "视频直播", 2: "视频转播", 3: "视频录播", 4: "网络文字互动" };

/** The name of a video type. */
export function videoTypeText(videoType: number): string {
  return VIDEO_TYPE_TEXT[videoType] ?? "其他";
}
