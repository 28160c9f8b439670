import { Center, Loader } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";

// The pending component stays in the main bundle with the layout's route options; the error view is split
// with the error component (centre-error.tsx), so its alert is loaded only when something failed.

/** Shown while the centre loads the user and the company. */
export function CentrePending() {
  const { t } = useLingui();
  return (
    <Center py={80}>
      <Loader aria-label={t`正在加载机构信息`} />
    </Center>
  );
}
