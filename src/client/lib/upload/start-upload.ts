import { createActor, type ActorRefFrom } from "xstate";
import { currentUserKeys } from "#client/lib/user-key.ts";
import { defaultHasher } from "./hasher.ts";
import { dexieLedger, type UploadLedger } from "./ledger.ts";
import { httpTransport, type TSingleEndpoint } from "./transport.ts";
import { uploadMachine } from "./upload.machine.ts";
import { askPersistentStorage } from "#client/lib/persistent-storage.ts";
import type { UploadDeps } from "./upload.types.ts";

export type UploadActor = ActorRefFrom<typeof uploadMachine>;

export interface StartUploadOptions {
  file: File;
  /** the widget the upload belongs to, e.g. "activity-video:12" */
  owner: string;
  endpoint: TSingleEndpoint;
  /** the unfinished upload the user re-selected the file for */
  resumeGuid?: string | null;
}

function openLedger(): UploadLedger | null {
  return typeof indexedDB === "undefined" ? null : dexieLedger();
}

/** The engine's real dependencies: XHR over the session, the hashing workers, the Dexie ledger. */
export function realUploadDeps(): UploadDeps {
  return {
    transport: httpTransport,
    hasher: defaultHasher(),
    ledger: openLedger(),
    isOnline: () => navigator.onLine !== false,
    random: Math.random,
    persist: askPersistentStorage,
  };
}

/** The key an upload's ledger row is stored under: the user's, or "anon" (the ledger is then found by nobody else). */
export async function uploadUserKey(): Promise<string> {
  return (await currentUserKeys())?.primary ?? "anon";
}

/** Starts one upload; the actor runs until done, failed (waiting for retry), paused or cancelled. */
export async function startUpload(options: StartUploadOptions, deps: UploadDeps = realUploadDeps()): Promise<UploadActor> {
  const userKey = await uploadUserKey();
  return createActor(uploadMachine, {
    input: { file: options.file, owner: options.owner, userKey, endpoint: options.endpoint, resumeGuid: options.resumeGuid ?? null, deps },
  }).start();
}
