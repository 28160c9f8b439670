import { useEffect } from "react";
import { useSelector } from "@xstate/react";
import { useLiveQuery } from "dexie-react-hooks";
import { currentUserKeys } from "#client/lib/user-key.ts";
import { useToken } from "#client/lib/session.ts";
import type { TUploadRow } from "#shared/offline/local-db-schema.ts";
import { dexieLedger } from "./ledger.ts";
import type { UploadActor } from "./start-upload.ts";
import { uploadView, type UploadView } from "./upload-view.ts";

function sameView(a: UploadView, b: UploadView): boolean {
  return (
    a.phase === b.phase &&
    a.progress === b.progress &&
    a.pausedBy === b.pausedBy &&
    a.message === b.message &&
    a.warning === b.warning &&
    a.result === b.result &&
    a.sentChunks === b.sentChunks
  );
}

/** What a widget shows for one running upload; re-renders only when the percentage or phase changes. */
export function useUploadView(actor: UploadActor): UploadView {
  return useSelector(actor, uploadView, sameView);
}

/**
 * While `active`, closing or reloading the page asks first (the browser shows its own wording). An upload
 * survives a reload through its ledger, but the user has to re-select the file, so the warning is worth it.
 */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the dialog only when returnValue is set
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);
}

/** The unfinished uploads of one widget for the logged-in user (after a reload or a browser restart). */
export function useUnfinishedUploads(owner: string): TUploadRow[] {
  const token = useToken();
  return (
    useLiveQuery(
      async () => {
        if (typeof indexedDB === "undefined") return [];
        const keys = await currentUserKeys();
        return keys ? dexieLedger().unfinished(owner, keys.all) : [];
      },
      [owner, token],
      [],
    ) ?? []
  );
}
