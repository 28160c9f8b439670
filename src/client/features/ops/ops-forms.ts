import type { z } from "zod";
import { ZSendMessageBody } from "#shared/api/ops.contract.ts";

/**
 * The back-office forms check themselves with the contract's own body schemas (src/shared/api), so a
 * form refuses exactly what the server would refuse, in the same words, before anything is sent.
 */
export function formProblem(schema: z.ZodType, raw: Record<string, unknown>): string | null {
  const result = schema.safeParse(raw);
  if (result.success) return null;
  return result.error.issues[0]?.message ?? null;
}

/** A form checked by its contract's schema: the parsed body, or the first problem's message. */
export function parseForm<S extends z.ZodType>(schema: S, raw: Record<string, unknown>): { data: z.output<S>; problem: null } | { data: null; problem: string } {
  const result = schema.safeParse(raw);
  if (result.success) return { data: result.data, problem: null };
  return { data: null, problem: result.error.issues[0]?.message ?? "请求参数不正确" };
}

/** A form value as the wire carries it: blank strings left out, so optional fields stay absent. */
export function wireFields<T extends Record<string, string | number | boolean | null | undefined | (string | number)[]>>(fields: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(fields) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === "string" && value.trim() === "") continue;
    out[key] = typeof value === "string" ? (value.trim() as T[keyof T]) : value;
  }
  return out;
}

export type TMessageTarget = "company" | "type";

export interface TMessageDraft {
  target: TMessageTarget;
  companyId: number | null;
  companyType: number | null;
  msgTitle: string;
  content: string;
}

export const MSG_TITLE_MAX = 100;
export const MSG_CONTENT_MAX = 5000;

/** The send call's body of a message form: one company, or every company of one type, never both. */
export function messageBody(draft: TMessageDraft) {
  return wireFields({
    companyId: draft.target === "company" ? (draft.companyId ?? undefined) : undefined,
    companyType: draft.target === "type" ? (draft.companyType ?? undefined) : undefined,
    msgTitle: draft.msgTitle,
    content: draft.content,
  });
}

/** The first problem of a message form, in the server's words, or null. */
export function messageProblem(draft: TMessageDraft): string | null {
  return formProblem(ZSendMessageBody, messageBody(draft));
}
