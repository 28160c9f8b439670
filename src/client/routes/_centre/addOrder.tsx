import { createFileRoute } from "@tanstack/react-router";
import { useCentreCompany, useCentreUser } from "#client/features/enterprise-centre/centre.queries.ts";
import { BookingScreen } from "#client/features/booking/components/booking-screen.tsx";

/** ?orderType=1..5 single booking of that type, 6 collective (document 1 section 2.5); anything else is 1. */
function parseOrderType(raw: unknown): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 6 ? n : 1;
}

// The booking screen; the component (and with it the whole booking feature) is split into its own chunk.
export const Route = createFileRoute("/_centre/addOrder")({
  validateSearch: (search: Record<string, unknown>): { orderType: number } => ({ orderType: parseOrderType(search.orderType) }),
  component: AddOrderPage,
});

function AddOrderPage() {
  const { orderType } = Route.useSearch();
  const user = useCentreUser().data;
  const company = useCentreCompany().data;
  // the layout's guard has loaded both before this page renders
  if (!user || !company) return null;
  // a new orderType is a new form (its own agreement type and draft)
  return <BookingScreen key={orderType} orderType={orderType} company={company} user={user} />;
}
