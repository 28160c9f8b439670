import { outcomeTable } from "../outcome/outcome.ts";
import { VideoMsg } from "../upload/video-record.ts";

/**
 * The video library's refusals (document 4 section 2.6), apart from its rules: the outcome registry loads
 * every domain's messages into the first bundle, and the rules need not come with them.
 */
export const PUBLIC_VIDEO_TITLE_MAX = 100;
export const PUBLIC_VIDEO_TITLE_EN_MAX = 200;
export const PUBLIC_VIDEO_DESCRIPTION_MAX = 2000;

export const PublicVideoMsg = {
  notFound: "视频不存在",
  titleRequired: "请输入视频标题",
  titleTooLong: `视频标题不能超过${PUBLIC_VIDEO_TITLE_MAX}个字符`,
  titleEnTooLong: `英文标题不能超过${PUBLIC_VIDEO_TITLE_EN_MAX}个字符`,
  descriptionTooLong: `视频简介不能超过${PUBLIC_VIDEO_DESCRIPTION_MAX}个字符`,
  navTypeInvalid: "视频频道不正确",
  categoryRequired: "请选择视频分类",
  categoryInvalid: "视频分类不存在或不属于该频道",
  companyInvalid: "公司不存在",
  coverMissing: "封面图片不存在，请重新上传",
  idInvalid: "视频编号不正确",
  uuidInvalid: "访客标识不正确",
  alreadyPublished: "该视频已发布",
  alreadyUnpublished: "该视频未发布",
} as const;

export const PublicVideoOutcome = outcomeTable("publicVideo", PublicVideoMsg);

/** The file checks share the activity videos' texts (and so their outcome codes). */
export const LibraryFileMsg = { videoRequired: VideoMsg.noVideo, videoFileMissing: VideoMsg.videoFileMissing } as const;
