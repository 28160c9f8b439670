/** The address of an activity's detail page (route actManageDetail, query id). */
export function detailHref(activityId: number): string {
  return `/actManageDetail?id=${activityId}`;
}

/** The activity list's address. */
export const LIST_HREF = "/activityManage";
