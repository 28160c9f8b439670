/** Rules of message reminders (document 3 sections 2.2 item 7 and 4, "Messages"). */

export interface TMessageOwnerFacts {
  isCompanyMessage: boolean;
  companyId: number | null;
  userId: number | null;
}

/**
 * Who may read a message and mark it read: a company message belongs to every member of that company, a
 * personal message to its user alone.
 */
export function ownsMessage(m: TMessageOwnerFacts, caller: { userId: number; companyId: number | null }): boolean {
  if (m.isCompanyMessage) return caller.companyId !== null && m.companyId === caller.companyId;
  return m.userId === caller.userId;
}

/** Message status: 0 unread, 1 read. */
export const MessageStatus = { unread: 0, read: 1 } as const;

/** The reminders page lists 5 per page, the home card the latest 3. */
export const MESSAGE_PAGE_SIZE = 5;
export const HOME_MESSAGE_COUNT = 3;
