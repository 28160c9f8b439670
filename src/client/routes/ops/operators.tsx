import { createFileRoute } from "@tanstack/react-router";
import { OperatorsPage } from "#client/features/ops/components/operators-page.tsx";

// Operators and their roles (document 4 sections 1 and 6): the supervisor's.
export const Route = createFileRoute("/ops/operators")({
  component: OperatorsPage,
});
