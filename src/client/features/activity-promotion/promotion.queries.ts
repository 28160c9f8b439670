import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import { activityRoutes } from "#shared/api/activity.routes.ts";
import { materialsRoutes } from "#shared/api/materials.routes.ts";
import { posterRoutes } from "#shared/api/poster.routes.ts";
import type { TCompanyActivityDetail } from "#shared/api/activity.contract.ts";
import type { TScenePhotoInput } from "#shared/materials/scene-photos.ts";

/** The promotion tab's reads and writes: scene photos (upload_activity_pic_info) and the poster. */

/** The activity with the caller's materials (company_activity_list, the answer the detail page reads too). */
function activityDetailQuery(token: string | null, activityId: number) {
  return queryOptions({
    queryKey: queryKeyOf(activityRoutes.companyActivityList, token, { activityId, size: 0 }),
    queryFn: async (): Promise<TCompanyActivityDetail | null> => (await callFirst(activityRoutes.companyActivityList, { activityId, size: 0 })) ?? null,
    enabled: token !== null && activityId > 0,
  });
}

export function usePromotionActivity(activityId: number) {
  return useQuery(activityDetailQuery(useToken(), activityId));
}

const scenePhotosSaveKey = (activityId: number) => ["scene-photos-save", activityId] as const;

/**
 * Stores the whole list of scene photos in its order; the activity (and so the tab) is read again after it.
 * Each save sends the whole list, so two in flight at once could land in either order and the older list
 * win (a caption's save overtaking the move after it): the saves of one activity share a scope and run one
 * after another, in the order they were made.
 */
export function useSaveScenePhotos(activityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: scenePhotosSaveKey(activityId),
    scope: { id: `scene-photos:${activityId}` },
    // worksitImageJson travels as JSON text (the spec's *Json fields); the contract's typing reads its parsed
    // list as a repeated key, so the text is passed through that type
    mutationFn: (photos: TScenePhotoInput[]) =>
      call(materialsRoutes.uploadActivityPicInfo, { id: activityId, worksitImageJson: JSON.stringify(photos) as unknown as TScenePhotoInput[] }),
    onSettled: () => invalidateContracts(queryClient, [activityRoutes.companyActivityList], { activityId }),
  });
}

/** Whether a save of the activity's scene photos is queued or in flight (the list read meanwhile is already old). */
export function useScenePhotosSaving(activityId: number): boolean {
  return useIsMutating({ mutationKey: scenePhotosSaveKey(activityId) }) > 0;
}

/** The poster's address (activity_poster draws it on the server when what it shows has changed). */
export function usePoster(activityId: number, enabled: boolean) {
  const token = useToken();
  const body = { activityId };
  return useQuery({
    queryKey: queryKeyOf(posterRoutes.activityPoster, token, body),
    queryFn: async () => (await callFirst(posterRoutes.activityPoster, body)) ?? null,
    enabled: enabled && token !== null,
    staleTime: 0,
  });
}
