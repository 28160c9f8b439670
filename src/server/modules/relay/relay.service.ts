import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { parseQualificationJson, type TOpsReviewBody, type TSubmitInfoBody } from "#shared/api/relay.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import {
  type OPERATOR_EVENTS,
  STATE_RECORD,
  acceptedEvents,
  nextState,
  startsNewRecord,
  stateOf,
  type TRelayEvent,
  type TRelayState,
} from "#shared/relay/relay-certification.machine.ts";
import { RelayMsg, RelayOutcome, contractDatesProblem, contractExpired, mayUseRelayCertification, reasonProblem } from "#shared/relay/relay-rules.ts";
import { companyProgressValue, isCertified } from "#shared/relay/relay-steps.ts";
import { now } from "../../clock.ts";
import type { TDb } from "../../db/client.ts";
import { companies, companyMembers, diversionApplies } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, forbidden, refuse } from "../../lib/errors.ts";
import { requireCompanyId } from "../../lib/company-access.ts";
import type { TPubSub } from "../../lib/pubsub.ts";
import type { TStorage } from "../../lib/storage.ts";
import type { TSession } from "../../types.ts";
import { sendCompanyMessages } from "../message/index.ts";
import { resolveUploadedFile } from "../upload/index.ts";
import { currentRecord, recordById, type TApplyRow } from "./relay.repository.ts";

/**
 * The certification's writes. Every call reads the company's current record under a row lock, asks the
 * shared machine whether its state accepts the event (nextState), and refuses otherwise, so a skipped or
 * repeated step (a plan before the qualification passed, a contract before the internal review) changes
 * nothing. The record's (progress, auditStatus) is the machine's state; the company's card progress follows.
 */

export interface TRelayDeps {
  db: TDb;
  storage: TStorage;
  pubsub: TPubSub;
}

/** Beijing's date today: a signed contract past its validity end reads as expired (progress 6). */
export const todayInBeijing = () => formatDate(now(), "YYYY-MM-DD");

/** The state of a record as of today (a signed contract past its end is expired, before anyone marks it). */
export function effectiveState(record: TApplyRow | null): TRelayState {
  const state = stateOf(record);
  return state === "signed" && contractExpired(record?.contractEndTime, todayInBeijing()) ? "expired" : state;
}

/** The caller's company, when the member may use the certification; 403 otherwise (checked on every call). */
export async function requireRelayCompany(db: TDb, session: TSession): Promise<number> {
  const companyId = requireCompanyId(session);
  const [row] = await db
    .select({ company: companies, member: companyMembers })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, session.userId));
  if (!row || row.company.id !== companyId) throw forbidden();
  if (!mayUseRelayCertification(row.company, { companyUserRole: row.member.userRole, isDiversionEnable: row.member.isDiversionEnable })) throw forbidden();
  return companyId;
}

/** The record a company call names by id: its own current one; another company's is 403, an older one stale. */
async function namedCurrent(db: TDb, companyId: number, id: number | undefined): Promise<TApplyRow | null> {
  const current = await currentRecord(db, companyId, true);
  if (id === undefined || id === current?.id) return current;
  const named = await recordById(db, id);
  if (!named || named.companyId !== companyId) throw forbidden();
  throw refuse(RelayOutcome.stale);
}

/** Refuses an event the state does not take: its guard's message when only the guard failed, else out of order. */
function transition(state: TRelayState, event: TRelayEvent): TRelayState {
  const next = nextState(state, event);
  if (next) return next;
  if (acceptedEvents(state, [event.type]).length > 0) {
    if ("reason" in event) throw badRequest(reasonProblem(event.reason) ?? RelayMsg.outOfOrder);
    if (event.type === "relay.signContract") throw badRequest(contractDatesProblem(event.contractTime, event.contractEndTime) ?? RelayMsg.outOfOrder);
    if (event.type === "relay.provideTestPlan") throw refuse(RelayOutcome.testPlanRequired);
  }
  throw refuse(RelayOutcome.outOfOrder);
}

/** The company's card follows its current record (document 2 section 4). */
async function syncCompany(tx: TDb, companyId: number, state: TRelayState, contractEndTime: string | null) {
  await tx
    .update(companies)
    .set({
      progress: companyProgressValue(state),
      isDistributeVerify: isCertified(state),
      contractEndTime: contractEndTime ? new Date(`${contractEndTime}T23:59:59+08:00`) : null,
    })
    .where(eq(companies.id, companyId));
}

