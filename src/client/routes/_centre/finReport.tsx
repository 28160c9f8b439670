import { createFileRoute } from "@tanstack/react-router";
import { FinReportManage } from "#client/features/fin-report/components/fin-report-manage.tsx";

// Visual financial report (tab 10): a type-8 company's reports.
export const Route = createFileRoute("/_centre/finReport")({
  component: FinReportManage,
});
