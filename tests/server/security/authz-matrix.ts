/**
 * The authorization matrix (issue 14): one entry per authenticated call of the route registry. A call added
 * without an entry here fails authz-matrix.test.ts, so every new route states who may call it.
 *
 * - "owned": acts on something of the victim company (listed-admin's company), named by the real ids `body`
 *   builds; another company, a personal user and an unbound account must be refused (any 200 fails).
 *   `memberRefused`: listed-member (same company, booking permission only) must be refused too.
 * - "own": answers about the caller only (their profile, their messages, lookups of the booking form,
 *   public data); a 200 is right for any logged-in caller, and the ids in `body` are the caller's own.
 * - "ops": the back office; an enterprise user must be refused, and an operator too if the route is
 *   marked supervisorOnly (its route in src/shared/api).
 * Every entry is also called with no token and with a revoked token (401).
 */
import { AUTH, OPS } from "#shared/api/contract.ts";

export interface TMatrixIds {
  /** the victim company's live activity (published, in progress) */
  activity: number;
  /** a collective activity the victim company takes part in */
  companyId: number;
  /** a pending video record of the victim */
  video: number;
  /** a company message of the victim */
  message: number;
  /** an approved question on the victim's activity */
  question: number;
  /** pre-collected questions of the victim's activity, pending, answered and not suitable */
  preCollect: { pending: number; answered: number; unsuitable: number };
  /** a distribution row whose partner is the victim company, and its activity (held by another company) */
  distribution: number;
  distributionActivity: number;
  /** a chunk set the victim started */
  guid: string;
  /** a guest of the victim's activity, and one of its guest library */
  guest: number;
  libraryGuest: number;
  /** an ordinary member of the victim company (listed-member's membership) */
  member: number;
}

export type TMatrixEntry =
  | { kind: "owned"; body: (ids: TMatrixIds) => Record<string, unknown>; memberRefused?: boolean }
  | { kind: "own"; body?: (ids: TMatrixIds) => Record<string, unknown>; why: string }
  | { kind: "ops"; body?: (ids: TMatrixIds) => Record<string, unknown> };

const a = (ids: TMatrixIds) => ({ activityId: ids.activity });
const page = { pageNo: 1, pageSize: 10 };
const lookup = "a lookup of the booking form's choices, the same for every booker";

