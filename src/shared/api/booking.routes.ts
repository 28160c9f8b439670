import { AUTH, routeGroup } from "./route.ts";

/** The booking calls' routes (their contracts, with schemas, are in booking.contract.ts). */
export const bookingRoutes = routeGroup("booking", {
  bookableActivityList: { method: "POST", path: `${AUTH}/activity/bookable_activity_list`, access: "auth" },
  bookingModeList: { method: "POST", path: `${AUTH}/booking_mode/booking_mode_list`, access: "auth" },
  activityTypeList: { method: "POST", path: `${AUTH}/activity_type/list`, access: "auth" },
  activityBookingTime: { method: "POST", path: `${AUTH}/booking_store/activity_booking_time`, access: "auth" },
  activityBookingStore: { method: "POST", path: `${AUTH}/booking_store/activity_booking_store`, access: "auth" },
  activityBookingVersionInfo: { method: "POST", path: `${AUTH}/booking_store/activity_booking_version_info`, access: "auth" },
  bookingStoreAvailableTime: { method: "POST", path: `${AUTH}/booking_store/booking_store_available_time`, access: "auth" },
  getStockTradeDate: { method: "POST", path: `${AUTH}/booking/get_stock_trade_date`, access: "auth" },
  tradeHolidayList: { method: "POST", path: `${AUTH}/booking/trade_holiday_list`, access: "auth" },
  bookingRegionList: { method: "POST", path: `${AUTH}/booking_region/list`, access: "auth" },
  transPlatformList: { method: "POST", path: `${AUTH}/trans_platform/trans_platform_list`, access: "auth" },
  roomList: { method: "POST", path: `${AUTH}/room/room_list`, access: "auth" },
  bookingActivity: { method: "POST", path: `${AUTH}/booking/booking_activity`, access: "auth" },
  collectiveBooking: { method: "POST", path: `${AUTH}/activity/booking_activity`, access: "auth" },
  agreementAdd: { method: "POST", path: `${AUTH}/agreement/agreement_add`, access: "auth" },
  agreementInfo: { method: "POST", path: `${AUTH}/agreement/agreement_info`, access: "auth" },
  acceptAgreement: { method: "POST", path: `${AUTH}/agreement/accept_agreement`, access: "auth" },
});
