import { and, eq } from "drizzle-orm";
import type { TDb } from "../client.ts";
import { activities, activityCompanies, companies, participantLists, participants } from "../schema/index.ts";
import { loadGuestMobileCipher } from "../../modules/materials/index.ts";
import { AttendMode, asksForParticipants, maskParticipantId, maskParticipantMobile } from "#shared/participants/participant-rules.ts";

/** Who attends: name, organisation, title, mobile, identity number (valid checksums), on site or online. */
const PEOPLE: readonly [string, string, string, string, string, number][] = [
  ["王建国", "中信证券股份有限公司", "首席分析师", "13910001001", "110105198001011238", AttendMode.onSite],
  ["李晓燕", "华泰证券股份有限公司", "研究员", "13910001002", "44030519851212002X", AttendMode.onSite],
  ["张伟", "易方达基金管理有限公司", "基金经理", "13910001003", "310104199003074510", AttendMode.onSite],
  ["陈静", "上海证券报", "记者", "13910001004", "", AttendMode.online],
  ["刘洋", "个人投资者", "", "13910001005", "", AttendMode.online],
];

/**
 * Participant lists (issue 18, document 3 section 2.1 item 3) for the demo activities whose attendee step the
 * activity seed marked done: the list those flags stand for, with mobiles and identity numbers encrypted as
 * the upload stores them.
 */
export async function seedParticipants(tx: TDb, at: Date): Promise<void> {
  const parts = await tx
    .select({ activityId: activityCompanies.activityId, companyId: activityCompanies.companyId, videoType: activities.videoType, recType: activities.recType, isMulti: activities.isMulti, companyName: companies.shortName })
    .from(activityCompanies)
    .innerJoin(activities, eq(activities.id, activityCompanies.activityId))
    .innerJoin(companies, eq(companies.id, activityCompanies.companyId))
    .where(and(eq(activityCompanies.isPersonListSubed, true), eq(activityCompanies.isCancel, false)));
  const cipher = await loadGuestMobileCipher(tx);
  for (const part of parts.filter((p) => asksForParticipants(p))) {
    await tx.insert(participantLists).values({ activityId: part.activityId, companyId: part.companyId, fileName: `${part.companyName}参会人员名单.xlsx`, rowCount: PEOPLE.length, updTime: at }).onConflictDoNothing();
    await tx.insert(participants).values(
      PEOPLE.map(([name, companyName, title, mobile, idNumber, attendMode], i) => ({
        activityId: part.activityId,
        companyId: part.companyId,
        rowNo: i + 2,
        name,
        companyName,
        title,
        mobileRsa: cipher.seal(mobile).mobileRsa,
        mobileMasked: maskParticipantMobile(mobile),
        idNumberRsa: idNumber ? cipher.seal(idNumber).mobileRsa : null,
        idNumberMasked: maskParticipantId(idNumber),
        attendMode,
        remark: attendMode === AttendMode.onSite ? "需停车位" : "",
      })),
    );
  }
}
