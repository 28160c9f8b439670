import { createFileRoute } from "@tanstack/react-router";
import { PreCallQaPage } from "#client/features/public-pre-collect/components/pre-call-qa-page.tsx";

// The pre-collection page (document 4 section 2.7): an open activity and a question, for a personal login.
export const Route = createFileRoute("/preCallQa")({
  component: PreCallQaPage,
});
