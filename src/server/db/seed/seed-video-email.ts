import { DEFAULT_VIDEO_EMAIL } from "#shared/upload/video-record.ts";
import { dictionaryItems } from "../schema/index.ts";
import type { TDb } from "../client.ts";

/**
 * The email mode of the enterprise-centre video upload dialog (document 3 section 7: "an attribute lookup for
 * EmailDesc reads attachField1 of the first item"): attachField1 is the instruction text the dialog shows,
 * attachField2 the mailbox itself, which video records of mode 2 name (unless the system setting `videoEmail`
 * overrides it), so the dialog and the record agree.
 */
export const DEMO_VIDEO_MAILBOX = DEFAULT_VIDEO_EMAIL;

export const DEMO_EMAIL_DESC =
  `请将活动视频以附件或下载链接的形式发送至 ${DEMO_VIDEO_MAILBOX}，邮件标题请注明“活动编号+公司简称+视频名称”。` +
  "视频须为MP4格式（H264编码，建议1920×1080），单个文件不超过1GB。提交后请在视频提交截止时间前发出邮件，" +
  "平台收到并审核后，结果将显示在上传记录中并通过消息提醒通知您。";

export async function seedVideoEmail(tx: TDb): Promise<void> {
  await tx.insert(dictionaryItems).values([
    { code: "EmailDesc", parentCode: null, name: "视频邮件发送说明", attachField1: null, sort: 0, status: 1 },
    { code: "EmailDesc_1", parentCode: "EmailDesc", name: "邮件发送说明", attachField1: DEMO_EMAIL_DESC, attachField2: DEMO_VIDEO_MAILBOX, sort: 1, status: 1 },
  ]);
}
