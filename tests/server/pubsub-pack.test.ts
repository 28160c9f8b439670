import { describe, expect, it } from "vitest";
import { packNotifications } from "#server/lib/pubsub.ts";

// What one turn of the event loop publishes goes to PostgreSQL in one statement, packed into notifications
// under the 8,000-byte limit, in order (src/server/lib/pubsub.ts).

const message = (channel: string, n: number, pad = 0) => JSON.stringify({ channel, payload: { n, pad: "x".repeat(pad) } });

describe("packNotifications", () => {
  it("packs a few notices into one notification of one statement, in order", () => {
    const messages = [message("qa:1", 1), message("company:2", 2), message("user:3", 3)];
    const { text, values } = packNotifications(messages);
    expect(text).toBe("SELECT pg_notify($1, $2)");
    expect(values[0]).toBe("roadshow_events");
    expect(JSON.parse(values[1]!)).toEqual(messages.map((m) => JSON.parse(m)));
  });

  it("starts a new notification before one would pass the limit, and keeps the order across them", () => {
    const messages = Array.from({ length: 9 }, (_, i) => message(`qa:${i}`, i, 2000));
    const { text, values } = packNotifications(messages);
    const notifications = values.slice(1);
    expect(notifications.length).toBe(3);
    expect(text).toBe("SELECT pg_notify($1, $2), pg_notify($1, $3), pg_notify($1, $4)");
    for (const n of notifications) expect(Buffer.byteLength(n, "utf8")).toBeLessThan(8000);
    expect(notifications.flatMap((n) => (JSON.parse(n) as { payload: { n: number } }[]).map((m) => m.payload.n))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
