import { BOOKING_HORIZON_DAYS, BOOKING_LEAD_DAYS, RECORDING_LEAD_DAYS, SHORT_BOOKING_LEAD_DAYS } from "#shared/booking/booking-window.ts";
import { INFO_SUBMIT_LEAD_DAYS, VIDEO_UPLOAD_LEAD_DAYS, DEADLINE_TIME } from "#shared/booking/deadlines.ts";
import { hasShortLeadTime, orderTypeText } from "#shared/booking/order-type.ts";
import { ASK_MAX, REPLY_MAX } from "#shared/qa/qa-rules.ts";
import { GUIDE_DOCUMENTS, RULE_DOCUMENTS, TEMPLATE_DOCUMENTS, MODE_DOCUMENT_TITLES, type TGuideKind, type TModeDocumentKind } from "#shared/docs/documents.ts";
import type { TPdfBlock, TPdfDocument } from "./pdf.ts";

/**
 * What the portal's own documents say. The figures come from the shared rules (booking windows, deadlines,
 * limits), so a document never contradicts the screens that link to it.
 */

const h = (text: string): TPdfBlock => ({ kind: "heading", text });
const p = (text: string): TPdfBlock => ({ kind: "paragraph", text });
const li = (...items: string[]): TPdfBlock[] => items.map((text) => ({ kind: "item", text }));
const field = (label: string, text = "________________________________"): TPdfBlock => ({ kind: "field", label, text });
const SUBTITLE = "路演中心 · 平台文档（运营人员可在系统配置中替换为正式版本）";

const windowText = (orderType: number) => `T+${hasShortLeadTime(orderType) ? SHORT_BOOKING_LEAD_DAYS : BOOKING_LEAD_DAYS}至T+${BOOKING_HORIZON_DAYS}个交易日`;

const COMMON_STEPS: TPdfBlock[] = [
  h("二、资料准备"),
  p(`预约成功后，请在活动详情页的“活动资料”中上传背景图、公司标识、公司简介、嘉宾信息与活动议程，并在活动日期前${INFO_SUBMIT_LEAD_DAYS}个交易日${DEADLINE_TIME}前提交。资料一经提交不可修改，提交后亦不能自行取消活动。`),
  ...li("嘉宾手机号须已在平台通行证注册，方可在活动中以嘉宾身份回复投资者提问。", "参会人员名单请使用平台提供的“参会人员名单模板”填写后上传。", "预征集问题可逐条录入，也可使用“预征集问答导入模板”批量导入。"),
  h("三、活动当天"),
  p(`活动开始后，投资者可在活动页面提问（每条不超过${ASK_MAX}字），贵司嘉宾在“问答管理”中选择问题回复（每条不超过${REPLY_MAX}字），回复经平台审核后展示。嘉宾也可以“嘉宾发言”的形式主动发布信息。`),
  ...li("已通过的回复如需更正，可撤回后重新回复；撤回已展示的回复须填写撤回理由。", "活动期间请保持网络稳定，如遇技术问题请联系平台客服。"),
  h("四、活动结束后"),
  p("活动结束后可在“数据统计”中查看浏览量、访客数、提问与回复数量，并导出问答记录与投资者关系活动记录表。回放视频经审核后在活动页面展示。"),
];

function guide(kind: TGuideKind): TPdfDocument {
  const title = GUIDE_DOCUMENTS[kind].title;
  const intro: Record<TGuideKind, TPdfBlock[]> = {
    single: [
      h("一、预约单场路演"),
      p("登录企业中心后，在首页“单场路演预约”卡片中选择活动类型（业绩说明会、再融资路演、重大事项说明会、其他路演），阅读并同意预约协议（倒计时3秒后可勾选），填写联系人、活动主题、活动模式、日期与时段后提交。"),
      ...li(
        `业绩说明会与其他路演可预约${windowText(1)}内的日期；再融资路演与重大事项说明会可预约${windowText(2)}。`,
        `选择“视频录播（现场录制）”的，录制日期须在活动日期前至少${RECORDING_LEAD_DAYS}个交易日。`,
        "每个时段的可预约数量有限，以提交时的剩余名额为准；名额已满时请选择其他时段。",
      ),
    ],
    multi: [
      h("一、报名集体路演"),
      p("集体路演由平台统一组织，在企业中心首页“集体路演预约”卡片中查看开放报名的系列活动。每个系列只能选择其中一场；报名时填写联系人并选择活动模式（开放自选模式的活动可跟随集体模式，也可自行选择）。"),
      ...li("集体活动中，投资者的提问会指向具体公司，贵司只能看到并回复向贵司提出的问题。", "集体活动的统计数据按公司分别计算。"),
    ],
    fund: [
      h("一、预约基金路演"),
      p("基金公司在企业中心首页选择“基金路演”卡片，阅读并同意基金路演服务协议后，填写基金产品、活动主题、模式与时段。基金路演支持视频直播、网络文字互动与视频录播三种模式。"),
      ...li(`基金路演可预约${windowText(5)}内的日期。`, "产品类活动请在活动资料中关联对应的基金产品代码。"),
    ],
  };
  return { title, subtitle: SUBTITLE, blocks: [...intro[kind], ...COMMON_STEPS] };
}