async function storedFile(storage: TStorage, path: string, extensions: string[], message: string): Promise<string> {
  const file = await resolveUploadedFile(storage, path, extensions);
  if (!file) throw badRequest(message);
  return `/files/${file.key}`;
}

const record = (state: TRelayState) => ({ progress: STATE_RECORD[state].progress, auditStatus: STATE_RECORD[state].auditStatus });

/** submit_diversion_info: first submission, resubmission after a failed review, or re-certification. */
export async function submitInfo(deps: TRelayDeps, session: TSession, body: TSubmitInfoBody): Promise<TApplyRow> {
  const companyId = await requireRelayCompany(deps.db, session);
  // Files are checked by content on upload (PDF, JPEG, PNG; upload/single.routes.ts); here they must be ours.
  const files: { url: string; name?: string }[] = [];
  for (const f of parseQualificationJson(body.qualificationPathJson)) files.push({ url: await storedFile(deps.storage, f.url, ["pdf", "jpg", "png"], RelayMsg.qualificationType), name: f.name });
  return deps.db.transaction(async (tx) => {
    const current = await namedCurrent(tx, companyId, body.id);
    const state = current ? effectiveState(current) : "none";
    const next = transition(state, { type: "relay.submit" });
    // a resubmission names the record it follows; an old page that missed a step is stale
    if ((body.hisId ?? null) !== (current?.id ?? null)) throw refuse(RelayOutcome.stale);
    const at = now();
    if (current) await tx.update(diversionApplies).set({ isCurrent: false, updTime: at }).where(eq(diversionApplies.id, current.id));
    const [row] = await tx
      .insert(diversionApplies)
      .values({
        companyId,
        hisId: current?.id ?? null,
        ...record(next),
        platform: body.platform,
        platformUrl: body.platformUrl,
        companyContacts: body.companyContacts,
        companyPhone: body.companyPhone,
        qualificationPathJson: JSON.stringify(files),
        createdBy: session.userId,
        crtTime: at,
        updTime: at,
      })
      .returning();
    await syncCompany(tx, companyId, next, null);
    return row!;
  });
}

/** submit_technology_plan: after the qualification passed, or again after a failed plan review (a new record). */
export async function submitPlan(deps: TRelayDeps, session: TSession, body: { id: number; hisId?: number; tecDocPath: string }): Promise<TApplyRow> {
  const companyId = await requireRelayCompany(deps.db, session);
  const tecDocPath = await storedFile(deps.storage, body.tecDocPath, ["pdf"], RelayMsg.planType);
  return deps.db.transaction(async (tx) => {
    const current = await namedCurrent(tx, companyId, body.id);
    const state = effectiveState(current);
    const next = transition(state, { type: "relay.submitPlan" });
    const at = now();
    if (startsNewRecord(state, "relay.submitPlan")) {
      if (body.hisId !== undefined && body.hisId !== current!.id) throw refuse(RelayOutcome.stale);
      await tx.update(diversionApplies).set({ isCurrent: false, updTime: at }).where(eq(diversionApplies.id, current!.id));
      const { id: _id, crtTime: _c, ...kept } = current!;
      const [row] = await tx
        .insert(diversionApplies)
        .values({ ...kept, hisId: current!.id, isCurrent: true, ...record(next), tecDocPath, auditReason: null, programmeConfirmTime: null, createdBy: session.userId, crtTime: at, updTime: at })
        .returning();
      await syncCompany(tx, companyId, next, null);
      return row!;
    }
    const [row] = await tx
      .update(diversionApplies)
      .set({ ...record(next), tecDocPath, auditReason: null, updTime: at })
      .where(and(eq(diversionApplies.id, current!.id), eq(diversionApplies.isCurrent, true)))
      .returning();
    await syncCompany(tx, companyId, next, null);
    return row!;
  });
}

/** programme_confirm_test_affirm: the company confirms the back office's test plan. */
export async function confirmTest(deps: TRelayDeps, session: TSession, id: number): Promise<TApplyRow> {
  const companyId = await requireRelayCompany(deps.db, session);
  return deps.db.transaction(async (tx) => {
    const current = await namedCurrent(tx, companyId, id);
    const next = transition(effectiveState(current), { type: "relay.confirmTest" });
    const at = now();
    const [row] = await tx
      .update(diversionApplies)
      .set({ ...record(next), programmeConfirmTestTime: at, updTime: at })
      .where(eq(diversionApplies.id, current!.id))
      .returning();
    await syncCompany(tx, companyId, next, null);
    return row!;
  });
}

