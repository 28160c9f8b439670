import { ZGuestImportRow, type TGuestImportRow } from "#shared/api/guest-library.contract.ts";
import { draftStore } from "#client/lib/draft-store.ts";

/**
 * The guest import preview as a draft in the browser database (docs/offline.md, drafts): the checked rows the
 * server answered, as the company fixes or drops them, kept across a reload until submitted or discarded.
 * One per user and company.
 */
export const GUEST_IMPORT_KIND = "guest-import";

export const guestImportDraft = draftStore<TGuestImportRow[]>(GUEST_IMPORT_KIND, ZGuestImportRow.array(), (rows) => rows.length > 0);
