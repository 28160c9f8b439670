import { useCallback } from "react";
import { createFileRoute } from "@tanstack/react-router";
import { searchInt, searchParams } from "#client/lib/route-search.ts";
import { BarePageFrame } from "#client/features/site-content/components/bare-page-frame.tsx";
import { CourseListPage } from "#client/features/site-content/components/course-pages.tsx";

// Training courses for companies (document 4 section 2.7), outside the main layout (document 1 section 2.1).
export const Route = createFileRoute("/course")({
  validateSearch: searchParams({ page: searchInt(2) }),
  component: CourseRoute,
});

function CourseRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onPageChange = useCallback((next: number) => void navigate({ search: next > 1 ? { page: next } : {} }), [navigate]);
  return (
    <BarePageFrame>
      <CourseListPage page={page} onPageChange={onPageChange} />
    </BarePageFrame>
  );
}
