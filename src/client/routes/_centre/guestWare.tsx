import { createFileRoute } from "@tanstack/react-router";
import { GuestLibraryPage } from "#client/features/guest-library/components/guest-library-page.tsx";

// Guest library (centre tab 5, document 3 section 2.2 item 4).
export const Route = createFileRoute("/_centre/guestWare")({
  component: GuestLibraryPage,
});
