/**
 * A reviewer's reason for a rejection, as every review queue checks it (binding and lottery applications,
 * among others): required once trimmed, and at most `max` characters counted as the reader sees them (code
 * points, so an emoji is one). Null when the reason may be sent.
 */
export function reviewReasonProblem(reason: string, max: number, messages: { required: string; tooLong: string }): string | null {
  const text = reason.trim();
  if (!text) return messages.required;
  return [...text].length > max ? messages.tooLong : null;
}
