// The public face of the booking module: booking: reference data, single and collective bookings, capacity.
// Everything else under this folder is internal: other modules, app.ts, the plugins and the seed import
// only what is exported here (eslint.config.js keeps it so; tests may reach internals).
export { loadBookerByUser } from "./booker.ts";
export type { TBooker } from "./booker.ts";
export { ensureBookingCapacity } from "./booking-capacity.ts";
export { isUniqueViolation } from "./booking-write.repository.ts";
export { holidaysBetween, loadHolidays, slotsOn } from "./booking.repository.ts";
export { registerBookingRoutes } from "./booking.routes.ts";
export { bookSingle } from "./single-booking.service.ts";
