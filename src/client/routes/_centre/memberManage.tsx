import { createFileRoute } from "@tanstack/react-router";
import { MemberManagePage } from "#client/features/members/components/member-manage-page.tsx";

// Member management (centre tab 3, document 3 section 2.2 item 6).
export const Route = createFileRoute("/_centre/memberManage")({
  component: MemberManagePage,
});
