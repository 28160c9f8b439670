import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { call, callFirst, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { activityPageRoutes } from "#shared/api/activity-page.routes.ts";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { qaRoutes } from "#shared/api/qa.routes.ts";
import { preCollectRoutes } from "#shared/api/pre-collect.routes.ts";
import type { TPublicPreCollect } from "#shared/api/pre-collect.contract.ts";

const body = (activityId: number, testCode: string | null, companyId: number | null) => ({
  activityId,
  testCode: testCode ?? undefined,
  companyId: companyId ?? undefined,
});

/**
 * The whole public page of an activity (activity/activity_detail): header, materials, guests, products,
 * stream and replay; with companyId a collective's corner. The token is part of the key (a restricted
 * activity shows to some viewers only). Without companyId the key is the live Q&A header's own, so the two
 * share one request.
 */
export function activityPageQuery(activityId: number, testCode: string | null, token: string | null, companyId: number | null = null) {
  return queryOptions({
    queryKey: queryKeyOf(qaRoutes.publicActivity, token, companyId === null ? { activityId, testCode: testCode ?? undefined } : body(activityId, testCode, companyId)),
    queryFn: async (): Promise<TPublicActivity | null> =>
      // silent: the page shows "does not exist" itself instead of a popup
      (await callFirst(qaRoutes.publicActivity, body(activityId, testCode, companyId), { silent: true })) ?? null,
    enabled: activityId > 0,
    retry: false,
  });
}

export function useActivityPage(activityId: number, testCode: string | null, companyId: number | null = null) {
  return useQuery(activityPageQuery(activityId, testCode, useToken(), companyId));
}

/** Saves a text as a file through a temporary link (the calendar file). */
function saveFile(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Add to calendar": the server writes the .ics (the activity's times in Asia/Shanghai), the page saves it. */
export function useCalendarDownload(activityId: number, testCode: string | null, lang: string) {
  return useMutation({
    mutationFn: async () => {
      const answer = await call(activityPageRoutes.calendarIcs, { activityId, testCode: testCode ?? undefined, lang: lang === "en-US" ? "en-US" : "zh-CN" });
      const file = answer.datas[0];
      if (file) saveFile(file.fileName, file.contentType, file.content);
      return file ?? null;
    },
  });
}

/** The answered pre-collected questions of the page (question_collect/answered_list): none while the module is off. */
export function usePreCollectedAnswers(activityId: number, testCode: string | null) {
  const token = useToken();
  const request = { activityId, testCode: testCode ?? undefined };
  return useQuery({
    queryKey: queryKeyOf(preCollectRoutes.answeredList, token, request),
    queryFn: async (): Promise<TPublicPreCollect[]> => (await call(preCollectRoutes.answeredList, request, { silent: true })).datas,
    enabled: activityId > 0,
    retry: false,
  });
}
