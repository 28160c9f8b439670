import { AUTH, OPS, routeGroup } from "./route.ts";

/** The video calls' routes (their contracts, with schemas, are in video.contract.ts). */
export const videoRoutes = routeGroup("video", {
  videoList: { method: "POST", path: `${AUTH}/activity_record_video/front_activity_record_video_list`, access: "auth" },
  videoUpload: { method: "POST", path: `${AUTH}/activity_record_video/front_activity_record_video_upload`, access: "auth" },
  opsVideoPage: { method: "POST", path: `${OPS}/video/video_review_page`, access: "ops" },
  opsVideoReview: { method: "POST", path: `${OPS}/video/video_review`, access: "ops" },
  opsVideoTargets: { method: "POST", path: `${OPS}/video/video_upload_targets`, access: "ops" },
  opsVideoUpload: { method: "POST", path: `${OPS}/video/video_upload`, access: "ops" },
});
