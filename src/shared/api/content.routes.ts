import { OPS, PUB, routeGroup } from "./route.ts";

/**
 * The site content calls' routes (their contracts, with schemas, are in content.contract.ts and
 * content-ops.contract.ts): public reads of banners, hot topics, subject pages, courses, help articles and
 * static pages, and the back office's editors for them and for the system settings.
 */
export const contentRoutes = routeGroup("content", {
  bannerList: { method: "POST", path: `${PUB}/index/banner_list`, access: "pub" },
  hotTopicPage: { method: "POST", path: `${PUB}/hot_topic/hot_topic_page`, access: "pub" },
  hotTopicDetail: { method: "POST", path: `${PUB}/hot_topic/hot_topic_detail`, access: "pub" },
  subjectDetail: { method: "POST", path: `${PUB}/subject/subject_detail`, access: "pub" },
  coursePage: { method: "POST", path: `${PUB}/course/course_page`, access: "pub" },
  courseDetail: { method: "POST", path: `${PUB}/course/course_detail`, access: "pub" },
  helpList: { method: "POST", path: `${PUB}/help/help_list`, access: "pub" },
  helpDetail: { method: "POST", path: `${PUB}/help/help_detail`, access: "pub" },
  pageDetail: { method: "POST", path: `${PUB}/site_page/page_detail`, access: "pub" },

  opsBannerList: { method: "POST", path: `${OPS}/content/banner_list`, access: "ops" },
  opsBannerSave: { method: "POST", path: `${OPS}/content/banner_save`, access: "ops" },
  opsBannerSort: { method: "POST", path: `${OPS}/content/banner_sort`, access: "ops" },
  opsHotTopicList: { method: "POST", path: `${OPS}/content/hot_topic_list`, access: "ops" },
  opsHotTopicSave: { method: "POST", path: `${OPS}/content/hot_topic_save`, access: "ops" },
  opsSubjectList: { method: "POST", path: `${OPS}/content/subject_list`, access: "ops" },
  opsSubjectSave: { method: "POST", path: `${OPS}/content/subject_save`, access: "ops" },
  opsSubjectPublishTest: { method: "POST", path: `${OPS}/content/subject_publish_test`, access: "ops" },
  opsSubjectPublish: { method: "POST", path: `${OPS}/content/subject_publish`, access: "ops" },
  opsCourseList: { method: "POST", path: `${OPS}/content/course_list`, access: "ops" },
  opsCourseSave: { method: "POST", path: `${OPS}/content/course_save`, access: "ops" },
  opsHelpList: { method: "POST", path: `${OPS}/content/help_list`, access: "ops" },
  opsHelpSave: { method: "POST", path: `${OPS}/content/help_save`, access: "ops" },
  opsPageList: { method: "POST", path: `${OPS}/content/page_list`, access: "ops" },
  opsPageSave: { method: "POST", path: `${OPS}/content/page_save`, access: "ops" },
  opsSettings: { method: "POST", path: `${OPS}/system/settings_detail`, access: "ops" },
  opsSettingsSave: { method: "POST", path: `${OPS}/system/settings_save`, access: "ops", supervisorOnly: true },
  // the dictionaries (document 1 section 7.3; guide and rule links among them): read by every page, so
  // changing them is the supervisor's, as the settings are (contracts in dictionary-ops.contract.ts)
  opsDicParents: { method: "POST", path: `${OPS}/dictionary/parent_list`, access: "ops" },
  opsDicItems: { method: "POST", path: `${OPS}/dictionary/item_list`, access: "ops" },
  opsDicItemSave: { method: "POST", path: `${OPS}/dictionary/item_save`, access: "ops", supervisorOnly: true },
  // the header navigation (document 1 sections 2.2 and 3): every page's header, so the supervisor's as well
  opsNavList: { method: "POST", path: `${OPS}/nav/nav_list`, access: "ops" },
  opsNavSave: { method: "POST", path: `${OPS}/nav/nav_save`, access: "ops", supervisorOnly: true },
});
