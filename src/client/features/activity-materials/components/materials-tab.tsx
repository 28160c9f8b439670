import { useEffect, useState } from "react";
import { Center, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import { differingFields, formFromMaterials, materialsOf, type TMaterialsFormValues } from "../materials-form.ts";
import { loadMaterialsDraft, loadQueuedSubmit } from "../materials.db.ts";
import type { TConflict } from "../materials.machine.ts";
import { useMaterialsActivity } from "../materials.queries.ts";
import { MaterialsEditor } from "./materials-editor.tsx";

interface TStart {
  values: TMaterialsFormValues;
  version: number;
  conflict: TConflict | null;
  queuedSubmit: string | null;
}

/**
 * The materials form of one activity (document 3 section 2.1 item 1), in the detail page's activity tab,
 * where the progress strip's info step points. It opens from the draft kept on this device when there is
 * one: at once when it started from the server's version; side by side with the server's when another
 * member saved since (nothing is overwritten silently).
 */
export function MaterialsTab({ activityId }: { activityId: number }) {
  const token = useToken();
  const activity = useMaterialsActivity(activityId);
  const user = useQuery(userInfoQuery(token));
  const [start, setStart] = useState<TStart | null>(null);
  const materials = activity.data ? materialsOf(activity.data) : null;
  const userId = user.data?.id;

  useEffect(() => {
    if (!materials || userId === undefined || start) return;
    let live = true;
    const server = formFromMaterials(materials);
    void Promise.all([loadMaterialsDraft(userId, activityId), loadQueuedSubmit(userId, activityId)]).then(([draft, queuedSubmit]) => {
      if (!live) return;
      if (!draft || !materials.allowEdit) return setStart({ values: server, version: materials.version, conflict: null, queuedSubmit: null });
      // a submit made offline still waits: the form shows what was submitted, frozen, until its answer
      if (queuedSubmit) return setStart({ values: draft.values, version: draft.baseVersion, conflict: null, queuedSubmit });
      if (draft.baseVersion === materials.version) return setStart({ values: draft.values, version: materials.version, conflict: null, queuedSubmit: null });
      // the server moved on: the draft's own save (replayed from the outbox) or another member's
      const conflict = differingFields(draft.values, server).length > 0 ? { mine: draft.values, theirs: server, theirsVersion: materials.version } : null;
      setStart({ values: conflict ? draft.values : server, version: materials.version, conflict, queuedSubmit: null });
    });
    return () => {
      live = false;
    };
  }, [materials, userId, activityId, start]);

  if (!activity.data || !materials || userId === undefined || !start) {
    return activity.data && !materials ? null : (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  }
  return <MaterialsEditor activity={activity.data} materials={materials} userId={userId} start={start} />;
}
