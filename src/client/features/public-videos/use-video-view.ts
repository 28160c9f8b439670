import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { call } from "#client/lib/contract-client.ts";
import type { TPublicVideoDetail } from "#shared/api/public-video.contract.ts";
import { publicVideoRoutes } from "#shared/api/public-video.routes.ts";
import { publicVideoKeys } from "./public-videos.queries.ts";
import { visitorUuid } from "#client/lib/visitor-id.ts";

/**
 * Counts the view of an opened video once the page shows it (the server counts one per visitor and hour,
 * so a second mount or a reload adds nothing) and shows the count the server answers. Offline or refused,
 * the page keeps the count it has.
 */
export function useVideoView(id: number, shown: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!shown || id <= 0) return;
    let current = true;
    call(publicVideoRoutes.videoView, { id, uuid: visitorUuid() }, { silent: true }).then(
      (answer) => {
        const counted = answer.datas[0];
        if (!current || !counted) return;
        queryClient.setQueryData<TPublicVideoDetail | null>(publicVideoKeys.detail(id), (old) => (old ? { ...old, viewCount: counted.viewCount } : old));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id, shown, queryClient]);
}
