import type { SnapshotFrom } from "xstate";
import { shownPercent, uploadPercent } from "#shared/upload/progress.ts";
import type { TUploadedFile } from "./transport.ts";
import type { uploadMachine } from "./upload.machine.ts";
import { bytesDone } from "./upload.types.ts";

/** What the upload widgets read from a running upload (see upload.machine.ts). */
export type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;

export type UploadPhase = "hashing" | "checking" | "sending" | "combining" | "paused" | "failed" | "done" | "cancelled";

/** What a widget shows: the phase, the percentage (99 at most until combined) and the messages. */
export interface UploadView {
  phase: UploadPhase;
  progress: number;
  pausedBy: "user" | "offline" | null;
  message: string | null;
  warning: string | null;
  result: TUploadedFile | null;
  sentChunks: number;
  totalChunks: number;
  /** an upload is running and a reload would interrupt it */
  active: boolean;
}


function phaseOf(snapshot: UploadSnapshot): UploadPhase {
  if (snapshot.matches("done")) return "done";
  if (snapshot.matches("cancelled") || snapshot.matches("cancelling")) return "cancelled";
  if (snapshot.matches("failed")) return "failed";
  if (snapshot.matches("paused")) return "paused";
  if (snapshot.matches("combining")) return "combining";
  if (snapshot.matches("hashing") || snapshot.matches("resuming")) return "hashing";
  if (snapshot.matches({ sending: "chunks" })) {
    const lanes = [snapshot.matches({ sending: { chunks: { lane0: "sending" } } }), snapshot.matches({ sending: { chunks: { lane1: "sending" } } })];
    if (lanes.some(Boolean)) return "sending";
    const checking = snapshot.matches({ sending: { chunks: { lane0: "checking" } } }) || snapshot.matches({ sending: { chunks: { lane1: "checking" } } });
    if (checking) return "checking";
    const hashing = snapshot.matches({ sending: { chunks: { lane0: "hashing" } } }) || snapshot.matches({ sending: { chunks: { lane1: "hashing" } } });
    if (hashing) return "hashing";
  }
  return "sending";
}

/** The widget's view of an upload snapshot. */
export function uploadView(snapshot: UploadSnapshot): UploadView {
  const { context } = snapshot;
  const phase = phaseOf(snapshot);
  const size = context.file.size;
  // never below what was shown before: a cut-off chunk goes on from the server's offset, a few MB back at most
  const progress = phase === "done" ? 100 : shownPercent(context.shown, uploadPercent(bytesDone(context), size, false));
  return {
    phase,
    progress,
    pausedBy: context.pausedBy,
    message: context.message,
    warning: context.warning,
    result: context.result,
    sentChunks: context.chunks.filter((c) => c.sent).length,
    totalChunks: context.chunks.length,
    active: phase === "hashing" || phase === "checking" || phase === "sending" || phase === "combining",
  };
}
