import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { notify } from "#client/lib/notify.ts";
import { startUpload, type UploadActor } from "#client/lib/upload/start-upload.ts";
import type { TSingleEndpoint, TUploadedFile } from "#client/lib/upload/transport.ts";
import { uploadView } from "#client/lib/upload/upload-view.ts";
import { useLeaveWarning } from "#client/lib/upload/use-upload.ts";

/** One upload a widget is running. */
export interface RunningUpload {
  key: string;
  file: File;
  actor: UploadActor;
}

export interface UploadRunnerOptions {
  owner: string;
  endpoint: TSingleEndpoint;
  /** called once per finished upload, with the server's file info and the local file */
  onDone: (result: TUploadedFile, file: File) => void;
}

/**
 * The uploads of one widget: starts them, drops them from the list when done or cancelled, shows a failure's
 * message once, and keeps the "leave this page?" warning on while any of them is running.
 */
export function useUploadRunner({ owner, endpoint, onDone }: UploadRunnerOptions) {
  const [items, setItems] = useState<RunningUpload[]>([]);
  const [active, setActive] = useState<ReadonlySet<string>>(new Set());
  // the guid each running upload works on, so the list of unfinished uploads does not offer it again
  const [guidByKey, setGuidByKey] = useState<ReadonlyMap<string, string>>(new Map());
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  const stops = useRef(new Map<string, () => void>());
  const actors = useRef(new Map<string, UploadActor>());

  useLeaveWarning(active.size > 0);

  const remove = useCallback((key: string) => {
    stops.current.get(key)?.();
    stops.current.delete(key);
    actors.current.delete(key);
    setItems((prev) => prev.filter((i) => i.key !== key));
    setGuidByKey((prev) => {
      if (!prev.has(key)) return prev;
      const next = new Map(prev);
      next.delete(key);
      return next;
    });
    setActive((prev) => {
      if (!prev.has(key)) return prev;
      const next = new Set(prev);
      next.delete(key);
      return next;
    });
  }, []);

  const track = useCallback((item: RunningUpload) => {
    let lastFailure: string | null = null;
    const observe = (snapshot: ReturnType<UploadActor["getSnapshot"]>) => {
      const view = uploadView(snapshot);
      const guid = snapshot.context.guid ?? snapshot.context.resumeGuid;
      if (guid) setGuidByKey((prev) => (prev.get(item.key) === guid ? prev : new Map(prev).set(item.key, guid)));
      setActive((prev) => {
        if (view.active === prev.has(item.key)) return prev;
        const next = new Set(prev);
        if (view.active) next.add(item.key);
        else next.delete(item.key);
        return next;
      });
      if (view.phase === "failed" && view.message && view.message !== lastFailure) notify("error", view.message);
      lastFailure = view.phase === "failed" ? view.message : null;
      if (view.phase === "done" && view.result) {
        onDoneRef.current(view.result, item.file);
        remove(item.key);
      }
      if (view.phase === "cancelled" && snapshot.status === "done") remove(item.key);
    };
    const subscription = item.actor.subscribe(observe);
    observe(item.actor.getSnapshot());
    stops.current.set(item.key, () => subscription.unsubscribe());
    actors.current.set(item.key, item.actor);
  }, [remove]);

  /** Starts uploading `file`; with `resumeGuid`, it must be the unfinished upload the user re-selected it for. */
  const add = useCallback(
    async (file: File, resumeGuid?: string) => {
      const actor = await startUpload({ file, owner, endpoint, resumeGuid });
      const item = { key: `${file.name}:${file.size}:${Date.now()}:${Math.random()}`, file, actor };
      setItems((prev) => [...prev, item]);
      track(item);
    },
    [owner, endpoint, track],
  );

  // leaving the widget (a closed dialog) stops its uploads and their requests; the ledger keeps large ones resumable
  useEffect(() => {
    const subscriptions = stops.current;
    const running = actors.current;
    return () => {
      for (const stop of subscriptions.values()) stop();
      for (const actor of running.values()) actor.stop();
      subscriptions.clear();
      running.clear();
    };
  }, []);

  const guids = useMemo(() => new Set(guidByKey.values()), [guidByKey]);
  return { items, add, guids, busy: items.length > 0, running: active.size > 0 };
}