function rules(orderType: number): TPdfDocument {
  const doc = RULE_DOCUMENTS[orderType]!;
  const kind = orderTypeText(orderType);
  const collective = orderType === 6;
  return {
    title: doc.title,
    subtitle: SUBTITLE,
    blocks: [
      h("第一条 适用范围"),
      p(`本规则适用于通过路演中心预约和举办的${kind}${collective ? "（由平台统一组织、多家公司共同参加的活动）" : ""}。预约即表示同意本规则及预约协议。`),
      h("第二条 预约时间"),
      p(
        collective
          ? "集体路演的日期与时段由平台公布，报名在系列活动开放期间进行，每个系列每家公司只能报名一场。"
          : `活动日期须在${windowText(orderType)}之间；交易日按证券交易所公布的交易日历计算，节假日不计入。`,
      ),
      h("第三条 资料与视频"),
      p(`活动资料须在活动日期前${INFO_SUBMIT_LEAD_DAYS}个交易日${DEADLINE_TIME}前提交；录播视频须在播出日期前${VIDEO_UPLOAD_LEAD_DAYS}个交易日${DEADLINE_TIME}前上传并通过审核。逾期未提交的，平台有权调整或取消活动。`),
      h("第四条 互动问答"),
      p("投资者提问与公司回复均须经平台审核后展示。公司回复应真实、准确、完整，不得披露未公开的重大信息，不得作出误导性陈述。"),
      h("第五条 取消与变更"),
      p(collective ? "集体路演报名后如需退出，请在资料提交截止前联系平台。" : "资料提交前，公司可在“活动管理”中自行取消活动，已占用的名额随即释放；资料提交后如需变更，请联系平台客服。"),
      h("第六条 其他"),
      p("本规则由平台负责解释，自发布之日起施行。平台可根据监管要求与业务需要修订本规则，修订后的版本在系统配置中替换本文件。"),
    ],
  };
}

const NOTICE_BLOCKS = (fund: boolean): TPdfBlock[] => [
  p(fund ? "证券代码：【基金代码】        基金简称：【基金简称】" : "证券代码：【证券代码】        证券简称：【证券简称】        公告编号：【编号】"),
  h(fund ? "【基金管理人名称】关于举办【基金名称】网上路演活动的公告" : "【公司全称】关于召开【活动主题】的公告"),
  p("本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载、误导性陈述或重大遗漏。"),
  h("一、活动安排"),
  field("活动时间", "【YYYY年MM月DD日（星期X）HH:MM-HH:MM】"),
  field("活动地点", "路演中心（网址：【活动页面地址】）"),
  field("活动方式", "【视频直播 / 网络文字互动 / 视频录播】"),
  h("二、参加人员"),
  p(fund ? "【基金经理姓名】（基金经理）、【其他出席人员】。" : "董事长【姓名】、总经理【姓名】、董事会秘书【姓名】、财务总监【姓名】、独立董事【姓名】（如有特殊情况，参会人员可能调整）。"),
  h("三、投资者参加方式"),
  p("投资者可于活动时间登录路演中心在线参与本次活动；亦可于【YYYY年MM月DD日】前访问活动页面，通过“问题预征集”栏目提问，本公司将在活动中对投资者普遍关注的问题进行回答。"),
  h("四、联系人及咨询办法"),
  field("联系人", "【姓名】"),
  field("电话", "【电话】"),
  field("邮箱", "【邮箱】"),
  h("五、其他事项"),
  p("本次活动结束后，投资者可通过路演中心查看活动的召开情况及主要内容。"),
  p("特此公告。"),
  p(fund ? "【基金管理人名称】        【YYYY年MM月DD日】" : "【公司全称】董事会        【YYYY年MM月DD日】"),
];

