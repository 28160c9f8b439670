import type { FastifyInstance } from "fastify";
import { createHash } from "node:crypto";
import { ok } from "#shared/http/envelope.ts";
import { venueContracts as c } from "#shared/api/venue.contract.ts";
import { hasVenue } from "#shared/activity/activity-rules.ts";
import { formatDate } from "#shared/format/date.ts";
import { VenueInfoOutcome } from "#shared/venue/venue-info.ts";
import { now } from "../../clock.ts";
import { forbidden, refuse } from "../../lib/errors.ts";
import { requireActivityCompany } from "../../lib/company-access.ts";
import { registerRoute } from "../../lib/route.ts";
import { renderReceipt, type TCjkFont } from "./receipt-pdf.ts";
import { findVenue } from "./venue.repository.ts";

export interface TVenueRouteOptions {
  /** the CJK fonts the receipt may embed (tests pass none to exercise the fallback); default: the machine's */
  receiptFonts?: readonly TCjkFont[];
}

/** Where a company's receipts are stored: file-access gives the folder to that company (and operators) only. */
export const RECEIPT_FOLDER = "receipts";

/**
 * The venue panel (document 3 section 2.2 item 2): the company's venue for one activity, and its receipt.
 * Both need the activity tabs (requireActivityCompany) and the caller's company's live part; any other
 * activity answers 403. The receipt exists once the operator confirmed the venue.
 */
export function registerVenueRoutes(app: FastifyInstance, options: TVenueRouteOptions = {}): void {
  const { db, storage, urlSigner } = app.deps;

  const load = async (session: Parameters<typeof requireActivityCompany>[1], activityId: number) => {
    const companyId = await requireActivityCompany(db, session);
    const row = await findVenue(db, activityId, companyId);
    if (!row) throw forbidden();
    return { ...row, companyId };
  };

  registerRoute(app, c.venueInfo, async ({ session, body }) => {
    const row = await load(session, body.activityId);
    return ok([row.venue]);
  });

  registerRoute(app, c.downloadReceipt, async ({ session, body }) => {
    const row = await load(session, body.activityId);
    if (!hasVenue(row.venue) || row.workOrderTaskId) throw refuse(VenueInfoOutcome.notVenueActivity);
    if (!row.venue.isAreaConfirmed || row.isCancel) throw refuse(VenueInfoOutcome.notAssigned);
    // One receipt per assignment: a re-assignment (new room, address or time) makes a new file.
    const stamp = createHash("sha256").update(JSON.stringify([row.venue, row.assignedAt?.toISOString() ?? null])).digest("hex").slice(0, 24);
    const key = `${RECEIPT_FOLDER}/c${row.companyId}/a${body.activityId}-${stamp}.pdf`;
    if (!(await storage.stat(key))) {
      const { pdf } = await renderReceipt(
        { venue: { ...row.venue, areaConfirmedTime: row.venue.areaConfirmedTime ? formatDate(row.venue.areaConfirmedTime, "YYYY-MM-DD HH:mm") : null }, companyName: row.companyName, issuedAt: formatDate(now(), "YYYY-MM-DD HH:mm") },
        options.receiptFonts,
      );
      // two requests racing for the same receipt write the same bytes; the first one stays
      await storage.create(key, pdf);
    }
    return ok([urlSigner.signPath(`/files/${key}`, now())]);
  });
}
