import { createActorContext } from "@xstate/react";
import { bookingMachine, errorsOf } from "./booking.machine.ts";
import type { TFormErrors } from "./booking-errors.ts";

/** The booking screen's machine, shared by the form's sections. */
export const BookingActor = createActorContext(bookingMachine);

const NO_ERRORS: TFormErrors = { contacts: [], fields: {} };

/** The messages to show in place: none until the first submit (or add-contact) attempt, then all of them. */
export function useFormErrors(): TFormErrors {
  return BookingActor.useSelector((s) => (s.context.showErrors ? errorsOf(s.context) : NO_ERRORS));
}

/** Sends an event to the booking machine. */
export function useBookingSend() {
  return BookingActor.useActorRef().send;
}
