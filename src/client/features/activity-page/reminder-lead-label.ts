import { useLingui } from "@lingui/react/macro";

/**
 * A reminder's lead time in the page's language ("at the start", "15 minutes before"…). The reminder button
 * (features/activity-page) and the personal centre (features/personal) each have this hook: features may not
 * share code, and in lib its strings would join the shell catalog every page loads.
 */
export function useLeadLabel(): (leadMinutes: number) => string {
  const { t } = useLingui();
  return (lead) => {
    if (lead === 0) return t`活动开始时`;
    if (lead >= 1440 && lead % 1440 === 0) return t`提前${lead / 1440}天`;
    if (lead >= 60 && lead % 60 === 0) return t`提前${lead / 60}小时`;
    return t`提前${lead}分钟`;
  };
}
