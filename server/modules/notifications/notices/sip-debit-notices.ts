import { SEBI_WARNING } from "../../../../shared/catalog/sip-plans";
import { navRupees } from "../../../../shared/finance/nav";
import { formatPaiseExact, groupIndian } from "../../../../shared/format";
import type { SipInstalment, SipInvestment, SipMandate } from "../../../../shared/schema";
import type { Notice } from "../notify";

// What a SIP's mandate and its monthly debits tell the customer (docs/decisions/sip-mandates-and-jobs.md).

const link = "/dashboard?tab=sip";
const units = (milli: number) => groupIndian(milli / 1000, 3);

export function sipMandateActive(sip: SipInvestment, mandate: SipMandate): Notice {
  return {
    userId: sip.userId,
    kind: "sip_mandate_active",
    about: `sip-mandate:${mandate.id}`,
    link,
    words: ({ t }) => ({
      title: t(/*i18n*/ { id: "notice.sip_mandate_active.title", message: "Autopay is set up for your SIP" }),
      body: t(
        /*i18n*/ {
          id: "notice.sip_mandate_active.body",
          message:
            "Your SIP #{id} in the {plan} will be debited {amount} each month through {kind}, up to {max} a debit. We tell you a day before each debit.",
        },
        {
          id: String(sip.id),
          plan: t(sip.planName),
          amount: formatPaiseExact(sip.monthlyAmountPaise),
          kind: mandate.kind === "upi" ? t(/*i18n*/ "UPI AutoPay") : t(/*i18n*/ "e-NACH"),
          max: formatPaiseExact(mandate.maxAmountPaise),
        },
      ),
      more: [t(SEBI_WARNING)],
    }),
  };
}

/** The pre-debit notice: at least a day before the debit. */
export function sipDebitNotice(sip: SipInvestment, instalment: SipInstalment): Notice {
  return {
    userId: sip.userId,
    kind: "sip_debit_notice",
    about: `sip-instalment:${instalment.id}`,
    link,
    words: ({ t, date }) => ({
      title: t(
        /*i18n*/ { id: "notice.sip_debit_notice.title", message: "Your SIP is debited on {date}" },
        { date: date(instalment.debitOn) },
      ),
      body: t(
        /*i18n*/ {
          id: "notice.sip_debit_notice.body",
          message: "{amount} for instalment {seq} of your SIP #{id} in the {plan} will be debited on {date}.",
        },
        {
          amount: formatPaiseExact(instalment.amountPaise),
          seq: String(instalment.seq),
          id: String(sip.id),
          plan: t(sip.planName),
          date: date(instalment.debitOn),
        },
      ),
      more: [
        t(
          /*i18n*/ {
            id: "notice.sip_debit_notice.more",
            message: "Keep the amount in your account. To skip this instalment, do so from your dashboard before the debit date.",
          },
        ),
      ],
    }),
  };
}

export function sipDebited(sip: SipInvestment, instalment: SipInstalment): Notice {
  return {
    userId: sip.userId,
    kind: "sip_debited",
    about: `sip-instalment:${instalment.id}`,
    link,
    words: ({ t, date }) => ({
      title: t(
        /*i18n*/ { id: "notice.sip_debited.title", message: "SIP instalment invested: {amount}" },
        {
          amount: formatPaiseExact(instalment.amountPaise),
        },
      ),
      body: t(
        /*i18n*/ {
          id: "notice.sip_debited.body",
          message: "{amount} for instalment {seq} of your SIP #{id} in the {plan} bought {units} units at a NAV of ₹{nav} on {date}.",
        },
        {
          amount: formatPaiseExact(instalment.amountPaise),
          seq: String(instalment.seq),
          id: String(sip.id),
          plan: t(sip.planName),
          units: units(instalment.milliUnits ?? 0),
          nav: groupIndian(navRupees(instalment.nav4 ?? 0), 4),
          date: date(instalment.navDate ?? instalment.debitOn),
        },
      ),
      more: [t(SEBI_WARNING)],
    }),
  };
}

/** A failed debit: a notice, then a warning that one more miss cancels the SIP. */
export function sipDebitMissed(sip: SipInvestment, instalment: SipInstalment, missesInRow: number, lastChance: boolean): Notice {
  return {
    userId: sip.userId,
    kind: "sip_debit_missed",
    about: `sip-instalment:${instalment.id}`,
    link,
    words: ({ t, date }) => ({
      title: t(/*i18n*/ { id: "notice.sip_debit_missed.title", message: "A SIP instalment could not be debited" }),
      body: t(
        /*i18n*/ {
          id: "notice.sip_debit_missed.body",
          message:
            "The debit of {amount} on {date} for your SIP #{id} in the {plan} did not go through, so no units were bought this month.",
        },
        { amount: formatPaiseExact(instalment.amountPaise), date: date(instalment.debitOn), id: String(sip.id), plan: t(sip.planName) },
      ),
      more: [
        lastChance
          ? t(
              /*i18n*/ {
                id: "notice.sip_debit_missed.warning",
                message:
                  "This is the second debit in a row that failed. If the next one fails too, the SIP is cancelled, as SEBI's rules require.",
              },
            )
          : t(
              /*i18n*/ {
                id: "notice.sip_debit_missed.notice",
                message:
                  "Debits failed in a row: {count}. Three in a row cancel the SIP. Keep the amount in your account before the next debit.",
              },
              { count: missesInRow },
            ),
      ],
    }),
  };
}

export function sipCancelledForMisses(sip: SipInvestment): Notice {
  return {
    userId: sip.userId,
    kind: "sip_cancelled",
    about: `sip:${sip.id}`,
    link,
    words: ({ t }) => ({
      title: t(/*i18n*/ { id: "notice.sip_cancelled_misses.title", message: "Your SIP was cancelled after three failed debits" }),
      body: t(
        /*i18n*/ {
          id: "notice.sip_cancelled_misses.body",
          message:
            "Three debits in a row for your SIP #{id} in the {plan} failed, so it is cancelled and its autopay stopped. The units you hold stay yours.",
        },
        { id: String(sip.id), plan: t(sip.planName) },
      ),
    }),
  };
}

export function sipCancelled(sip: SipInvestment): Notice {
  return {
    userId: sip.userId,
    kind: "sip_cancelled",
    about: `sip:${sip.id}`,
    link,
    words: ({ t }) => ({
      title: t(/*i18n*/ { id: "notice.sip_cancelled.title", message: "Your SIP is cancelled" }),
      body: t(
        /*i18n*/ {
          id: "notice.sip_cancelled.body",
          message: "Your SIP #{id} in the {plan} is cancelled and its autopay stopped. The units you hold stay yours.",
        },
        { id: String(sip.id), plan: t(sip.planName) },
      ),
    }),
  };
}
