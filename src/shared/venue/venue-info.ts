import { outcomeTable } from "../outcome/outcome.ts";

/**
 * The enterprise centre's venue information (document 3 section 2.2 item 2, section 3 "Venue info").
 */

/** The invitation QR code: 150×150 (section 9) at the highest error correction (section 2.2 item 2). */
export const VENUE_QR = { size: 150, errorCorrectionLevel: "H" } as const;

export const VenueInfoMsg = {
  notAssigned: "您的场地暂未分配，请留意消息提醒",
  notVenueActivity: "该活动无场地信息",
} as const;
export const VenueInfoOutcome = outcomeTable("venueInfo", VenueInfoMsg);

/** How the venue is labelled: "activity venue" for a live broadcast (videoType 1), otherwise "recording venue". */
export function venueKind(videoType: number | null): "activity" | "recording" {
  return videoType === 1 ? "activity" : "recording";
}

/** The file name the receipt is saved as: 'receipt' with the stored file's extension (section 7). */
export function receiptFileName(filePath: string): string {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(filePath)?.[1];
  return ext ? `receipt.${ext}` : "receipt";
}
