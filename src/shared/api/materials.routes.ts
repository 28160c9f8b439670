import { AUTH, routeGroup } from "./route.ts";

/** The materials calls of document 3 section 7 (Materials, Activity guests); contracts in materials.contract.ts. */
export const materialsRoutes = routeGroup("materials", {
  uploadActivityInfo: { method: "POST", path: `${AUTH}/activity/upload_activity_info`, access: "auth" },
  uploadActivityPicInfo: { method: "POST", path: `${AUTH}/activity_page_build/upload_activity_pic_info`, access: "auth" },
  fundProductList: { method: "POST", path: `${AUTH}/fund_product/fund_product_list`, access: "auth" },
  translateToEn: { method: "POST", path: `${AUTH}/translate/to_en`, access: "auth" },
  activityGuestAdd: { method: "POST", path: `${AUTH}/activity_guest/activity_guest_add`, access: "auth" },
  activityGuestEdit: { method: "POST", path: `${AUTH}/activity_guest/activity_guest_edit`, access: "auth" },
  activityGuestDel: { method: "POST", path: `${AUTH}/activity_guest/activity_guest_del`, access: "auth" },
  activityGuestSort: { method: "POST", path: `${AUTH}/activity_guest/activity_guest_sort`, access: "auth" },
  selectFromGuest: { method: "POST", path: `${AUTH}/activity_guest/select_from_guest`, access: "auth" },
  addFromGuest: { method: "POST", path: `${AUTH}/activity_guest/add_from_guest`, access: "auth" },
});
