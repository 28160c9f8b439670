import { createFileRoute } from "@tanstack/react-router";
import { LoginIndexPage } from "#client/features/login-index/components/login-index-page.tsx";
import { searchParams } from "#client/lib/route-search.ts";
import { LOGIN_URL_TYPES, type TLoginUrlType } from "#shared/identity/login-type.ts";
import { isSafeRedirectPath } from "#shared/identity/redirect.ts";

// The login landing (document 4 section 3): type 0 personal, 1 pass, 2 hardware key; `redirect` is where the
// provider sends the browser back to (a same-site path).
const validateSearch = searchParams({ redirect: (v: unknown) => (typeof v === "string" && isSafeRedirectPath(v) ? v : undefined) });

export const Route = createFileRoute("/loginIndex/{-$type}")({
  validateSearch,
  component: LoginIndexRoute,
});

function LoginIndexRoute() {
  const { type } = Route.useParams();
  const known = (LOGIN_URL_TYPES as readonly string[]).includes(type ?? "") ? (type as TLoginUrlType) : undefined;
  return <LoginIndexPage type={known} redirect={Route.useSearch().redirect} />;
}
