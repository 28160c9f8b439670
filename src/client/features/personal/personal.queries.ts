import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { TFollowedCompany, TMyQuestion } from "#shared/api/personal.contract.ts";
import type { TPublicActivityCard } from "#shared/api/public-list.contract.ts";
import { personalRoutes } from "#shared/api/personal.routes.ts";
import type { TCalendarFeed, TReminderRow } from "#shared/api/reminder.contract.ts";
import { reminderRoutes } from "#shared/api/reminder.routes.ts";
import type { TMessage } from "#shared/api/activity.contract.ts";
import { activityRoutes } from "#shared/api/activity.routes.ts";
import type { TRoute } from "#shared/api/route.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { PERSONAL_PAGE_SIZE } from "#shared/personal/personal-rules.ts";

const emptyPage = <T>(): TPage<T> => ({ records: [], current: 1, pages: 0, total: 0 });

/** One page (10) of one of the personal centre's lists; the previous page stays shown while the next loads. */
function usePersonalPage<T>(route: TRoute, pageNo: number) {
  const token = useToken();
  const body = { pageNo, pageSize: PERSONAL_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(route, token, body),
    queryFn: async (): Promise<TPage<T>> => ((await callFirst(route as typeof personalRoutes.favouritePage, body)) as TPage<T> | undefined) ?? emptyPage<T>(),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export const useMyQuestions = (pageNo: number) => usePersonalPage<TMyQuestion>(personalRoutes.myQuestionPage, pageNo);
export const useFavourites = (pageNo: number) => usePersonalPage<TPublicActivityCard>(personalRoutes.favouritePage, pageNo);
export const useFollows = (pageNo: number) => usePersonalPage<TFollowedCompany>(personalRoutes.followPage, pageNo);

export const useMyReminders = (pageNo: number) => usePersonalPage<TReminderRow>(reminderRoutes.reminderPage, pageNo);
export const useMyMessages = (pageNo: number) => {
  const token = useToken();
  const body = { pageNo, pageSize: PERSONAL_PAGE_SIZE, isCompanyMessage: false };
  return useQuery({
    queryKey: queryKeyOf(activityRoutes.messagePage, token, body),
    queryFn: async (): Promise<TPage<TMessage>> => (await callFirst(activityRoutes.messagePage, body)) ?? emptyPage<TMessage>(),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
};

/** My calendar feed's address (made on first ask). */
export function useCalendarFeed(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: queryKeyOf(reminderRoutes.calendarFeed, token, {}),
    queryFn: async (): Promise<TCalendarFeed | null> => (await callFirst(reminderRoutes.calendarFeed, {})) ?? null,
    enabled: enabled && token !== null,
    staleTime: Infinity,
  });
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(reminderRoutes.calendarFeedReset, {})).datas[0]!,
    onSuccess: () => invalidateContracts(queryClient, [reminderRoutes.calendarFeed]),
  });
}
