import { OPS, PUB, routeGroup } from "./route.ts";

/** The public video library's routes (their contracts, with schemas, are in public-video.contract.ts). */
export const publicVideoRoutes = routeGroup("publicVideo", {
  videoCategories: { method: "POST", path: `${PUB}/video/video_category_list`, access: "pub" },
  videoPage: { method: "POST", path: `${PUB}/video/video_page`, access: "pub" },
  videoDetail: { method: "POST", path: `${PUB}/video/video_detail`, access: "pub" },
  videoView: { method: "POST", path: `${PUB}/video/view`, access: "pub" },
  opsLibraryPage: { method: "POST", path: `${OPS}/video_library/page`, access: "ops" },
  opsLibrarySave: { method: "POST", path: `${OPS}/video_library/save`, access: "ops" },
  opsLibraryPublish: { method: "POST", path: `${OPS}/video_library/publish`, access: "ops" },
  opsLibraryUnpublish: { method: "POST", path: `${OPS}/video_library/unpublish`, access: "ops" },
  opsLibraryDelete: { method: "POST", path: `${OPS}/video_library/delete`, access: "ops", supervisorOnly: true },
  opsLibraryCompanies: { method: "POST", path: `${OPS}/video_library/company_options`, access: "ops" },
});
