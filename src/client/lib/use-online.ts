import { useSyncExternalStore } from "react";
import { onlineManager } from "@tanstack/react-query";

/** Whether the browser says it is online, following TanStack Query's view (which pauses fetches offline). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => onlineManager.subscribe(notify),
    () => onlineManager.isOnline(),
    () => true,
  );
}
