import {
  CollectType,
  CollectUserType,
  PreCollectOutcome,
  PreCollectStatus,
  canAnswer,
  canCancelAnswer,
  canMarkUnsuitable,
  canUndoUnsuitable,
  preCollectionOpen,
} from "#shared/qa/pre-collect-rules.ts";
import type { TDb } from "../../db/client.ts";
import { companies, users } from "../../db/schema/index.ts";
import { eq } from "drizzle-orm";
import { writeAudit } from "../../lib/audit.ts";
import { requireCompanyId, takesPart } from "../../lib/company-access.ts";
import { forbidden, refuse } from "../../lib/errors.ts";
import type { TSession } from "../../types.ts";
import { collectionFacts, findQuestion, insertQuestions, moveStatus } from "./pre-collect.repository.ts";

/**
 * The rules of the pre-collected questions (document 3 section 4 "Pre-collected question status"): each
 * move checks the shared rule, then moves the row only if it is still in the state the rule saw.
 */

/** The caller's company, if it takes part in the activity; 403 otherwise. */
export async function requireHolder(db: TDb, session: TSession, activityId: number): Promise<number> {
  const companyId = requireCompanyId(session);
  if (!(await takesPart(db, companyId, activityId))) throw forbidden();
  return companyId;
}

/** A question of the caller's company; a missing one is refused, another company's is 403. */
async function ownQuestion(db: TDb, session: TSession, id: number) {
  const companyId = requireCompanyId(session);
  const question = await findQuestion(db, id);
  if (!question) throw refuse(PreCollectOutcome.notFound);
  if (question.companyId !== companyId || !(await takesPart(db, companyId, question.activityId))) throw forbidden();
  return question;
}

type TMove = "answer" | "markUnsuitable" | "undoUnsuitable" | "cancelAnswer";

export async function moveQuestion(db: TDb, session: TSession, id: number, move: TMove, at: Date, answer?: string): Promise<void> {
  const question = await ownQuestion(db, session, id);
  let from: number = question.status;
  let set: Parameters<typeof moveStatus>[3];
  switch (move) {
    case "answer":
      if (!canAnswer(question)) throw refuse(PreCollectOutcome.notPending);
      from = PreCollectStatus.pending;
      set = { status: PreCollectStatus.answered, answer: answer ?? "", answeredBy: session.userId, at };
      break;
    case "markUnsuitable":
      if (question.status !== PreCollectStatus.pending) throw refuse(PreCollectOutcome.notPending);
      if (!canMarkUnsuitable(question)) throw refuse(PreCollectOutcome.onlyUserAsked);
      set = { status: PreCollectStatus.unsuitable, at };
      break;
    case "undoUnsuitable":
      if (!canUndoUnsuitable(question)) throw refuse(PreCollectOutcome.notUnsuitable);
      set = { status: PreCollectStatus.pending, at };
      break;
    case "cancelAnswer":
      if (!canCancelAnswer(question)) throw refuse(PreCollectOutcome.notAnswered);
      set = { status: PreCollectStatus.pending, answer: null, answeredBy: null, at };
      break;
  }
  // another tab moved it first: the rule no longer holds for what is stored
  if (!(await moveStatus(db, id, from, set))) throw refuse(move === "undoUnsuitable" ? PreCollectOutcome.notUnsuitable : move === "cancelAnswer" ? PreCollectOutcome.notAnswered : PreCollectOutcome.notPending);
  await writeAudit(db, { actorUserId: session.userId, action: `preCollect.${move}`, entity: "pre_collect_question", entityId: id, before: { status: question.status }, after: { status: set.status } });
}

async function companyAuthor(db: TDb, session: TSession, companyId: number) {
  const [[user], [company]] = await Promise.all([
    db.select({ nickName: users.nickName }).from(users).where(eq(users.id, session.userId)),
    db.select({ fullName: companies.fullName }).from(companies).where(eq(companies.id, companyId)),
  ]);
  return { userType: CollectUserType.company, userId: session.userId, userNickName: user?.nickName ?? null, userCompanyName: company?.fullName ?? null };
}

/** The company adds questions with answers (add_question_answer), or stores an import's rows (an empty answer stays pending). */
export async function addQuestions(db: TDb, session: TSession, activityId: number, pairs: { question: string; answer: string }[], collectType: number, at: Date): Promise<number> {
  const companyId = await requireHolder(db, session, activityId);
  const author = await companyAuthor(db, session, companyId);
  const count = await insertQuestions(
    db,
    pairs.map((p) => {
      const answered = p.answer.trim() !== "";
      return {
        activityId,
        companyId,
        question: p.question,
        answer: answered ? p.answer.trim() : null,
        status: answered ? PreCollectStatus.answered : PreCollectStatus.pending,
        collectType,
        ...author,
        answeredBy: answered ? session.userId : null,
        createdAt: at,
        updTime: answered ? at : null,
      };
    }),
  );
  await writeAudit(db, { actorUserId: session.userId, action: collectType === CollectType.imported ? "preCollect.import" : "preCollect.add", entity: "activity", entityId: activityId, after: { count } });
  return count;
}

/** An investor's question on /preCallQa: a personal user, while the activity's collection is open. */
export async function submitQuestion(db: TDb, session: TSession, activityId: number, question: string, at: Date): Promise<void> {
  if (session.userType !== "personal") throw refuse(PreCollectOutcome.personalOnly);
  const facts = await collectionFacts(db, activityId);
  if (!facts || !preCollectionOpen(facts)) throw refuse(PreCollectOutcome.collectionClosed);
  const [user] = await db.select({ nickName: users.nickName }).from(users).where(eq(users.id, session.userId));
  await insertQuestions(db, [
    {
      activityId,
      companyId: facts.companyId,
      question,
      status: PreCollectStatus.pending,
      collectType: CollectType.userAsked,
      userType: CollectUserType.personal,
      userId: session.userId,
      userNickName: user?.nickName ?? null,
      createdAt: at,
    },
  ]);
}
