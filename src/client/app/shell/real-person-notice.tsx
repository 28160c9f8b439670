import { Suspense, useEffect, useState } from "react";
import { useLocation } from "@tanstack/react-router";
import { useLoginType } from "#client/features/session/session.hooks.ts";
import { useRealPersonState } from "#client/features/session/session.queries.ts";
import { clearFreshLogin, isFreshLogin } from "#client/features/session/session.url.ts";
import { LoginType } from "#shared/identity/login-type.ts";
import { lazyNamed, useEverTrue } from "#client/lib/lazy-named.ts";

const RealPersonDialog = lazyNamed(() => import("#client/components/layout/real-person-dialog.tsx"), "RealPersonDialog");

/**
 * After returning from a login (spec 1 §2.2): a personal user who has not completed real-person verification,
 * while the platform asks for it, is offered the verification page. Asked once per login.
 */
export function RealPersonNotice() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const loginType = useLoginType();
  // Pending until decided once for this login; then never again, whatever page the visitor moves to.
  const [fresh, setFresh] = useState(isFreshLogin);
  const personal = fresh && loginType === LoginType.personal;
  const state = useRealPersonState(personal);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!fresh || loginType === null) return;
    if (loginType !== LoginType.personal) {
      clearFreshLogin();
      setFresh(false);
      return;
    }
    if (!state.isSuccess && !state.isError) return;
    clearFreshLogin();
    setFresh(false);
    const data = state.data;
    if (data && !data.isRealPerson && data.realPersonSwitch && pathname !== "/realPersonIndex") setOpened(true);
  }, [fresh, loginType, state.isSuccess, state.isError, state.data, pathname]);

  const mounted = useEverTrue(opened);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {/* never over the verification page itself (the ask box's link leads there while it may be open) */}
      <RealPersonDialog opened={opened && pathname !== "/realPersonIndex"} onClose={() => setOpened(false)} />
    </Suspense>
  );
}
