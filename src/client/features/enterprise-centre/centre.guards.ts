import { redirect } from "@tanstack/react-router";
import { getToken } from "#client/lib/session.ts";
import { guardRedirect } from "#shared/shell/route-meta.ts";

/*
 * The beforeLoad of the centre's routes. They run in the main bundle, so this file keeps only the token check;
 * the centre rules, with the user and company queries they need, come from centre.gate.ts on the first visit
 * of a centre page (npm run bench:bundle).
 */
const loadGate = () => import("#client/features/enterprise-centre/centre.gate.ts");

/** The entry route of the centre (spec 1 section 4.1); it decides for itself where a user goes. */
export const ENTRY_PATH = "/enterpriseCentre";

export function isEntryPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, "").toLowerCase() === ENTRY_PATH.toLowerCase();
}

interface GuardInput {
  pathname: string;
  /** a hover preload: read, but never log out or store anything */
  preload: boolean;
}

/**
 * beforeLoad of the centre layout: the token guard of route-meta, then the centre rules (centre-access.ts)
 * on the loaded user and company. Throws the redirect; returns nothing when the page may show.
 */
export async function guardCentre({ pathname, preload }: GuardInput): Promise<void> {
  const token = getToken();
  const to = guardRedirect(pathname, token !== null);
  if (to) throw redirect({ href: to, replace: true });
  if (isEntryPath(pathname)) return;
  const { checkCentreAccess } = await loadGate();
  await checkCentreAccess({ pathname, token, preload });
}

/**
 * beforeLoad of /enterpriseCentre (spec 1 section 4.1): check_bind_company; status 2 fetches and stores the
 * company, then desktop goes to /center and mobile to /home; any other status to login/authenticationType.
 */
export async function enterCentre({ preload }: { preload: boolean }): Promise<never | void> {
  // the entry stores data and always leaves: nothing to do for a hover preload
  if (preload) return;
  const { resolveCentreEntry } = await loadGate();
  return resolveCentreEntry();
}
