import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type Envelope } from "#client/lib/api.ts";
import { call, callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import type { guestLibraryContracts, TGuestImportRow } from "#shared/api/guest-library.contract.ts";
import { guestBodyOfRow } from "#shared/api/guest-import.ts";
import { materialsRoutes } from "#shared/api/materials.routes.ts";
import { useToken } from "#client/lib/session.ts";
import type { TLibraryGuest } from "#shared/api/materials.contract.ts";
import { guestLibraryRoutes } from "#shared/api/guest-library.routes.ts";
import { DEFAULT_PAGE_SIZE } from "#shared/shell/paging.ts";

export interface TGuestSearch {
  guestNameLike: string;
  mobileSearch: string;
}

export interface TGuestLibraryPage {
  records: TLibraryGuest[];
  current: number;
  pages: number;
  total: number;
}

/** guest_page: the company's library, by name and by full mobile or its last three digits. */
export function useGuestLibraryPage(search: TGuestSearch, pageNo: number) {
  const token = useToken();
  const body = { guestNameLike: search.guestNameLike || undefined, mobileSearch: search.mobileSearch || undefined, pageNo, pageSize: DEFAULT_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(guestLibraryRoutes.guestPage, token, body),
    queryFn: async (): Promise<TGuestLibraryPage> => (await callFirst(guestLibraryRoutes.guestPage, body)) ?? { records: [], current: pageNo, pages: 0, total: 0 },
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** guest_import_excel: the file checked row by row by the server (nothing stored). */
export async function importGuestSpreadsheet(file: File): Promise<TGuestImportRow[]> {
  const body = new FormData();
  body.append("file", file, file.name);
  const answer = await api.post(guestLibraryRoutes.importExcel.path.slice(1), { body, context: { silent: true } }).json<Envelope<TGuestImportRow>>();
  if (answer.code !== 200) throw new Error(answer.message);
  return answer.datas;
}

/** submit_guest_excel with the rows kept, as importDto[i].field (the guest form's fields). */
export function useSubmitGuestImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly TGuestImportRow[]) => call(guestLibraryRoutes.submitExcel, wireImport(rows.map((r) => guestBodyOfRow(r)))),
    onSettled: () => invalidateContracts(queryClient, [guestLibraryRoutes.guestPage, materialsRoutes.selectFromGuest]),
  });
}

// each row travels as the guest form's text fields; the server parses and checks them again
const wireImport = (importDto: Record<string, unknown>[]) => ({ importDto }) as unknown as TCallBody<typeof guestLibraryContracts.submitExcel>;