/** What the company is told after each review step (its message reminders, pushed live). */
const NOTICE: Record<(typeof OPERATOR_EVENTS)[number], string> = {
  "relay.passQualification": "导流认证：资质初审已通过，请上传技术方案",
  "relay.rejectQualification": "导流认证：资质初审未通过",
  "relay.passPlan": "导流认证：技术方案已通过，请等待测试方案",
  "relay.rejectPlan": "导流认证：技术方案未通过",
  "relay.provideTestPlan": "导流认证：测试方案已提供，请确认",
  "relay.startInternalReview": "导流认证：已进入内部审核与签约",
  "relay.rejectInternal": "导流认证：内部审核未通过",
  "relay.signContract": "导流认证：合同已签署",
  "relay.expire": "导流认证：合同已到期，请重新认证",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The back office's review step (document 4 section 6): one machine event, audited, the company told. */
export async function review(deps: TRelayDeps, req: FastifyRequest, actorUserId: number, body: TOpsReviewBody): Promise<TApplyRow> {
  const testPlan = body.event === "relay.provideTestPlan" && body.programmeConfirmTestPath
    ? await storedFile(deps.storage, body.programmeConfirmTestPath, ["pdf"], RelayMsg.testPlanRequired)
    : "";
  const event = eventOf(body, testPlan);
  const { row, before } = await deps.db.transaction(async (tx) => {
    const current = await recordById(tx, body.id, true);
    if (!current) throw refuse(RelayOutcome.notFound);
    // only a company's latest record moves; the ones before it are history
    if (!current.isCurrent) throw refuse(RelayOutcome.stale);
    const next = transition(effectiveState(current), event);
    const at = now();
    const set: Partial<typeof diversionApplies.$inferInsert> = { ...record(next), updTime: at };
    switch (event.type) {
      case "relay.passQualification":
      case "relay.rejectQualification":
        Object.assign(set, { qualificationAuditTime: at, auditReason: "reason" in event ? event.reason.trim() : null });
        break;
      case "relay.passPlan":
      case "relay.rejectPlan":
        Object.assign(set, { programmeConfirmTime: at, auditReason: "reason" in event ? event.reason.trim() : null });
        break;
      case "relay.provideTestPlan":
        Object.assign(set, { programmeConfirmTestPath: event.path, auditReason: null });
        break;
      case "relay.rejectInternal":
        Object.assign(set, { reviewTime: at, auditReason: event.reason.trim() });
        break;
      case "relay.signContract":
        Object.assign(set, { reviewTime: at, contractTime: event.contractTime, contractEndTime: event.contractEndTime, auditReason: null });
        break;
      default:
        break;
    }
    const [updated] = await tx.update(diversionApplies).set(set).where(eq(diversionApplies.id, current.id)).returning();
    await syncCompany(tx, current.companyId, next, updated!.contractEndTime);
    await writeAudit(tx, {
      req,
      actorUserId,
      action: `ops.relay.${event.type.slice("relay.".length)}`,
      entity: "diversion_applies",
      entityId: current.id,
      before: { progress: current.progress, auditStatus: current.auditStatus },
      after: { progress: updated!.progress, auditStatus: updated!.auditStatus, auditReason: updated!.auditReason, contractTime: updated!.contractTime, contractEndTime: updated!.contractEndTime },
    });
    return { row: updated!, before: current };
  });
  const reason = row.auditReason && row.auditStatus === 3 ? `<p>原因：${escapeHtml(row.auditReason)}</p>` : "";
  await sendCompanyMessages(deps.db, deps.pubsub, [before.companyId], {
    msgTitle: NOTICE[body.event],
    content: `<p>${NOTICE[body.event]}。请在企业中心的导流认证中查看。</p>${reason}`,
    at: now(),
  });
  return row;
}

function eventOf(body: TOpsReviewBody, testPlan: string): TRelayEvent {
  const reason = body.auditReason ?? "";
  switch (body.event) {
    case "relay.rejectQualification":
    case "relay.rejectPlan":
    case "relay.rejectInternal":
      return { type: body.event, reason };
    case "relay.provideTestPlan":
      return { type: body.event, path: testPlan };
    case "relay.signContract":
      return { type: body.event, contractTime: body.contractTime ?? "", contractEndTime: body.contractEndTime ?? "" };
    default:
      return { type: body.event };
  }
}
