import webpush from "web-push";
import { eq } from "drizzle-orm";
import type { TDb } from "../../db/client.ts";
import { systemSettings } from "../../db/schema/index.ts";

/**
 * Web Push (RFC 8030 with VAPID, RFC 8292, and the aes128gcm payload encryption of RFC 8291) through the
 * `web-push` package. The VAPID key pair is made at the first start and kept in the system settings, so every
 * process on the database signs with the same key and the browsers' subscriptions survive restarts.
 */

export interface TVapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface TPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a reminder's notification carries to the service worker (sw/push-notifications.ts reads it). */
export interface TPushPayload {
  title: string;
  body: string;
  /** the portal path the notification opens */
  url: string;
  tag: string;
}

/** sent; gone: the push service forgot the subscription (404/410), so it is dropped; failed: try again later. */
export type TPushResult = "sent" | "gone" | "failed";

export interface TPushSender {
  readonly publicKey: string;
  send(target: TPushTarget, payload: TPushPayload): Promise<TPushResult>;
}

const VAPID_KEY = "webPushVapidKeys";

/** The VAPID keys, created by the first process to start (the others read the same row). */
export async function loadVapidKeys(db: TDb): Promise<TVapidKeys> {
  await db.insert(systemSettings).values({ key: VAPID_KEY, value: webpush.generateVAPIDKeys() }).onConflictDoNothing();
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, VAPID_KEY));
  const value = (typeof row?.value === "string" ? JSON.parse(row.value) : row?.value) as TVapidKeys;
  return { publicKey: value.publicKey, privateKey: value.privateKey };
}

/** How long a push service keeps a notification for a browser that is offline: past the start it is no use. */
const TTL_SECONDS = 6 * 60 * 60;

export function createWebPushSender(keys: TVapidKeys, subject: string): TPushSender {
  return {
    publicKey: keys.publicKey,
    async send(target, payload) {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          urgency: "high",
          timeout: 10_000,
        });
        return "sent";
      } catch (error: unknown) {
        const status = (error as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? "gone" : "failed";
      }
    },
  };
}
