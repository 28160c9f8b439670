import { createFileRoute } from "@tanstack/react-router";
import { AuditPage } from "#client/features/ops/components/audit-page.tsx";

// The audit log (document 4 section 6): who, when, what, before and after; exported as xlsx.
export const Route = createFileRoute("/ops/audit")({
  component: AuditPage,
});
