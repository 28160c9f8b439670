import { describe, expect, it } from "vitest";
import { isPersistedRead, PERSISTED_READS, savedAnswersToEvict } from "#shared/offline/persisted-reads.ts";
import { routeById } from "#shared/api/routes.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import { bookingRoutes } from "#shared/api/booking.routes.ts";

const limits = { maxEntries: 3, maxBytes: 1_000, maxAgeMs: 10_000 };
const row = (key: string, usedAt: number, size = 100) => ({ key, usedAt, size });

describe("answers kept for offline reading", () => {
  it("keeps the activity page's reads and never a write", () => {
    expect(isPersistedRead(qaRoutes.publicActivity.id)).toBe(true);
    expect(isPersistedRead(qaRoutes.answerQuestionPage.id)).toBe(true);
    expect(isPersistedRead(qaRoutes.askQuestion.id)).toBe(false);
    expect(isPersistedRead(bookingRoutes.bookingActivity.id)).toBe(false);
    expect(isPersistedRead(undefined)).toBe(false);
  });

  it("names only contracts that exist, and only reads", () => {
    for (const id of PERSISTED_READS) {
      const route = routeById(id);
      expect(route, id).toBeDefined();
    }
    // a kept answer is a read's: no write's answer ever stands in for a write
    for (const write of ["booking.bookingActivity", "booking.collectiveBooking", "booking.agreementAdd", "booking.acceptAgreement", "qa.askQuestion"]) {
      expect(PERSISTED_READS.has(write), write).toBe(false);
    }
  });

  it("drops nothing while the answers fit", () => {
    expect(savedAnswersToEvict([row("a", 1), row("b", 2)], 5, limits)).toEqual([]);
  });

  it("drops the least recently used first when there are too many", () => {
    const rows = [row("new", 40), row("old", 10), row("mid", 20), row("newer", 50)];
    expect(savedAnswersToEvict(rows, 60, limits)).toEqual(["old"]);
  });

  it("drops the least recently used until the bytes fit", () => {
    const rows = [row("a", 10, 600), row("b", 20, 300), row("c", 30, 300)];
    // 1,200 bytes: dropping "a" (the oldest) leaves 600
    expect(savedAnswersToEvict(rows, 40, limits)).toEqual(["a"]);
  });

  it("drops every answer unused for longer than the age limit, whatever the room", () => {
    expect(savedAnswersToEvict([row("stale", 0), row("fresh", 15_000)], 20_000, limits)).toEqual(["stale"]);
  });
});
