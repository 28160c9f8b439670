import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { ComingSoon } from "#client/components/widgets/coming-soon.tsx";

/** A centre page that a later issue builds: the shared ComingSoon panel under the centre's tabs. */
export function CentrePlaceholder({ name }: { name: MessageDescriptor }) {
  const { t } = useLingui();
  return <ComingSoon pageName={t(name)} />;
}
