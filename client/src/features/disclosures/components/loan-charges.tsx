import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CONTINGENT_CHARGES } from "@shared/catalog/loan-papers";
import { LOAN_LIMITS } from "@shared/catalog/loan-types";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCurrency, formatPercent } from "@/lib/format";
import { useSettings } from "@/lib/settings/get-settings";

function Charge({ label, amount, why }: { label: string; amount: ReactNode; why?: ReactNode }) {
  return (
    <li className="grid gap-1 rounded-lg border p-3 text-sm sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-x-4">
      <p className="font-semibold">{label}</p>
      <div className="grid gap-1">
        <p>{amount}</p>
        {why && <p className="text-muted-foreground">{why}</p>}
      </div>
    </li>
  );
}

const Pending = () => <Skeleton className="h-4 w-48" />;

/**
 * Every charge of a loan, as the Key Fact Statement states it: the processing fee (its GST and refund as
 * the settings hold them now), the charges that apply only if something happens, and a balance transfer's
 * costs. A figure that comes from the settings is drawn once they have answered.
 */
export function LoanCharges() {
  const { t, i18n } = useLingui();
  const { data: s } = useSettings();
  const fee = formatPercent(LOAN_LIMITS.processingFeePercent);
  const gst = s ? formatPercent(s.feeGstPercent) : "";
  const days = s?.coolingOffDays ?? 0;
  const stampDuty = s ? formatPercent(s.modtStampDutyPercent) : "";
  const legal = s ? formatCurrency(s.btLegalCharges) : "";
  return (
    <>
      <ul className="grid gap-3">
        <Charge
          label={t`Processing fee`}
          amount={
            s ? (
              s.feeGstPercent > 0 ? (
                t`${fee} of the loan amount, including GST at ${gst}, paid once before the sanction`
              ) : (
                t`${fee} of the loan amount, paid once before the sanction`
              )
            ) : (
              <Pending />
            )
          }
          why={
            s ? (
              s.processingFeeRefundable ? (
                <Trans>
                  Refunded in full if you withdraw before the sanction, or within <Plural value={days} one="# day" other="# days" /> of it
                  (the cooling-off period).
                </Trans>
              ) : (
                <Trans>Not refunded once paid.</Trans>
              )
            ) : undefined
          }
        />
        {CONTINGENT_CHARGES.map((c) => (
          <Charge key={c.id} label={i18n._(c.label)} amount={i18n._(c.amount)} why={i18n._(c.why)} />
        ))}
        <Charge
          label={t`Stamp duty on the mortgage (balance transfer top-up)`}
          amount={s ? t`As your property's state charges it, or ${stampDuty} of the loan where we have no rate for the state` : <Pending />}
          why={t`Paid by you directly to the state government when the mortgage is registered, not to GharSetu.`}
        />
        <Charge
          label={t`Legal and valuation charges (balance transfer top-up)`}
          amount={s ? legal : <Pending />}
          why={t`Paid by you directly to the advocate and the valuer who check the property again, not to GharSetu.`}
        />
      </ul>
      <p>
        <Trans>
          GharSetu charges no insurance charges, and no valuation fees on a home loan or a loan against property. No other fee or charge is
          levied, and none is added later without notice.
        </Trans>
      </p>
    </>
  );
}
