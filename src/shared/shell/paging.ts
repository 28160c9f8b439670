/**
 * List paging defaults (document 1 section 9, "Default page size helper: 15"). The page arithmetic itself
 * (pages from total and size) lives once in ../http/envelope.ts.
 */

/** Default page size rule (document 1 section 9): lists page at 15 unless a screen says otherwise. */
export const DEFAULT_PAGE_SIZE = 15;
