import { AUTH, routeGroup } from "./route.ts";

/** The guest library (document 3 section 7, Guest library); contracts in guest-library.contract.ts. */
export const guestLibraryRoutes = routeGroup("guestLibrary", {
  guestPage: { method: "POST", path: `${AUTH}/guest/guest_page`, access: "auth" },
  guestAdd: { method: "POST", path: `${AUTH}/guest/guest_add`, access: "auth" },
  guestEdit: { method: "POST", path: `${AUTH}/guest/guest_edit`, access: "auth" },
  guestDel: { method: "POST", path: `${AUTH}/guest/guest_del`, access: "auth" },
  importExcel: { method: "POST", path: `${AUTH}/guest/guest_import_excel`, access: "auth" },
  submitExcel: { method: "POST", path: `${AUTH}/guest/submit_guest_excel`, access: "auth" },
});
