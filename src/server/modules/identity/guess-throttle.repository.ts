import { eq, sql } from "drizzle-orm";
import { guessWaitSeconds, msgGuessTooSoon } from "#shared/identity/guess-throttle.ts";
import type { TDb } from "../../db/client.ts";
import { loginThrottles } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";

export const throttleSubject = {
  account: (account: string) => `account:${account}`,
  mobile: (mobile: string) => `mobile:${mobile}`,
};

/**
 * Claims one guess for a subject, or refuses while its delay runs. The guess is counted as wrong when it is
 * claimed (row locked, so parallel guesses queue and each sees the one before): a burst of simultaneous
 * guesses cannot all slip in before the first failure is written. A right guess calls `clearGuesses`.
 */
export async function claimGuess(db: TDb, subject: string, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(loginThrottles).values({ subject }).onConflictDoNothing();
    const [row] = await tx.select().from(loginThrottles).where(eq(loginThrottles.subject, subject)).for("update");
    const wait = guessWaitSeconds(row?.failedCount ?? 0, row?.lastFailedAt ?? null, at);
    if (wait > 0) throw badRequest(msgGuessTooSoon(wait));
    await tx
      .update(loginThrottles)
      .set({ failedCount: sql`${loginThrottles.failedCount} + 1`, lastFailedAt: at })
      .where(eq(loginThrottles.subject, subject));
  });
}

/** A right guess: the subject starts again with its free guesses. */
export async function clearGuesses(db: TDb, subject: string): Promise<void> {
  await db.delete(loginThrottles).where(eq(loginThrottles.subject, subject));
}
