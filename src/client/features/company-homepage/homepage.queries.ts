import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callFirst, invalidateContracts, queryKeyOf } from "#client/lib/contract-client.ts";
import { useToken } from "#client/lib/session.ts";
import type { homepageContracts, THomepageInfo, TIntroModifyRecord } from "#shared/api/homepage.contract.ts";
import type { TCallBody } from "#shared/api/contract.ts";
import { HOMEPAGE_READS, homepageRoutes } from "#shared/api/homepage.routes.ts";
import { institutionRoutes } from "#shared/api/institution.routes.ts";
import { HOMEPAGE_RECORDS_PAGE_SIZE } from "#shared/homepage/homepage-rules.ts";
import type { THomepageDraft } from "./homepage-draft.db.ts";

/** company_home_page_info: the published version, or (isEdit) the change awaiting approval. */
export function useHomepageInfo(isEdit: boolean) {
  const token = useToken();
  const body = { isEdit };
  return useQuery({
    queryKey: queryKeyOf(homepageRoutes.info, token, body),
    queryFn: async (): Promise<THomepageInfo | null> => (await callFirst(homepageRoutes.info, body)) ?? null,
    enabled: token !== null,
  });
}

export interface TRecordPage {
  records: TIntroModifyRecord[];
  current: number;
  pages: number;
  total: number;
}

/** The approval records dialog's page (15 a page, document 3 section 9). */
export function useIntroRecords(pageNo: number, enabled: boolean) {
  const token = useToken();
  const body = { pageNo, pageSize: HOMEPAGE_RECORDS_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(homepageRoutes.records, token, body),
    queryFn: async (): Promise<TRecordPage> => (await callFirst(homepageRoutes.records, body)) ?? { records: [], current: pageNo, pages: 0, total: 0 },
    enabled: token !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

// companyIntroJson travels as JSON text, which the server parses (and refuses with its message when it is not)
const wire = (body: Record<string, unknown>) => body as unknown as TCallBody<typeof homepageContracts.modify>;

/** company_home_page_info_modify: the draft filed as a change awaiting approval. */
export function useSubmitHomepage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, draft }: { companyId: number; draft: THomepageDraft }) =>
      call(
        homepageRoutes.modify,
        wire({
          id: companyId,
          companyIntroJson: JSON.stringify(draft.intro),
          logoPath: draft.logoPath ?? "",
          miniLogoPath: draft.miniLogoPath ?? "",
          logoVectorPath: draft.logoVectorPath ?? "",
        }),
      ),
    onSuccess: () => invalidateContracts(queryClient, [...HOMEPAGE_READS, institutionRoutes.companyDetail]),
  });
}
