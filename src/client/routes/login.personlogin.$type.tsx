import { createFileRoute } from "@tanstack/react-router";
import { ProfileFormPage } from "#client/features/personal/components/profile-form-page.tsx";
import { searchParams } from "#client/lib/route-search.ts";
import { isSafeRedirectPath } from "#shared/identity/redirect.ts";

// The personal profile after the first login (document 4 section 3); `redirect` is where to go once saved.
const validateSearch = searchParams({ redirect: (v: unknown) => (typeof v === "string" && isSafeRedirectPath(v) ? v : undefined) });

export const Route = createFileRoute("/login/personlogin/$type")({
  validateSearch,
  component: () => <ProfileFormPage redirect={Route.useSearch().redirect} />,
});
