/** The booking-capacity page's tabs, in order; the tab lives in the address (?tab=). */
export const CAPACITY_TABS = ["stores", "modes", "themes", "holidays", "regions", "rooms", "platforms", "periods"] as const;
export type TCapacityTab = (typeof CAPACITY_TABS)[number];
