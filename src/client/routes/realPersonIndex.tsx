import { createFileRoute } from "@tanstack/react-router";
import { RealPersonPage } from "#client/features/personal/components/real-person-page.tsx";
import { searchParams } from "#client/lib/route-search.ts";
import { isSafeRedirectPath } from "#shared/identity/redirect.ts";

// Real-person verification (document 4 section 3); `redirect` is where the investor was asked to verify.
const validateSearch = searchParams({ redirect: (v: unknown) => (typeof v === "string" && isSafeRedirectPath(v) ? v : undefined) });

export const Route = createFileRoute("/realPersonIndex")({
  validateSearch,
  component: () => <RealPersonPage redirect={Route.useSearch().redirect} />,
});
