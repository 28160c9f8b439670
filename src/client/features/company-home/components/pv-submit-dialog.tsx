import { PvSubmitDialogView, type TPvRow } from "#client/components/distribution/pv-submit-dialog.tsx";
import { useSubmitPv } from "#client/features/company-home/company-home.mutations.ts";

export interface PvSubmitDialogProps {
  /** the distribution row to submit for; null keeps the dialog closed */
  row: TPvRow | null;
  onClose: () => void;
}

/** The home card's submit-distribution-data dialog: the shared dialog, refreshing the card's rows. */
export function PvSubmitDialog({ row, onClose }: PvSubmitDialogProps) {
  const submit = useSubmitPv();
  return <PvSubmitDialogView row={row} onClose={onClose} submit={submit} />;
}
