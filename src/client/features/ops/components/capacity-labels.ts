import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** How the back office names a kind of capacity (document 1 section 3: videoType 1 live, 2 relay, 3 recording, 4 other). */
export const VIDEO_TYPE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`视频直播`,
  2: msg`视频转播`,
  3: msg`视频录播`,
  4: msg`网络文字互动`,
};

/** A studio-recording slot (isRecord) is named apart from the recorded broadcast it serves. */
export const STUDIO_RECORDING = msg`现场录制`;

/** The company feature switches (document 4 section 6), as the companies page names them. */
export const COMPANY_SWITCH_LABELS: Record<string, MessageDescriptor> = {
  isOpenExplanation: msg`路演服务（业绩说明会等）`,
  isEnableFundRoadshow: msg`基金路演`,
  isEnableDiversion: msg`导流（转播）`,
  isEnableDistribute: msg`分发`,
  isDistributeCompany: msg`分发合作方`,
  isEnableActivitySearch: msg`活动搜索`,
};
