let asked = false;

/**
 * Asks once per page that the browser keep this site's storage under pressure, so what only lives on this
 * device (an upload ledger, writes waiting in the outbox) is not evicted before it is sent. The browser may
 * grant it silently, prompt, or refuse; either way the app works, only less durably.
 */
export function askPersistentStorage(): void {
  if (asked) return;
  asked = true;
  void navigator.storage?.persist?.().catch(() => false);
}
