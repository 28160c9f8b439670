import { searchInt, searchOneOf, searchParams, searchText } from "#client/lib/route-search.ts";

/** /ops/relay?page=&progress=&keyword=&id=: the queue's page and filters, and the application open beside it. */
export const validateOpsRelayQuery = searchParams({
  page: searchInt(2),
  progress: searchOneOf([0, 1, 2, 3, 4, 5, 6] as const),
  keyword: searchText(100),
  id: searchInt(1),
});
export type TOpsRelaySearch = ReturnType<typeof validateOpsRelayQuery>;
