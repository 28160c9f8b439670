import { useLocation, useNavigate } from "@tanstack/react-router";
import { EkeyErrorModal } from "#client/features/session/components/ekey-error-modal.tsx";

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

  return <EkeyErrorModal opened={opened} onClose={close} />;
}
