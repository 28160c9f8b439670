import { OrderType } from "./order-type.ts";

/** Agreement types of agreement_add: 1 collective booking, 0 otherwise. */
export function agreementTypeFor(orderType: number): 0 | 1 {
  return orderType === OrderType.collective ? 1 : 0;
}

/** The agreement page a booking shows (document 2 section 2.5): the fund page for fund roadshows. */
export function agreementPageFor(activityType: number): string {
  return activityType === OrderType.fund ? "/static/jijinOrder.html" : "/static/orderServie.html";
}

/** Seconds the 'I have read' button stays disabled. */
export const AGREEMENT_COUNTDOWN_SECONDS = 3;
export const MSG_AGREEMENT_UNTICKED = "请先阅读协议";

/**
 * Fund roadshows whose stored agreement version equals BookingAgreementVersion record the acceptance again
 * without showing the dialog; everything else shows it.
 */
export function skipsAgreementDialog(orderType: number, storedVersion: string | null, currentVersion: string | null): boolean {
  return orderType === OrderType.fund && storedVersion !== null && currentVersion !== null && storedVersion === currentVersion;
}

/** Booking rule: the agreement of the current version must have been accepted (any acceptance when no version is set). */
export function hasAcceptedAgreement(acceptedVersion: string | null, currentVersion: string | null): boolean {
  if (acceptedVersion === null) return false;
  return currentVersion === null || acceptedVersion === currentVersion;
}
