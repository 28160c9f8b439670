import { createFileRoute } from "@tanstack/react-router";
import { Container } from "@mantine/core";
import { AgreementPage } from "#client/features/site-content/components/static-content-page.tsx";

interface Search {
  /** 2 service declaration, 3 service protocol (spec 1 §2.1) */
  routeType?: number;
}

// The service declaration (routeType 2) and the service protocol (3), with the agreement version from the
// settings; any other routeType is a page that does not exist.
export const Route = createFileRoute("/VersionAgreement")({
  // a number, so links write ?routeType=2 rather than the router's JSON-quoted ?routeType="2"
  validateSearch: (search: Record<string, unknown>): Search => {
    const routeType = Number(search.routeType);
    return Number.isInteger(routeType) ? { routeType } : {};
  },
  component: () => (
    <Container size="md" py={{ base: "md", sm: "xl" }}>
      <AgreementPage routeType={Route.useSearch().routeType} />
    </Container>
  ),
});
