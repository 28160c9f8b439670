import { and, asc, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { testCodeFrom } from "#shared/activity/ops-rules.ts";
import { GUIDE_DOCUMENTS, RULE_DOCUMENTS, documentUrl } from "#shared/docs/documents.ts";
import {
  activities,
  activityRecordVideos,
  activityVisibleUsers,
  courseLessons,
  courses,
  helpArticles,
  hotTopicItems,
  hotTopics,
  siteBanners,
  staticPages,
  subjectPageActivities,
  subjectPages,
} from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { addDays } from "./seed-time.ts";

/**
 * The site's editable content (document 4 sections 2.1, 2.4, 2.7): the static pages' texts in Chinese and
 * English, help articles, home banners, hot topics, subject pages (one published, one awaiting publication
 * with a test code) and training courses. Pictures are the portal's own (/static/content/…). Links point at
 * the demo's published activities, so the seed runs after the activity demo.
 */

const p = (...paras: string[]) => paras.map((x) => `<p>${x}</p>`).join("");

export const DEMO_STATIC_PAGES = [
  {
    pageKey: "aboutUs",
    title: "关于我们",
    titleEn: "About us",
    content:
      `<h2>路演中心</h2>` +
      p(
        "路演中心是由交易所信息公司运营的投资者关系互动平台，为上市公司、基金公司与广大投资者提供业绩说明会、再融资路演、重大事项说明会等在线路演服务。",
        "平台坚持公开、公平、公正的原则，致力于提升上市公司信息披露质量，保护投资者特别是中小投资者的知情权与参与权。",
        "联系我们：工作日 9:00-17:30，邮箱 service@roadshow.example.cn。",
      ),
    contentEn:
      `<h2>Roadshow Centre</h2>` +
      p(
        "The Roadshow Centre is an investor-relations platform run by the exchange's information company. It hosts online performance briefings, refinancing roadshows and briefings on major events for listed companies, fund companies and their investors.",
        "The platform is open, fair and impartial; it helps companies disclose better and protects investors', especially smaller investors', right to know and to take part.",
        "Contact: working days 9:00-17:30, service@roadshow.example.cn.",
      ),
  },
  {
    pageKey: "introduceCenter",
    title: "中心介绍",
    titleEn: "About the centre",
    content:
      `<h2>服务内容</h2><ul><li>单场与集体路演：业绩说明会、再融资路演、重大事项说明会等</li><li>视频直播、录播与图文问答</li><li>活动数据统计与分发合作</li><li>上市公司培训课程</li></ul>` +
      p("路演中心每年服务数千场路演活动，累计吸引数千万人次投资者参与。"),
    contentEn:
      `<h2>What we offer</h2><ul><li>Single and collective roadshows: performance briefings, refinancing roadshows, major-event briefings</li><li>Live and recorded video with text Q&amp;A</li><li>Activity statistics and distribution partners</li><li>Training courses for listed companies</li></ul>` +
      p("The centre hosts thousands of roadshows a year, followed by tens of millions of investor visits."),
  },
  {
    pageKey: "serviceDeclaration",
    title: "服务声明",
    titleEn: "Service declaration",
    content: p(
      "路演中心所载信息仅供投资者参考，不构成任何投资建议。投资者据此操作，风险自担。",
      "上市公司及其相关人员对其在路演活动中发布信息的真实性、准确性、完整性负责。",
      "未经许可，任何单位和个人不得转载、复制平台内容。",
    ),
    contentEn: p(
      "Information on the Roadshow Centre is for reference only and is not investment advice. Investors act on it at their own risk.",
      "Listed companies and their people are responsible for the truth, accuracy and completeness of what they publish in their roadshows.",
      "No content of the platform may be reproduced or copied without permission.",
    ),
  },
  {
    pageKey: "serviceProtocol",
    title: "服务协议",
    titleEn: "Service agreement",
    content:
      `<h3>一、总则</h3>` +
      p("用户在注册、登录及使用路演中心服务前，应仔细阅读并同意本协议。") +
      `<h3>二、用户行为规范</h3>` +
      p("用户提问与互动应遵守法律法规，不得发布违法、虚假、侮辱、诽谤或与路演无关的内容。") +
      `<h3>三、个人信息保护</h3>` +
      p("平台依法收集、使用用户信息，仅用于提供服务，不会向第三方出售。"),
    contentEn:
      `<h3>1. General</h3>` +
      p("Before registering, logging in or using the Roadshow Centre, users read and accept this agreement.") +
      `<h3>2. Conduct</h3>` +
      p("Questions and interactions follow the law and contain nothing unlawful, false, insulting, defamatory or unrelated to the roadshow.") +
      `<h3>3. Personal information</h3>` +
      p("The platform collects and uses user information lawfully, only to provide its services, and never sells it."),
  },
  {
    pageKey: "comingSoon",
    title: "敬请期待",
    titleEn: "Coming soon",
    content: p("该功能即将上线，敬请期待。您可以先返回首页浏览其他内容。"),
    contentEn: p("This feature is coming soon. Meanwhile, you can go back to the home page and browse other content."),
  },
  {
    pageKey: "systemMaintenance",
    title: "系统维护中",
    titleEn: "Under maintenance",
    content: p("为了给您提供更好的服务，路演中心正在进行系统维护，请稍后再访问。给您带来的不便，敬请谅解。"),
    contentEn: p("The Roadshow Centre is being maintained to serve you better. Please come back later; we apologise for the inconvenience."),
  },
] as const;

const HELP = [
  {
    title: "如何观看路演直播？",
    titleEn: "How do I watch a live roadshow?",
    content: p("在首页或路演列表中选择正在直播的活动，进入活动详情页即可观看直播；直播结束后可观看回放。"),
    contentEn: p("Choose a live activity on the home page or in the roadshow list and open it to watch; after the end, the replay is on the same page."),
  },
  {
    title: "如何向上市公司提问？",
    titleEn: "How do I ask a company a question?",
    content: p("使用手机号登录并完成实名认证后，在活动详情页的互动问答区输入问题（不超过500字）提交，问题经审核后公开展示。"),
    contentEn: p("Log in with your mobile number and complete real-person verification, then type your question (up to 500 characters) in the activity's Q&amp;A. It is shown once reviewed."),
  },
  {
    title: "企业如何预约路演？",
    titleEn: "How does a company book a roadshow?",
    content: p("企业用户登录后进入企业中心，选择路演类型，阅读并同意服务协议后填写预约信息并提交。"),
    contentEn: p("An enterprise user logs in, opens the enterprise centre, chooses the roadshow type, accepts the agreement and submits the booking form."),
  },
  {
    title: "忘记密码或安全密钥丢失怎么办？",
    titleEn: "I forgot my password or lost my security key",
    content: p("请联系公司管理员或平台客服重置账号，客服工作时间为工作日 9:00-17:30。"),
    contentEn: p("Ask your company's administrator or the platform's service desk to reset the account; the desk works on working days 9:00-17:30."),
  },
];

export async function seedSiteContent(tx: TDb, at: Date): Promise<void> {
  await tx.insert(staticPages).values(DEMO_STATIC_PAGES.map((page) => ({ ...page, updTime: at }))).onConflictDoNothing();
  await tx.insert(helpArticles).values(HELP.map((h, i) => ({ ...h, sort: (i + 1) * 10, updTime: at })));

  // the demo's public activities: formally published, not cancelled, not restricted
  const published = await tx
    .select({ id: activities.id, title: activities.title, status: activities.status })
    .from(activities)
    .where(
      and(
        eq(activities.pubStatus, 2),
        eq(activities.isCancel, false),
        notExists(sql`(select 1 from ${activityVisibleUsers} where ${activityVisibleUsers.activityId} = ${activities.id})`),
      ),
    )
    .orderBy(asc(activities.id));
  const ids = published.map((a) => a.id);
  const live = published.find((a) => a.status === 2) ?? published[0];
  const videos = ids.length
    ? await tx
        .select({ id: activityRecordVideos.id, videoPath: activityRecordVideos.videoPath, videoName: activityRecordVideos.videoName })
        .from(activityRecordVideos)
        .where(and(inArray(activityRecordVideos.activityId, ids), inArray(activityRecordVideos.status, [1, 3]), isNotNull(activityRecordVideos.videoPath)))
        .orderBy(asc(activityRecordVideos.id))
    : [];

  const [subject] = await tx
    .insert(subjectPages)
    .values({
      title: "2026年度业绩说明会集中展示",
      titleEn: "2026 annual results briefings",
      headerType: 1,
      showLogin: 1,
      bannerUrl: "/static/content/banner-2.svg",
      content:
        `<h2>专题介绍</h2>` +
        p("年报披露季，路演中心集中展示上市公司年度业绩说明会，投资者可在线观看、提前征集问题并与公司高管实时互动。") +
        `<ul><li>提前征集：活动开始前提交您关心的问题</li><li>实时互动：直播中在线提问</li><li>回放：活动结束后随时观看</li></ul>`,
      contentEn:
        `<h2>About this page</h2>` +
        p("In the annual report season the Roadshow Centre brings together listed companies' annual results briefings: watch online, send questions in advance and talk with management live.") +
        `<ul><li>Questions in advance: send what matters to you before the start</li><li>Live Q&amp;A: ask during the broadcast</li><li>Replays: watch any time after the end</li></ul>`,
      pubStatus: 2,
      pubTime: at,
      crtTime: at,
      updTime: at,
    })
    .returning({ id: subjectPages.id });
  await tx.insert(subjectPages).values({
    title: "科创板专场路演（筹备中）",
    titleEn: "STAR Market roadshows (in preparation)",
    headerType: 0,
    showLogin: 0,
    bannerUrl: "/static/content/banner-3.svg",
    content: p("本专题页尚未正式发布，仅供测试预览。"),
    contentEn: p("This page is not yet published; it opens with its test code only."),
    pubStatus: 0,
    testCode: testCodeFrom(randomBytes(16)),
    crtTime: at,
    updTime: at,
  });
  if (subject && ids.length) {
    await tx.insert(subjectPageActivities).values(ids.slice(0, 4).map((activityId, sort) => ({ subjectId: subject.id, activityId, sort })));
  }

  await tx.insert(siteBanners).values([
    {
      title: "年度业绩说明会火热进行中",
      titleEn: "Annual results briefings are on",
      imageUrl: "/static/content/banner-1.svg",
      targetType: live ? 1 : 3,
      targetId: live?.id ?? null,
      targetUrl: live ? null : "https://www.sse.com.cn/",
      sort: 10,
      status: 1,
      crtTime: at,
      updTime: at,
    },
    {
      title: "2026年度业绩说明会专题",
      titleEn: "2026 annual results briefings",
      imageUrl: "/static/content/banner-2.svg",
      targetType: 2,
      targetId: subject?.id ?? null,
      sort: 20,
      status: 1,
      crtTime: at,
      updTime: at,
    },
    {
      title: "投资者教育：理性投资，远离非法证券活动",
      titleEn: "Investor education: invest rationally",
      imageUrl: "/static/content/banner-3.svg",
      targetType: 3,
      targetUrl: "https://www.szse.cn/",
      sort: 30,
      status: 1,
      startAt: addDays(at, -1),
      endAt: addDays(at, 60),
      crtTime: at,
      updTime: at,
    },
  ]);

  const topics = await tx
    .insert(hotTopics)
    .values([
      {
        title: "年报季·业绩说明会",
        titleEn: "Annual report season",
        coverUrl: "/static/content/topic-1.svg",
        summary: "汇集年报季的业绩说明会与精彩回放，一站了解上市公司经营情况。",
        summaryEn: "The season's results briefings and their replays, in one place.",
        sort: 10,
        crtTime: at,
        updTime: at,
      },
      {
        title: "基金视野",
        titleEn: "Fund Vision",
        coverUrl: "/static/content/topic-2.svg",
        summary: "基金经理解读市场，分享投资策略与产品看点。",
        summaryEn: "Fund managers on the market, their strategies and their products.",
        sort: 20,
        crtTime: at,
        updTime: at,
      },
    ])
    .returning({ id: hotTopics.id });
  const [first, second] = topics;
  const items = [
    ...ids.slice(0, 3).map((refId, sort) => ({ topicId: first!.id, kind: 1, refId, sort })),
    ...videos.slice(0, 2).map((v, i) => ({ topicId: first!.id, kind: 2, refId: v.id, sort: 10 + i })),
    ...ids.slice(3, 6).map((refId, sort) => ({ topicId: second!.id, kind: 1, refId, sort })),
  ];
  if (items.length) await tx.insert(hotTopicItems).values(items);

  const [course1, course2] = await tx
    .insert(courses)
    .values([
      {
        title: "上市公司投资者关系管理实务",
        titleEn: "Investor relations in practice",
        coverUrl: "/static/content/course-1.svg",
        summary: "面向董秘与证券事务代表：如何筹备一场高质量的业绩说明会。",
        summaryEn: "For board secretaries and securities representatives: preparing a good results briefing.",
        sort: 10,
        crtTime: at,
        updTime: at,
      },
      {
        title: "路演中心平台操作培训",
        titleEn: "Using the Roadshow Centre",
        coverUrl: "/static/content/course-2.svg",
        summary: "从预约到发布：平台各项功能的操作指引。",
        summaryEn: "From booking to publication: how each part of the platform works.",
        sort: 20,
        crtTime: at,
        updTime: at,
      },
    ])
    .returning({ id: courses.id });
  const video = videos[0];
  await tx.insert(courseLessons).values([
    ...(video?.videoPath ? [{ courseId: course1!.id, kind: 1, title: "业绩说明会示范回放", titleEn: "A model results briefing (replay)", url: video.videoPath, durationMinutes: 45, sort: 0 }] : []),
    { courseId: course1!.id, kind: 2, title: RULE_DOCUMENTS[1]!.title, titleEn: "Rules for performance briefings", url: documentUrl(RULE_DOCUMENTS[1]!.name), sort: 1 },
    { courseId: course2!.id, kind: 2, title: GUIDE_DOCUMENTS.single.title, titleEn: "Guide: single roadshows", url: documentUrl(GUIDE_DOCUMENTS.single.name), sort: 0 },
    { courseId: course2!.id, kind: 2, title: GUIDE_DOCUMENTS.multi.title, titleEn: "Guide: collective roadshows", url: documentUrl(GUIDE_DOCUMENTS.multi.name), sort: 1 },
    { courseId: course2!.id, kind: 2, title: GUIDE_DOCUMENTS.fund.title, titleEn: "Guide: fund roadshows", url: documentUrl(GUIDE_DOCUMENTS.fund.name), sort: 2 },
  ]);
}