function relayStandard(): TPdfDocument {
  return {
    title: TEMPLATE_DOCUMENTS["relay-standard"].title,
    subtitle: SUBTITLE,
    blocks: [
      h("一、适用范围"),
      p("本标准适用于申请成为路演中心转播合作平台的机构，规定转播信号接入、播放质量、安全与运维方面的技术要求。"),
      h("二、信号接入"),
      ...li("推流协议：RTMP 或 SRT；平台提供主备两路推流地址。", "视频编码：H.264（High Profile），分辨率不低于1280×720，帧率25或30帧/秒，码率2–4 Mbps。", "音频编码：AAC-LC，采样率48 kHz，立体声，码率不低于128 kbps。", "关键帧间隔不超过2秒，以保证观众加入时的首屏时间。"),
      h("三、播放与延时"),
      ...li("端到端延时不超过10秒；直播过程中断流不超过5秒须自动恢复。", "支持HLS回看，活动结束后24小时内提供回放地址。", "页面须标注“来源：路演中心”，不得对内容进行剪辑、插播或添加与活动无关的信息。"),
      h("四、安全与合规"),
      ...li("转播页面须使用HTTPS；推流地址与密钥不得公开或转授他人。", "保存转播日志不少于6个月，配合平台开展内容核查。", "遇到突发事件须在15分钟内通知平台并按平台指令处置。"),
      h("五、测试与验收"),
      p("技术方案通过审核后，平台下发测试方案；合作方须完成不少于30分钟的连续推流测试，确认画面、声音、延时与回放均符合本标准后，进入内部审核与合同签署。"),
    ],
  };
}

function relayApplication(): TPdfDocument {
  return {
    title: TEMPLATE_DOCUMENTS["relay-application"].title,
    subtitle: SUBTITLE,
    blocks: [
      p("请完整填写下列信息，签章后扫描上传至“转播认证”中的资质文件压缩包（zip或rar，不超过100MB）。"),
      h("一、申请机构信息"),
      field("机构全称"),
      field("统一社会信用代码"),
      field("注册地址"),
      field("转播平台名称"),
      field("转播平台网址"),
      h("二、联系人"),
      field("联系人姓名"),
      field("手机号码"),
      field("电子邮箱"),
      h("三、资质文件（请随附）"),
      ...li("营业执照副本复印件（加盖公章）", "信息网络传播视听节目许可证或相关业务许可文件", "近一年平台访问量与用户规模说明", "网络安全等级保护备案证明"),
      h("四、承诺"),
      p("本机构承诺所填信息及所附材料真实、准确、完整，遵守《视频转播技术标准》与平台转播合作规则，未经授权不对转播内容进行剪辑或二次传播。"),
      field("申请机构（盖章）", ""),
      field("日期", "______年____月____日"),
    ],
  };
}

/** The booking modes whose documents the portal ships, by slug (the seed links each mode to its three). */
export const MODE_DOCUMENT_SUBJECTS: Record<string, { modeName: string; videoType: 1 | 2 | 3 | 4; fund: boolean; kinds: TModeDocumentKind[] }> = {
  live: { modeName: "视频直播", videoType: 1, fund: false, kinds: ["guide", "example", "notice"] },
  relay: { modeName: "视频转播", videoType: 2, fund: false, kinds: ["guide", "example", "notice"] },
  studio: { modeName: "视频录播（现场录制）", videoType: 3, fund: false, kinds: ["guide", "example", "notice"] },
  text: { modeName: "网络文字互动", videoType: 4, fund: false, kinds: ["guide", "example"] },
  "own-video": { modeName: "视频录播（自行录制）", videoType: 3, fund: false, kinds: ["guide", "notice"] },
  "fund-live": { modeName: "基金视频直播", videoType: 1, fund: true, kinds: ["guide", "example"] },
  "fund-text": { modeName: "基金网络文字互动", videoType: 4, fund: true, kinds: ["guide"] },
  "fund-video": { modeName: "基金视频录播", videoType: 3, fund: true, kinds: ["guide", "notice"] },
};

