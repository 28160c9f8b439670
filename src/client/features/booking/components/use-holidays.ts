import { useEffect, useMemo } from "react";
import { BookingActor } from "../booking-actor.ts";
import { useHolidays } from "../booking.queries.ts";
import { holidayRangeFor } from "../rule-context.ts";

/** Gives the machine the trading calendar's holidays, which the shared date rules count trading days with. */
export function useHolidaysToMachine() {
  const actor = BookingActor.useActorRef();
  const today = BookingActor.useSelector((s) => s.context.rules.today);
  const range = useMemo(() => holidayRangeFor(today), [today]);
  const holidays = useHolidays(range);
  useEffect(() => {
    if (holidays.data) actor.send({ type: "booking.holidays", holidays: holidays.data });
  }, [holidays.data, actor]);
}
