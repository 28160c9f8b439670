import { render } from "@testing-library/react";
import { AppProviders } from "#client/components/app-providers.tsx";
import { ActivityQaTab } from "#client/features/activity-qa/components/activity-qa-tab.tsx";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import type { TQaRecord } from "#shared/api/qa.contract.ts";
import { stubApi, type TCall } from "../activity/harness.tsx";
import type { qaCount } from "./qa-fixtures.ts";

export const QA = "auth/v1/question_answer_company/";

export interface TQaServer {
  /** records per sub-tab (1 to 5) */
  lists: Record<number, TQaRecord[]>;
  count: ReturnType<typeof qaCount>;
  guests: { id: number; guestName: string; title: string | null; guestCompanyName: string | null }[];
  /** an envelope to answer writes with, instead of success */
  writeAnswer?: { code: number; datas: unknown[]; message: string };
}

/** Which sub-tab a list call asks for, by its path and body. */
function subOf(path: string, body: URLSearchParams): number {
  if (path.endsWith("company_question_refuse_qa_page")) return 4;
  if (path.endsWith("company_question_refuse_answer_page")) return 5;
  if (body.get("questionType") === "3") return 3;
  return body.get("isAnswered") === "1" ? 2 : 1;
}

/** A fake Q&A server: lists paged at the requested size, counts, guests, and writes that succeed. */
export function stubQaServer(server: TQaServer): TCall[] {
  return stubApi((path, body) => {
    if (path.endsWith("activity_question_answer_count")) return [server.count];
    if (path.endsWith("activity_guest_list")) return server.guests;
    if (/company_question_(answer|refuse_qa|refuse_answer)_page$/.test(path)) {
      const all = server.lists[subOf(path, body)] ?? [];
      const size = Number(body.get("pageSize"));
      const pageNo = Number(body.get("pageNo"));
      return [{ records: all.slice((pageNo - 1) * size, pageNo * size), current: pageNo, pages: Math.ceil(all.length / size), total: all.length }];
    }
    if (/(guest_answer|guest_add_speak|company_cancel_answer|cancel_speech)$/.test(path)) {
      if (server.writeAnswer) return server.writeAnswer;
      const message = path.endsWith("guest_answer") ? "回复成功，等待审核" : path.endsWith("guest_add_speak") ? "发言成功，等待审核" : "撤销成功";
      return { code: 200, datas: [], message };
    }
    return undefined;
  });
}

export function renderQaTab(activity: TCompanyActivity, companyType: number | null = 1) {
  return render(
    <AppProviders>
      <ActivityQaTab activity={activity} companyType={companyType} />
    </AppProviders>,
  );
}

export const callsTo = (calls: TCall[], suffix: string) => calls.filter((c) => c.path.endsWith(suffix));
