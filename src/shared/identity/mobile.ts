/** Mainland mobile numbers: 1[3-9] followed by nine digits (document 1 section 9). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const MSG_MOBILE_REQUIRED = "请输入手机号";
export const MSG_MOBILE_INVALID = "手机号格式不正确";

/** Whether a string is a mainland mobile number. */
export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/** Masks a mobile number for display: 138****0001. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