const MODE_HOW: Record<1 | 2 | 3 | 4, TPdfBlock[]> = {
  1: [p("视频直播在平台指定的路演厅进行，平台提供演播设备与导播。请嘉宾至少提前1小时到场调试，活动开始后画面实时推送至活动页面，投资者同时在线提问。"), ...li("到场后在前台出示预约信息，领取嘉宾证。", "建议着正装，避免穿着细条纹或与背景同色的服装。")],
  2: [p("视频转播由贵司或合作转播平台自行制作直播信号，按平台《视频转播技术标准》推流至路演中心。请在活动前完成推流测试。"), ...li("推流地址在活动详情页“场地信息”中查看。", "正式活动前一个交易日须完成不少于30分钟的联调。")],
  3: [p("视频录播由嘉宾提前录制节目，活动当天按预定时间播出，播出期间嘉宾在线回复投资者提问。"), ...li(`现场录制须在活动日期前至少${RECORDING_LEAD_DAYS}个交易日完成。`, `自行录制的，视频须为MP4格式，在播出日期前${VIDEO_UPLOAD_LEAD_DAYS}个交易日${DEADLINE_TIME}前上传并通过审核。`)],
  4: [p("网络文字互动不需要视频，活动期间嘉宾通过文字回复投资者的提问，适合时间灵活、参与嘉宾较多的活动。"), ...li("请安排专人在“问答管理”中分配问题与嘉宾。", "回复经平台审核后展示，请预留审核时间。")],
};

function modeDocument(slug: string, kind: TModeDocumentKind): TPdfDocument | null {
  const subject = MODE_DOCUMENT_SUBJECTS[slug];
  if (!subject || !subject.kinds.includes(kind)) return null;
  const title = `${subject.modeName}${MODE_DOCUMENT_TITLES[kind]}`;
  if (kind === "notice") return { title, subtitle: SUBTITLE, blocks: [p(`本模板适用于以“${subject.modeName}”方式举办的活动，请替换【】中的内容。`), ...NOTICE_BLOCKS(subject.fund)] };
  if (kind === "example") {
    return {
      title,
      subtitle: SUBTITLE,
      blocks: [
        h("示例活动"),
        field("活动主题", subject.fund ? "【基金简称】新发基金网上路演" : "2026年第三季度业绩说明会"),
        field("活动模式", subject.modeName),
        field("活动时间", "2026年11月18日 15:00-16:30"),
        field("出席嘉宾", subject.fund ? "基金经理、渠道负责人" : "董事长、总经理、董事会秘书、财务总监、独立董事"),
        h("流程示例"),
        ...li("14:30 嘉宾到位，确认网络与设备", "15:00 主持人开场，介绍出席嘉宾", "15:05 管理层介绍经营情况", "15:30 回复投资者提问", "16:25 总结发言", "16:30 活动结束，整理问答记录"),
        h("要点"),
        ...MODE_HOW[subject.videoType],
      ],
    };
  }
  return {
    title,
    subtitle: SUBTITLE,
    blocks: [h("一、模式说明"), ...MODE_HOW[subject.videoType], ...COMMON_STEPS],
  };
}

/** The PDF content of a shipped document by file name, or null when the portal ships no such PDF. */
export function pdfContent(name: string): TPdfDocument | null {
  for (const [kind, doc] of Object.entries(GUIDE_DOCUMENTS)) if (doc.name === name) return guide(kind as TGuideKind);
  for (const [type, doc] of Object.entries(RULE_DOCUMENTS)) if (doc.name === name) return rules(Number(type));
  if (name === TEMPLATE_DOCUMENTS.notice.name) return { title: TEMPLATE_DOCUMENTS.notice.title, subtitle: SUBTITLE, blocks: NOTICE_BLOCKS(false) };
  if (name === TEMPLATE_DOCUMENTS["fund-notice"].name) return { title: TEMPLATE_DOCUMENTS["fund-notice"].title, subtitle: SUBTITLE, blocks: NOTICE_BLOCKS(true) };
  if (name === TEMPLATE_DOCUMENTS["relay-standard"].name) return relayStandard();
  if (name === TEMPLATE_DOCUMENTS["relay-application"].name) return relayApplication();
  const mode = /^mode-([a-z-]+)-(guide|example|notice)\.pdf$/.exec(name);
  return mode ? modeDocument(mode[1]!, mode[2] as TModeDocumentKind) : null;
}
