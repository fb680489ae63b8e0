import { desc, eq } from "drizzle-orm";
import { PRIVACY_NOTICE_VERSION } from "../../../shared/catalog/privacy";
import type { ConsentView, ConsentsState } from "../../../shared/contracts/account";
import { consents, type ConsentSource } from "../../../shared/schema";
import type { Db, Executor } from "../../db/client";
import type { RequestContext } from "../../http/request-context";
import { lockLiveAccount } from "./live-account";
import { writeAudit } from "../audit";

const consentColumns = {
  id: consents.id,
  purpose: consents.purpose,
  granted: consents.granted,
  noticeVersion: consents.noticeVersion,
  source: consents.source,
  createdAt: consents.createdAt,
};

/**
 * What registering records. Our form sends `privacyNoticeAccepted: true` (it cannot be sent
 * otherwise) and the marketing checkbox. A client that sends no consent fields, such as the spec's
 * own, registers through an API whose documentation carries the notice: registering is taken as
 * accepting the current notice (source `api`), and marketing stays off: silence is never a yes.
 */
export async function recordRegistrationConsents(
  tx: Executor,
  userId: number,
  given: { privacyNoticeAccepted?: true; marketingConsent?: boolean },
): Promise<void> {
  const source: ConsentSource = given.privacyNoticeAccepted ? "registration_form" : "api";
  await tx.insert(consents).values([
    { userId, purpose: "privacy_notice", granted: true, noticeVersion: PRIVACY_NOTICE_VERSION, source },
    { userId, purpose: "marketing", granted: given.marketingConsent === true, noticeVersion: PRIVACY_NOTICE_VERSION, source },
  ]);
}

export async function consentHistory(db: Executor, userId: number): Promise<ConsentView[]> {
  return db.select(consentColumns).from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.id));
}

function stateOf(history: ConsentView[]): ConsentsState {
  return {
    currentNoticeVersion: PRIVACY_NOTICE_VERSION,
    privacyNotice: history.find((c) => c.purpose === "privacy_notice" && c.granted) ?? null,
    marketing: history.find((c) => c.purpose === "marketing")?.granted ?? false,
    history,
  };
}

export async function getConsents(db: Db, userId: number): Promise<ConsentsState> {
  return stateOf(await consentHistory(db, userId));
}

/**
 * Gives or withdraws the marketing consent. A withdrawal is a new row, never a deletion, so the
 * history shows when each was given and taken back; asking for the state it is already in adds nothing.
 */
export async function setMarketingConsent(db: Db, userId: number, marketing: boolean, ctx: RequestContext): Promise<ConsentsState> {
  return db.transaction(async (tx) => {
    // One customer's consent changes queue behind each other, so two clicks cannot both record a change.
    await lockLiveAccount(tx, userId, "update");
    const history = await consentHistory(tx, userId);
    if ((history.find((c) => c.purpose === "marketing")?.granted ?? false) === marketing) return stateOf(history);
    const [row] = await tx
      .insert(consents)
      .values({ userId, purpose: "marketing", granted: marketing, noticeVersion: PRIVACY_NOTICE_VERSION, source: "profile" })
      .returning(consentColumns);
    await writeAudit(tx, ctx, {
      actionType: marketing ? "grant_marketing_consent" : "withdraw_marketing_consent",
      entityType: "consent",
      entityId: row.id,
      oldValue: { marketing: !marketing },
      newValue: { marketing, noticeVersion: PRIVACY_NOTICE_VERSION },
      description: `Marketing consent ${marketing ? "given" : "withdrawn"} by the customer (user #${userId})`,
    });
    return stateOf([row, ...history]);
  });
}
