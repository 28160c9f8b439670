import { useEffect } from "react";
import type { TStoreSlot } from "#shared/api/booking.contract.ts";
import type { TSlotRef } from "../booking-form.ts";
import { useBookingSend } from "../booking-actor.ts";

/**
 * Keeps a chosen slot honest against fresh capacity: when the list (refreshed after a refusal, or loaded
 * again for a restored draft) no longer has it, shows it full, or carries a new version, the choice is
 * cleared and the user picks again ("该时段的预约信息已更新，请重新选择").
 */
export function useReconcileSlot(slots: readonly TStoreSlot[] | undefined, fetching: boolean, chosen: TSlotRef | null, which: "slot" | "recSlot") {
  const send = useBookingSend();
  useEffect(() => {
    if (!slots || fetching || !chosen) return;
    const fresh = slots.find((s) => s.id === chosen.id);
    if (!fresh || fresh.version !== chosen.version || fresh.number <= 0) send({ type: "booking.slot.invalidate", which });
  }, [slots, fetching, chosen, which, send]);
}
