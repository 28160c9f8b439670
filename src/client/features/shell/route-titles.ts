import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { routeMetaFor } from "#shared/shell/route-meta.ts";

/**
 * The title of every route in src/shared/shell/route-meta.ts, keyed by its `id`. Descriptors, not strings:
 * they are translated when the title is shown, so a language switch retitles the tab.
 */
export const ROUTE_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  home: msg`首页`,
  ops: msg`运营后台`,
  opsActivities: msg`活动管理`,
  opsActivity: msg`活动详情`,
  opsVideos: msg`视频审核`,
  opsVideoLibrary: msg`视频库`,
  opsHomepages: msg`企业主页审核`,
  opsRelay: msg`导流认证审核`,
  opsMessages: msg`消息发送`,
  opsModeration: msg`问答审核`,
  opsContent: msg`内容与设置`,
  opsCompanies: msg`公司与账号`,
  opsCapacity: msg`预约容量`,
  opsSeries: msg`集体路演系列`,
  opsOperators: msg`运营账号`,
  opsAudit: msg`审计日志`,
  opsBindApplies: msg`机构认证审核`,
  opsRolling: msg`摇号服务管理`,
  roadshowList: msg`路演列表`,
  stockVideoConverge: msg`视频中心`,
  videoDetail: msg`视频详情`,
  finReportList: msg`可视化财报`,
  activityDetails: msg`活动详情`,
  event: msg`专题活动`,
  distributeDetails: msg`分发详情`,
  distributeSingle: msg`公司分发详情`,
  trainDetail: msg`课程详情`,
  singleCompany: msg`集体路演公司专区`,
  personLogin: msg`完善个人信息`,
  authenticationType: msg`机构认证`,
  authenticationList: msg`认证记录`,
  enterpriseCentre: msg`机构中心`,
  center: msg`机构中心`,
  distributeList: msg`分发活动`,
  activityManage: msg`活动管理`,
  actManageDetail: msg`活动管理详情`,
  memberManage: msg`成员管理`,
  maintenance: msg`主页维护`,
  guestWare: msg`嘉宾库`,
  messRemind: msg`消息提醒`,
  centerVideo: msg`企业视频`,
  finReport: msg`可视化财报`,
  addOrder: msg`预约路演`,
  diversionAuthentication: msg`导流认证`,
  recentActivity: msg`近期活动`,
  searchResults: msg`搜索结果`,
  preCallQa: msg`预征集问答`,
  stayTuned: msg`活动预告`,
  hotTopic: msg`热门话题`,
  hotTopicDetail: msg`话题详情`,
  institutionalCenter: msg`机构名录`,
  institutionalCenterDetail: msg`机构主页`,
  versionAgreement: msg`服务条款`,
  comingSoon: msg`敬请期待`,
  refresh: msg`刷新`,
  helpCenter: msg`帮助中心`,
  personalCenter: msg`个人中心`,
  loginIndex: msg`登录`,
  realPersonIndex: msg`实名认证`,
  systemMaintenance: msg`系统维护`,
  interpage: msg`正在跳转`,
  interminipage: msg`正在跳转`,
  rolling: msg`摇号服务`,
  addRolling: msg`摇号申请`,
  addRollingDetail: msg`摇号申请详情`,
  aboutUs: msg`关于我们`,
  introduceCenter: msg`中心介绍`,
  course: msg`培训课程`,
  activeDataPrint: msg`活动数据打印`,
  pdfView: msg`文档预览`,
  mobileDetails: msg`活动详情`,
};

// Titles that depend on the query: nav5 is the Fund Vision channel (spec 1 §2.1), routeType picks the agreement.
const FUND_VISION = msg`基金视野`;
const SERVICE_DECLARATION = msg`服务声明`;
const SERVICE_PROTOCOL = msg`服务协议`;

const SITE_NAME = msg`路演中心`;

/** The title descriptor of a route id, with the query variants of the video and agreement pages. */
export function routeTitle(id: string, search: Record<string, unknown> = {}): MessageDescriptor | undefined {
  if (id === "stockVideoConverge" && search.navType === "nav5") return FUND_VISION;
  if (id === "versionAgreement") {
    const routeType = String(search.routeType ?? "");
    if (routeType === "2") return SERVICE_DECLARATION;
    if (routeType === "3") return SERVICE_PROTOCOL;
  }
  return ROUTE_TITLES[id];
}

/**
 * The document title of a path (spec 1 §2.1): site prefix + route title; activity details and single-company
 * pages use the bare route title; an unknown path gets the site name alone.
 */
export function documentTitle(i18n: I18n, pathname: string, search: Record<string, unknown> = {}): string {
  const site = i18n._(SITE_NAME);
  const meta = routeMetaFor(pathname);
  const title = meta ? routeTitle(meta.id, search) : undefined;
  if (!meta || !title) return site;
  const text = i18n._(title);
  return meta.bareTitle ? text : `${site} - ${text}`;
}
