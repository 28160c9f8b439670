import { createFileRoute } from "@tanstack/react-router";
import { BarePageFrame } from "#client/features/site-content/components/bare-page-frame.tsx";
import { StaticContentPage } from "#client/features/site-content/components/static-content-page.tsx";

// The centre's introduction: its text is edited in the back office (document 4 section 6).
export const Route = createFileRoute("/introduceCenter")({
  component: () => (
    <BarePageFrame>
      <StaticContentPage pageKey="introduceCenter" />
    </BarePageFrame>
  ),
});
