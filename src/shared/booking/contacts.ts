import { z } from "zod";
import { MOBILE_PATTERN, MSG_MOBILE_INVALID, MSG_MOBILE_REQUIRED } from "../identity/mobile.ts";
import { outcomeTable } from "../outcome/outcome.ts";

/** Contact field limit (document 1 sections 5.1 and 9). */
export const CONTACT_MAX = 100;

export const ContactMsg = {
  name: "请输入姓名",
  nameTooLong: "姓名不能超过100个字符",
  mobile: MSG_MOBILE_REQUIRED,
  mobileInvalid: MSG_MOBILE_INVALID,
  wechat: "请输入微信号",
  wechatTooLong: "微信号不能超过100个字符",
  mail: "邮箱格式不正确",
  mailTooLong: "邮箱不能超过100个字符",
} as const;

/** ContactMsg as outcome codes (`contact.key`), see src/shared/outcome. */
export const ContactOutcome = outcomeTable("contact", ContactMsg);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One booking contact row with the spec's messages (document 1 section 5.1). */
export const ZContact = z.object({
  contactName: z.string({ error: ContactMsg.name }).trim().min(1, { error: ContactMsg.name }).max(CONTACT_MAX, { error: ContactMsg.nameTooLong }),
  contactMobile: z
    .string({ error: ContactMsg.mobile })
    .trim()
    .min(1, { error: ContactMsg.mobile })
    .regex(MOBILE_PATTERN, { error: ContactMsg.mobileInvalid }),
  contactWechat: z.string({ error: ContactMsg.wechat }).trim().min(1, { error: ContactMsg.wechat }).max(CONTACT_MAX, { error: ContactMsg.wechatTooLong }),
  contactMail: z
    .string()
    .trim()
    .max(CONTACT_MAX, { error: ContactMsg.mailTooLong })
    .refine((v) => v === "" || EMAIL_PATTERN.test(v), { error: ContactMsg.mail })
    .optional()
    .default(""),
});
export type TContact = z.infer<typeof ZContact>;

/** An empty contact row for the form. */
export function emptyContact(): TContact {
  return { contactName: "", contactMobile: "", contactWechat: "", contactMail: "" };
}

export interface TContactIssue {
  row: number;
  field: keyof TContact;
  message: string;
}

/** Every problem of the contact rows, row by row (the form shows each under its field). */
export function contactIssues(rows: readonly TContact[]): TContactIssue[] {
  const issues: TContactIssue[] = [];
  rows.forEach((row, i) => {
    const parsed = ZContact.safeParse(row);
    if (parsed.success) return;
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof TContact;
      if (seen.has(field)) continue;
      seen.add(field);
      issues.push({ row: i, field, message: issue.message });
    }
  });
  return issues;
}

/** Adding a contact row requires the current rows to validate. */
export function canAddContact(rows: readonly TContact[]): boolean {
  return rows.length > 0 && contactIssues(rows).length === 0;
}

/** The first row has add; the other rows have delete. */
export function canDeleteContact(index: number): boolean {
  return index > 0;
}

/** Builds contact rows from the wire's parallel arrays (contactName[], contactMobile[] …). */
export function contactsFromArrays(a: { contactName: string[]; contactMobile: string[]; contactWechat: string[]; contactMail: string[] }): TContact[] {
  const n = Math.max(a.contactName.length, a.contactMobile.length, a.contactWechat.length, 1);
  return Array.from({ length: n }, (_, i) => ({
    contactName: a.contactName[i] ?? "",
    contactMobile: a.contactMobile[i] ?? "",
    contactWechat: a.contactWechat[i] ?? "",
    contactMail: a.contactMail[i] ?? "",
  }));
}

/** Splits contact rows into the wire's parallel arrays. */
export function contactsToArrays(rows: readonly TContact[]) {
  return {
    contactName: rows.map((r) => r.contactName),
    contactMobile: rows.map((r) => r.contactMobile),
    contactWechat: rows.map((r) => r.contactWechat),
    contactMail: rows.map((r) => r.contactMail ?? ""),
  };
}