export const AUTHZ_MATRIX: Record<string, TMatrixEntry> = {
  [`${AUTH}/company/info`]: { kind: "own", why: "the caller's own company" },
  [`${AUTH}/user/update_profile`]: { kind: "own", body: () => ({ nickName: "投资者", investorType: 1 }), why: "the caller's own profile (personal accounts only)" },
  [`${AUTH}/favourite/toggle`]: { kind: "own", body: a, why: "the caller's own favourites (personal accounts only)" },
  [`${AUTH}/follow/toggle`]: { kind: "own", body: (ids) => ({ companyId: ids.companyId }), why: "the caller's own follows (personal accounts only)" },
  [`${AUTH}/personal/my_marks`]: { kind: "own", body: (ids) => ({ activityId: ids.activity, companyId: ids.companyId }), why: "whether the caller marked them" },
  [`${AUTH}/personal/my_question_page`]: { kind: "own", body: () => page, why: "the caller's own questions" },
  [`${AUTH}/personal/favourite_page`]: { kind: "own", body: () => page, why: "the caller's own favourites" },
  [`${AUTH}/personal/follow_page`]: { kind: "own", body: () => page, why: "the caller's own follows" },
  [`${AUTH}/reminder/subscribe`]: { kind: "own", body: (ids) => ({ activityId: ids.activity, leadMinutes: 15 }), why: "the caller's own reminders (personal accounts only)" },
  [`${AUTH}/reminder/unsubscribe`]: { kind: "own", body: a, why: "the caller's own reminders (personal accounts only)" },
  [`${AUTH}/reminder/my_reminder`]: { kind: "own", body: a, why: "the caller's own reminder of an activity" },
  [`${AUTH}/reminder/reminder_page`]: { kind: "own", body: () => page, why: "the caller's own reminders" },
  [`${AUTH}/reminder/push_subscribe`]: { kind: "own", body: () => ({ endpoint: "https://push.example.com/matrix", p256dh: "BKey", auth: "auth" }), why: "the caller's own browsers" },
  [`${AUTH}/reminder/push_unsubscribe`]: { kind: "own", body: () => ({ endpoint: "https://push.example.com/matrix" }), why: "the caller's own browsers" },
  [`${AUTH}/reminder/calendar_feed`]: { kind: "own", why: "the caller's own calendar feed" },
  [`${AUTH}/reminder/calendar_feed_reset`]: { kind: "own", why: "the caller's own calendar feed" },
  [`${AUTH}/company_apply/check_bind_company`]: { kind: "own", why: "the caller's own binding state" },
  [`${AUTH}/user/userinfo`]: { kind: "own", why: "the caller's own profile" },
  [`${AUTH}/user/is_real_person`]: { kind: "own", why: "the caller's own verification state" },
  [`${AUTH}/user/real_person_verify`]: { kind: "own", body: () => ({ realName: "张三", idNumber: "110105194912310021" }), why: "verifies the caller" },
  [`${AUTH}/message/unread_count`]: { kind: "own", body: () => ({ isCompanyMessage: true }), why: "the caller's own messages" },
  [`${AUTH}/message/message_page`]: { kind: "own", body: () => ({ ...page, isCompanyMessage: true }), why: "the caller's own messages" },
  [`${AUTH}/message/message_update_read`]: { kind: "owned", body: (ids) => ({ ids: [ids.message] }) },
  [`${AUTH}/message/company_message_read_all`]: { kind: "own", why: "marks the caller's own company's messages" },
  [`${AUTH}/activity_distribute/company_distribute_page`]: { kind: "own", body: () => ({ ...page, status: 0 }), why: "the caller's own company's distribution rows" },
  [`${AUTH}/activity_distribute/company_distribute_activity`]: { kind: "own", body: () => ({ ...page, status: 0 }), why: "the caller's own company's distribution rows" },
  [`${AUTH}/activity_distribute/submit_pv_uv`]: { kind: "owned", body: (ids) => ({ id: ids.distribution, pvNum: "1" }), memberRefused: true },
  [`${AUTH}/activity_distribute/distribute_details`]: { kind: "owned", body: (ids) => ({ activityId: ids.distributionActivity }), memberRefused: true },
  [`${AUTH}/activity/gov_activity_page_new`]: { kind: "own", body: () => page, why: "a regulator's search of published activities; refused to other callers by its own rule" },
  [`${AUTH}/activity/gov_activity_export`]: { kind: "own", body: () => ({}), why: "a regulator's export of published activities" },
  [`${AUTH}/activity_stat/list`]: { kind: "owned", body: a },
  [`${AUTH}/activity_broadcast/activity_broad_cast_avg`]: { kind: "owned", body: a },
  [`${AUTH}/question_collect/question_collect_company_page`]: { kind: "owned", body: a },
  [`${AUTH}/question_collect/question_collect_company_list`]: { kind: "owned", body: a },
  [`${AUTH}/question_collect/company_user_answer`]: { kind: "owned", body: (ids) => ({ id: ids.preCollect.pending, answer: "matrix answer" }) },
  [`${AUTH}/question_collect/change_status`]: { kind: "owned", body: (ids) => ({ id: ids.preCollect.pending }) },
  [`${AUTH}/question_collect/cancel_status`]: { kind: "owned", body: (ids) => ({ id: ids.preCollect.unsuitable }) },
  [`${AUTH}/question_collect/company_user_cancel_answer`]: { kind: "owned", body: (ids) => ({ id: ids.preCollect.answered }) },
  [`${AUTH}/question_collect/add_question_answer`]: { kind: "owned", body: (ids) => ({ activityId: ids.activity, question: "matrix q", answer: "matrix a" }) },
  [`${AUTH}/question_collect/submit_question_collect_excel`]: { kind: "owned", body: (ids) => ({ activityId: ids.activity, questions: ["matrix q"], answers: ["matrix a"] }) },
  [`${AUTH}/question_collect/submit_question`]: { kind: "own", body: (ids) => ({ activityId: ids.activity, question: "matrix question" }), why: "any personal user may submit to an activity whose collection is open; enterprise callers are refused by the rule" },
  [`${AUTH}/activity_hour_stat/company_activity_hour_stat`]: { kind: "owned", body: a },
  [`${AUTH}/activity_hour_stat/company_activity_day_stat`]: { kind: "owned", body: a },
  [`${AUTH}/activity_stat/distribute_stat`]: { kind: "owned", body: a },
  [`${AUTH}/activity_stat/company_stat_list`]: { kind: "owned", body: a },
  [`${AUTH}/activity_stat/download_notice_template_file`]: { kind: "owned", body: a },
  [`${AUTH}/activity_stat/download_fund_template_file`]: { kind: "owned", body: a },
  [`${AUTH}/activity_company/company_activity_list`]: { kind: "owned", body: a },
  [`${AUTH}/activity_company/company_activity_page`]: { kind: "own", body: () => ({ ...page, status: 0 }), why: "the caller's own company's activities" },
  [`${AUTH}/activity_company/company_exit_activity`]: { kind: "owned", body: a },
  [`${AUTH}/upload/check_chunk_md5`]: {
    kind: "own",
    body: (ids) => ({ guid: ids.guid, chunk: 0, chunkSize: 65536 }),
    why: "a guid names a chunk set within the caller's own namespace: another's guid finds nothing (success false)",
  },
  [`${AUTH}/upload/chunk_offset`]: {
    kind: "own",
    body: (ids) => ({ guid: ids.guid, chunk: 0, chunkSize: 65536 }),
    why: "like check_chunk_md5: a guid names a chunk set within the caller's own namespace, so another's guid holds nothing (offset 0)",
  },
  [`${AUTH}/upload/combine_block`]: { kind: "owned", body: (ids) => ({ guid: ids.guid, fileName: "a.mp4" }) },
  [`${AUTH}/activity_record_video/front_activity_record_video_list`]: { kind: "owned", body: a },
  [`${AUTH}/activity_record_video/front_activity_record_video_upload`]: { kind: "owned", body: (ids) => ({ activityId: ids.activity, uploadVideoType: 2, source: 1 }) },
  [`${AUTH}/activity/bookable_activity_list`]: { kind: "own", why: lookup },
  [`${AUTH}/booking_mode/booking_mode_list`]: { kind: "own", why: lookup },
  [`${AUTH}/activity_type/list`]: { kind: "own", why: lookup },
  [`${AUTH}/booking_store/activity_booking_time`]: { kind: "own", body: () => ({ activityType: 1, activityBookingType: 1 }), why: lookup },
  [`${AUTH}/booking_store/activity_booking_store`]: { kind: "own", body: () => ({ activityType: 1, storeDate: "2026-11-30" }), why: lookup },
  [`${AUTH}/booking_store/activity_booking_version_info`]: { kind: "own", body: () => ({ storeDate: "2026-11-30", regionId: 1 }), why: lookup },
  [`${AUTH}/booking_store/booking_store_available_time`]: { kind: "own", why: lookup },
  [`${AUTH}/booking/get_stock_trade_date`]: { kind: "own", body: () => ({ bookingDate: "2026-11-30" }), why: lookup },
  [`${AUTH}/booking/trade_holiday_list`]: { kind: "own", body: () => ({ startDate: "2026-11-01", endDate: "2026-12-31" }), why: lookup },
  [`${AUTH}/booking_region/list`]: { kind: "own", why: lookup },
  [`${AUTH}/trans_platform/trans_platform_list`]: { kind: "own", why: lookup },
  [`${AUTH}/room/room_list`]: { kind: "own", why: lookup },
  [`${AUTH}/booking/booking_activity`]: { kind: "own", body: () => ({}), why: "books for the caller's own company (the body names no one else's)" },
  [`${AUTH}/activity/booking_activity`]: { kind: "own", body: () => ({}), why: "joins collective activities for the caller's own company" },
  [`${AUTH}/agreement/agreement_add`]: { kind: "own", body: () => ({ agreementType: 0 }), why: "the caller's own acceptance" },
  [`${AUTH}/agreement/agreement_info`]: { kind: "own", body: () => ({ agreementType: 0 }), why: "the caller's own acceptance" },
  [`${AUTH}/agreement/accept_agreement`]: { kind: "owned", body: a },
  [`${AUTH}/question_answer/ask_question`]: { kind: "own", body: (ids) => ({ activityId: ids.activity, content: "matrix question" }), why: "any verified investor may ask on a published activity" },
  [`${AUTH}/question_answer/add_one`]: { kind: "own", body: (ids) => ({ id: ids.question }), why: "'me too' on a public question, counted for the caller" },
  [`${AUTH}/question_answer_company/guest_answer`]: { kind: "owned", body: (ids) => ({ activityId: ids.activity, id: ids.question, content: "matrix answer", guestId: 1 }) },
  [`${AUTH}/question_answer_company/guest_add_speak`]: { kind: "owned", body: (ids) => ({ activityId: ids.activity, guestId: 1, content: "matrix speech" }) },
  [`${AUTH}/question_answer_company/company_cancel_answer`]: { kind: "owned", body: (ids) => ({ id: ids.question, questionType: 1, cancelReason: "x" }) },
  [`${AUTH}/question_answer_company/cancel_speech`]: { kind: "owned", body: (ids) => ({ id: ids.question, questionType: 2, cancelReason: "x" }) },
  [`${AUTH}/activity_guest/activity_guest_list`]: { kind: "owned", body: a },
  [`${AUTH}/activity/upload_activity_info`]: { kind: "owned", body: (ids) => ({ id: ids.activity, isCommit: false, guestsOnStage: 1 }) },
  [`${AUTH}/activity/upload_participant`]: { kind: "owned", body: (ids) => ({ id: ids.activity, path: "/files/uploads/matrix-participants.xlsx" }) },
  [`${AUTH}/activity/participant_info`]: { kind: "owned", body: a },
  [`${AUTH}/activity/activity_poster`]: { kind: "owned", body: a },
  [`${AUTH}/activity_page_build/upload_activity_pic_info`]: { kind: "owned", body: (ids) => ({ id: ids.activity, worksitImageJson: "[]" }) },
  [`${AUTH}/fund_product/fund_product_list`]: { kind: "own", body: () => ({ fundCodeOrExpansionAbbr: "华夏", size: 0 }), why: "a lookup of the fund products every fund company chooses from" },
  [`${AUTH}/translate/to_en`]: { kind: "own", body: () => ({ richtext: "<p>公司简介</p>" }), why: "translates the caller's own text; reads nothing stored" },
  [`${AUTH}/activity_guest/activity_guest_add`]: { kind: "owned", body: (ids) => ({ activityId: ids.activity, guestName: "矩阵", guestEnName: "Matrix", title: "董事", gender: 1 }) },
  [`${AUTH}/activity_guest/activity_guest_edit`]: { kind: "owned", body: (ids) => ({ activityId: ids.activity, id: ids.guest, guestName: "矩阵", guestEnName: "Matrix", title: "董事", gender: 1 }) },
  [`${AUTH}/activity_guest/activity_guest_del`]: { kind: "owned", body: (ids) => ({ activityId: ids.activity, ids: [ids.guest] }) },
  [`${AUTH}/activity_guest/activity_guest_sort`]: { kind: "owned", body: (ids) => ({ activityId: ids.activity, ids: [ids.guest], sorts: [1] }) },
  [`${AUTH}/activity_guest/select_from_guest`]: { kind: "owned", body: (ids) => ({ size: 0, companyId: ids.companyId }) },
  [`${AUTH}/activity_guest/add_from_guest`]: { kind: "owned", body: (ids) => ({ activityId: ids.activity, ids: [ids.libraryGuest] }) },
  [`${AUTH}/question_answer_company/activity_question_answer_count`]: { kind: "owned", body: a },
  [`${AUTH}/question_answer_company/company_question_answer_page`]: { kind: "owned", body: (ids) => ({ ...a(ids), ...page, questionType: 1 }) },
  [`${AUTH}/question_answer_company/company_question_refuse_qa_page`]: { kind: "owned", body: (ids) => ({ ...a(ids), ...page }) },
  [`${AUTH}/question_answer_company/company_question_refuse_answer_page`]: { kind: "owned", body: (ids) => ({ ...a(ids), ...page, questionType: 1 }) },
  [`${AUTH}/activity_stat/export_question_answer`]: { kind: "owned", body: a },
  [`${AUTH}/activity_stat/answer_question_txt`]: { kind: "owned", body: a },
  [`${AUTH}/activity_stat/answer_question_list`]: { kind: "owned", body: a },

  // Visual financial reports: only a type-8 company's admin or booking member (tab 10) may call them, so the
  // victim (a type-1 company), another company, a personal user, an unbound account and a member are all
  // refused; id 1 is a seeded report of the type-8 company. tests/server/institutions.test.ts covers the
  // type-8 company's own refusals (another type-8 company, its member without the permission).
  [`${AUTH}/fin_report/my_fin_report_page`]: { kind: "owned", body: () => page, memberRefused: true },
  [`${AUTH}/fin_report/save_fin_report`]: {
    kind: "owned",
    body: () => ({ title: "矩阵", period: "2026年", coverPath: "/files/uploads/demo/fin-report-cover-1.png", pdfPath: "/files/uploads/demo/fin-report-1.pdf" }),
    memberRefused: true,
  },
  [`${AUTH}/fin_report/publish_fin_report`]: { kind: "owned", body: () => ({ id: 1 }), memberRefused: true },
  [`${AUTH}/fin_report/withdraw_fin_report`]: { kind: "owned", body: () => ({ id: 1 }), memberRefused: true },
  [`${AUTH}/fin_report/delete_fin_report`]: { kind: "owned", body: () => ({ id: 1 }), memberRefused: true },

  [`${OPS}/activity/activity_page`]: { kind: "ops", body: () => page },
  [`${OPS}/activity/participant_list`]: { kind: "ops", body: (ids) => ({ activityId: ids.activity, companyId: ids.companyId }) },
  [`${OPS}/activity/activity_detail`]: { kind: "ops", body: a },
  [`${OPS}/activity/assign_venue`]: { kind: "ops", body: a },
  [`${OPS}/activity/set_deadlines`]: { kind: "ops", body: a },
  [`${OPS}/activity/reopen_materials`]: { kind: "ops", body: a },
  [`${OPS}/activity/publish_test`]: { kind: "ops", body: a },
  [`${OPS}/activity/publish`]: { kind: "ops", body: a },
  [`${OPS}/activity/set_live_url`]: { kind: "ops", body: a },
  [`${OPS}/activity/start`]: { kind: "ops", body: a },
  [`${OPS}/activity/end`]: { kind: "ops", body: a },
  [`${OPS}/activity/cancel`]: { kind: "ops", body: (ids) => ({ activityId: ids.activity, reason: "matrix" }) },
  [`${OPS}/activity/switch_modules`]: { kind: "ops", body: a },
  [`${OPS}/activity/assign_partners`]: { kind: "ops", body: a },
  [`${OPS}/activity/visible_users`]: { kind: "ops", body: a },
  [`${OPS}/activity/set_visible_users`]: { kind: "ops", body: (ids) => ({ activityId: ids.activity, users: ["13800000001"] }) },
  [`${OPS}/activity/venue_options`]: { kind: "ops" },
  [`${OPS}/activity/partner_options`]: { kind: "ops" },
  [`${OPS}/message/send`]: { kind: "ops", body: () => ({ companyType: 1, msgTitle: "matrix", content: "matrix" }) },
  [`${OPS}/dashboard/counts`]: { kind: "ops" },
  [`${OPS}/capacity/options`]: { kind: "ops" },
  [`${OPS}/capacity/store_page`]: { kind: "ops", body: () => ({ dateFrom: "2026-12-01", dateTo: "2026-12-04" }) },
  [`${OPS}/capacity/store_bulk_save`]: { kind: "ops", body: () => ({ videoType: 4, dateFrom: "2026-12-01", dateTo: "2026-12-01", periodIds: [1], quota: 5 }) },
  [`${OPS}/capacity/store_save`]: { kind: "ops", body: () => ({ id: 1, version: 1, total: 5, status: 1 }) },
  [`${OPS}/capacity/store_delete`]: { kind: "ops", body: () => ({ id: 1, version: 1 }) },
  [`${OPS}/capacity/mode_list`]: { kind: "ops" },
  [`${OPS}/capacity/mode_save`]: { kind: "ops", body: () => ({ modeName: "matrix", videoType: 4, companyModeType: 1, status: 0 }) },
  [`${OPS}/capacity/theme_list`]: { kind: "ops" },
  [`${OPS}/capacity/theme_save`]: { kind: "ops", body: () => ({ activityType: 1, cnName: "matrix", enName: "matrix", isAllowModify: true, status: 0 }) },
  [`${OPS}/capacity/holiday_list`]: { kind: "ops", body: () => ({ year: 2026 }) },
  [`${OPS}/capacity/holiday_add`]: { kind: "ops", body: () => ({ holidayDate: "2027-03-03", name: "matrix" }) },
  [`${OPS}/capacity/holiday_remove`]: { kind: "ops", body: () => ({ holidayDate: "2027-03-03" }) },
  [`${OPS}/capacity/region_list`]: { kind: "ops" },
  [`${OPS}/capacity/region_save`]: { kind: "ops", body: () => ({ regionName: "矩阵地区", status: 0 }) },
  [`${OPS}/capacity/room_list`]: { kind: "ops" },
  [`${OPS}/capacity/room_save`]: { kind: "ops", body: () => ({ regionId: 1, roomName: "矩阵会议室", status: 0 }) },
  [`${OPS}/capacity/platform_list`]: { kind: "ops" },
  [`${OPS}/capacity/platform_save`]: { kind: "ops", body: () => ({ platformName: "矩阵平台", status: 0 }) },
  [`${OPS}/capacity/period_list`]: { kind: "ops" },
  [`${OPS}/capacity/period_save`]: { kind: "ops", body: () => ({ id: 4, version: 1, periodName: "下午二" }) },
  [`${OPS}/company/company_search`]: { kind: "ops", body: () => ({ keyword: "鹏城" }) },
  [`${OPS}/company/company_save`]: { kind: "ops", body: () => ({ companyType: 2, shortName: "矩阵基金", fullName: "矩阵测试基金管理有限公司" }) },
  [`${OPS}/series/series_list`]: { kind: "ops" },
  [`${OPS}/series/series_detail`]: { kind: "ops", body: () => ({ id: 1 }) },
  [`${OPS}/series/series_save`]: { kind: "ops", body: () => ({ seriesName: "matrix" }) },
  [`${OPS}/series/series_close`]: { kind: "ops", body: () => ({ id: 999999 }) },
  [`${OPS}/series/activity_save`]: { kind: "ops", body: () => ({ seriesId: 999999, title: "matrix", startDate: "2026-12-10", endDate: "2026-12-10", startTime: "14:00", endTime: "15:00", bookingStartTime: "2026-11-23 09:00", bookingEndTime: "2026-12-08 17:00", bookingCompanyType: 0, isOpenSelectionMode: false, capacity: 5 }) },
  [`${OPS}/video/video_review_page`]: { kind: "ops", body: () => page },
  [`${OPS}/video/video_review`]: { kind: "ops", body: (ids) => ({ id: ids.video, status: 1 }) },
  [`${OPS}/video/video_upload_targets`]: { kind: "ops" },
  [`${OPS}/video/video_upload`]: { kind: "ops", body: a },
  [`${OPS}/qa/moderation_queue`]: { kind: "ops", body: () => page },
  [`${OPS}/qa/moderation_count`]: { kind: "ops" },
  [`${OPS}/qa/moderate`]: { kind: "ops", body: (ids) => ({ kind: 1, id: ids.question, status: 2, auditReason: "matrix" }) },
  [`${OPS}/video_library/page`]: { kind: "ops", body: () => page },
  [`${OPS}/video_library/save`]: { kind: "ops", body: () => ({ navType: "nav4", categoryId: 1, title: "matrix", videoPath: "/files/uploads/demo/public-video-demo.mp4" }) },
  [`${OPS}/video_library/publish`]: { kind: "ops", body: () => ({ id: 1 }) },
  [`${OPS}/video_library/unpublish`]: { kind: "ops", body: () => ({ id: 1 }) },
  [`${OPS}/video_library/delete`]: { kind: "ops", body: () => ({ id: 1 }) },
  [`${OPS}/video_library/company_options`]: { kind: "ops" },
  [`${OPS}/content/banner_list`]: { kind: "ops" },
  [`${OPS}/content/banner_save`]: { kind: "ops", body: (ids) => ({ title: "matrix", imageUrl: "/static/content/banner-1.svg", targetType: 1, targetId: ids.activity, status: 1 }) },
  [`${OPS}/content/banner_sort`]: { kind: "ops", body: () => ({ ids: [1] }) },
  [`${OPS}/content/hot_topic_list`]: { kind: "ops" },
  [`${OPS}/content/hot_topic_save`]: { kind: "ops", body: (ids) => ({ title: "matrix", status: 1, items: [{ kind: 1, refId: ids.activity }] }) },
  [`${OPS}/content/subject_list`]: { kind: "ops" },
  [`${OPS}/content/subject_save`]: { kind: "ops", body: (ids) => ({ title: "matrix", headerType: 0, showLogin: 0, content: "<p>matrix</p>", activityIds: [ids.activity] }) },
  [`${OPS}/content/subject_publish_test`]: { kind: "ops", body: () => ({ id: 2 }) },
  [`${OPS}/content/subject_publish`]: { kind: "ops", body: () => ({ id: 2 }) },
  [`${OPS}/content/course_list`]: { kind: "ops" },
  [`${OPS}/content/course_save`]: { kind: "ops", body: () => ({ title: "matrix", status: 1 }) },
  [`${OPS}/content/help_list`]: { kind: "ops" },
  [`${OPS}/content/help_save`]: { kind: "ops", body: () => ({ title: "matrix", content: "<p>matrix</p>", status: 1 }) },
  [`${OPS}/content/page_list`]: { kind: "ops" },
  [`${OPS}/content/page_save`]: { kind: "ops", body: () => ({ pageKey: "comingSoon", title: "matrix", content: "<p>matrix</p>" }) },
  [`${OPS}/system/settings_detail`]: { kind: "ops" },
  [`${OPS}/dictionary/parent_list`]: { kind: "ops" },
  [`${OPS}/dictionary/item_list`]: { kind: "ops", body: () => ({ parentCode: "QAInfo" }) },
  [`${OPS}/dictionary/item_save`]: { kind: "ops", body: () => ({ parentCode: "QAInfo", name: "矩阵字典项", status: 0 }) },
  [`${OPS}/system/settings_save`]: { kind: "ops", body: () => ({ grayMode: 0, maintenanceEnabled: false, agreementVersion: "2026.1" }) },
  [`${AUTH}/company_member/member_info`]: { kind: "own", why: "the caller's own membership" },
  [`${AUTH}/company_member/page`]: { kind: "own", body: () => page, why: "the members of the caller's own company" },
  [`${AUTH}/company_member/list`]: { kind: "own", body: () => ({ size: 0, userRole: 2 }), why: "the members of the caller's own company" },
  [`${AUTH}/company_member/member_add`]: { kind: "own", body: () => ({ account: "13766660001", isBookingEnable: true }), why: "adds to the caller's own company (the manage right: members.test.ts)" },
  [`${AUTH}/company_member/member_edit`]: { kind: "owned", body: (ids) => ({ id: ids.member, nickName: "矩阵成员", isBookingEnable: true }), memberRefused: true },
  [`${AUTH}/company_member/member_del`]: { kind: "owned", body: (ids) => ({ ids: [ids.member] }), memberRefused: true },
  [`${AUTH}/company_member/admin_exchange`]: { kind: "owned", body: (ids) => ({ id: ids.member }), memberRefused: true },
  [`${AUTH}/company_member/company_exit`]: { kind: "own", why: "the caller leaves their own company (an admin cannot: members.test.ts)" },
  [`${OPS}/audit/audit_page`]: { kind: "ops", body: () => page },
  [`${OPS}/audit/audit_export`]: { kind: "ops" },
  [`${OPS}/audit/audit_options`]: { kind: "ops" },
  [`${OPS}/account/account_page`]: { kind: "ops", body: (ids) => ({ ...page, companyId: ids.companyId }) },
  [`${OPS}/account/operator_page`]: { kind: "ops", body: () => page },
  [`${OPS}/account/account_create`]: { kind: "ops", body: (ids) => ({ companyId: ids.companyId, account: "matrix_user", nickName: "矩阵账号" }) },
  [`${OPS}/account/operator_create`]: { kind: "ops", body: () => ({ account: "matrix_ops", nickName: "矩阵运营", operatorRole: "operator" }) },
  [`${OPS}/account/reset_password`]: { kind: "ops", body: () => ({ userId: 1 }) },
  [`${OPS}/account/lock`]: { kind: "ops", body: () => ({ userId: 1, locked: true }) },
  [`${OPS}/account/operator_role`]: { kind: "ops", body: () => ({ userId: 1, operatorRole: "operator" }) },
  [`${OPS}/company_member/appoint_admin`]: { kind: "ops", body: (ids) => ({ companyId: ids.companyId, id: ids.member }) },
  [`${AUTH}/guest/guest_page`]: { kind: "own", body: () => page, why: "the caller's own company's guest library" },
  [`${AUTH}/guest/guest_add`]: { kind: "own", body: () => ({ guestName: "矩阵嘉宾", guestEnName: "Matrix", title: "董事", gender: 1 }), why: "adds to the caller's own company's library (the roadshow scope: guest-library.test.ts)" },
  [`${AUTH}/guest/guest_edit`]: { kind: "owned", body: (ids) => ({ id: ids.libraryGuest, guestName: "矩阵嘉宾", guestEnName: "Matrix", title: "董事", gender: 1 }) },
  [`${AUTH}/guest/guest_del`]: { kind: "owned", body: (ids) => ({ ids: [ids.libraryGuest] }) },
  [`${AUTH}/company_apply/company_search`]: { kind: "own", body: () => ({ companyType: 1, keyword: "鹏城" }), why: "a lookup of companies for the binding form, the same for every caller" },
  [`${AUTH}/company_apply/apply_bind`]: { kind: "own", body: () => ({ companyType: 1, companyId: 1, applicantName: "矩阵", letterPath: "/files/uploads/none.pdf" }), why: "applies for the caller's own account (bound accounts are refused: bind-apply.test.ts)" },
  [`${AUTH}/company_apply/apply_page`]: { kind: "own", body: () => ({ pageNo: 1 }), why: "the caller's own binding applications" },
  [`${OPS}/company_apply/apply_page`]: { kind: "ops", body: () => ({ pageNo: 1 }) },
  [`${OPS}/company_apply/approve`]: { kind: "ops", body: () => ({ id: 999999 }) },
  [`${OPS}/company_apply/reject`]: { kind: "ops", body: () => ({ id: 999999, reason: "材料不全" }) },
  [`${AUTH}/guest/submit_guest_excel`]: { kind: "own", body: () => ({ importDto: [{ guestName: "矩阵导入", guestEnName: "Matrix", title: "董事", gender: 1 }] }), why: "adds to the caller's own company's library (the roadshow scope: guest-import.test.ts)" },
  [`${AUTH}/company/company_home_page_info`]: { kind: "own", body: () => ({ isEdit: true }), why: "the caller's own company's homepage (the roadshow scope: homepage.test.ts)" },
  [`${AUTH}/company/company_home_page_info_modify`]: { kind: "owned", body: (ids) => ({ id: ids.companyId, companyIntroJson: JSON.stringify({ gsfc_intro: "<p>矩阵</p>" }) }), memberRefused: true },
  [`${AUTH}/company_intro_modify_record/select_company_intro_modify_record_page`]: { kind: "own", body: () => page, why: "the caller's own company's records (the admin only: homepage.test.ts)" },
  [`${OPS}/company_homepage/change_page`]: { kind: "ops", body: () => page },
  [`${OPS}/company_homepage/change_review`]: { kind: "ops", body: () => ({ id: 1, status: 2, auditFailReason: "矩阵" }) },
  [`${AUTH}/activity_page_build/venue_info`]: { kind: "owned", body: a },
  [`${AUTH}/activity_page_build/download_receipt`]: { kind: "owned", body: a },
  [`${AUTH}/diversion_apply/diversion_apply_front_list`]: { kind: "own", why: "the caller's own company's certification (a member needs isDiversionEnable: relay.test.ts)" },
  [`${AUTH}/diversion_apply/submit_diversion_info`]: { kind: "own", body: () => ({ platform: "矩阵平台", platformUrl: "https://live.example.com", companyContacts: "张三", companyPhone: "13800000000", qualificationPathJson: "[]" }), why: "submits the caller's own company's materials (the scope and ids: relay.test.ts)" },
  [`${AUTH}/diversion_apply/submit_technology_plan`]: { kind: "own", body: () => ({ id: 1, tecDocPath: "/files/uploads/none.pdf" }), why: "the caller's own company's current record only (another company's id answers 403: relay.test.ts)" },
  [`${AUTH}/diversion_apply/programme_confirm_test_affirm`]: { kind: "own", body: () => ({ id: 1 }), why: "the caller's own company's current record only (another company's id answers 403: relay.test.ts)" },
  [`${OPS}/diversion_apply/diversion_apply_page`]: { kind: "ops", body: () => page },
  [`${OPS}/diversion_apply/diversion_apply_detail`]: { kind: "ops", body: () => ({ id: 1 }) },
  [`${OPS}/diversion_apply/diversion_apply_review`]: { kind: "ops", body: () => ({ id: 1, event: "relay.passQualification" }) },
};
