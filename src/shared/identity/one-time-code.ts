/** One-time login codes (document 4 section 3): six digits, 5 minutes, single use. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
/** A number may ask for a new code once a minute. */
export const OTP_RESEND_INTERVAL_MS = 60_000;

export const MSG_CODE_REQUIRED = "请输入验证码";
export const MSG_CODE_FORMAT = "验证码为6位数字";
export const MSG_CODE_WRONG = "验证码错误或已失效";
export const MSG_CODE_TOO_SOON = "验证码发送过于频繁，请60秒后再试";

/** Seconds a number still has to wait before asking for another code (0 when it may ask now). */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const left = lastSentAt.getTime() + OTP_RESEND_INTERVAL_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}
