import { useEffect } from "react";
import { useNetwork } from "@mantine/hooks";
import { clearBookingDraft, isWorthKeeping, saveBookingDraft } from "../booking.db.ts";
import type { TBookingFormValues } from "../booking-form.ts";
import { BookingActor } from "../booking-actor.ts";

// Typing produces an event per key; one write per pause is enough to survive a reload.
const SAVE_DELAY_MS = 250;

/** Keeps the form's draft in the browser database while the form is open (and stops once it is submitted). */
export function useDraftKeeper(userId: number, orderType: number) {
  const actor = BookingActor.useActorRef();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last: TBookingFormValues = actor.getSnapshot().context.values;
    let pending: TBookingFormValues | null = null;
    const flush = () => {
      timer = null;
      if (!pending) return;
      const values = pending;
      pending = null;
      void (isWorthKeeping(values) ? saveBookingDraft(userId, orderType, values) : clearBookingDraft(userId, orderType));
    };
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== "active") {
        // submitted or cancelled: the machine has cleared the draft where it should; nothing more to write
        if (timer) clearTimeout(timer);
        timer = null;
        pending = null;
        return;
      }
      if (snapshot.context.values === last) return;
      last = snapshot.context.values;
      pending = last;
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, SAVE_DELAY_MS);
    });
    // leaving the page (or the screen) writes what is pending at once
    window.addEventListener("pagehide", flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", flush);
      if (timer) clearTimeout(timer);
      flush();
    };
  }, [actor, userId, orderType]);
}

/** Tells the machine whether the browser is online (a booking is never submitted offline). */
export function useNetworkToMachine() {
  const { online } = useNetwork();
  const send = BookingActor.useActorRef().send;
  useEffect(() => {
    send({ type: "booking.network", online });
  }, [online, send]);
  return online;
}
