import { useLocation, useNavigate } from "@tanstack/react-router";
import { Suspense } from "react";
import { lazyNamed, useEverTrue } from "#client/lib/lazy-named.ts";

const EkeyErrorModal = lazyNamed(() => import("#client/features/session/components/ekey-error-modal.tsx"), "EkeyErrorModal");

/**
 * The identity provider sends the browser back with `?ekeyError=1` (on whichever page the login started) when
 * the hardware key was missing or invalid: the dialog opens there, and closing it drops the flag from the address.
 */
export function EkeyErrorNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = location.search as Record<string, unknown>;
  const opened = String(search.ekeyError ?? "") === "1";

  const close = () => {
    const params = new URLSearchParams(location.searchStr);
    params.delete("ekeyError");
    const rest = params.toString();
    void navigate({ href: `${location.pathname}${rest ? `?${rest}` : ""}${location.hash ? `#${location.hash}` : ""}`, replace: true });
  };

  const mounted = useEverTrue(opened);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <EkeyErrorModal opened={opened} onClose={close} />
    </Suspense>
  );
}
