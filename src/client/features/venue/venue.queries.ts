import { useQuery } from "@tanstack/react-query";
import { callFirst, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TVenueInfo } from "#shared/api/venue.contract.ts";
import { venueRoutes } from "#shared/api/venue.routes.ts";

export const venueKeys = {
  info: (token: string | null, activityId: number) => queryKeyOf(venueRoutes.venueInfo, token, { activityId }),
};

/** The company's venue of one activity (venue_info). */
export function useVenueInfo(activityId: number) {
  const token = useToken();
  return useQuery({
    queryKey: venueKeys.info(token, activityId),
    queryFn: async (): Promise<TVenueInfo | null> => (await callFirst(venueRoutes.venueInfo, { activityId })) ?? null,
    enabled: activityId > 0,
  });
}

/**
 * Asks for the receipt (download_receipt) and saves it as "receipt.<ext>" (document 3 section 7). The file
 * is fetched from its signed address and saved from memory: a plain link would take the stored file's name
 * from the server's Content-Disposition instead of the one the spec asks for.
 */
export async function downloadReceipt(activityId: number): Promise<void> {
  const path = await callFirst(venueRoutes.downloadReceipt, { activityId });
  if (!path) return;
  const { fileUrl } = await import("#shared/http/file-url.ts");
  const { receiptFileName } = await import("#shared/venue/venue-info.ts");
  const response = await fetch(fileUrl(path));
  if (!response.ok) throw new Error(`receipt ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = receiptFileName(path.split("?")[0] ?? path);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the click has handed the blob to the download; free it once the event loop moves on
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
