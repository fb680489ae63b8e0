import { Trans } from "@lingui/react/macro";
import { formatCurrency, formatDate } from "@/lib/format";
import { useKfs } from "../api/get-kfs";
import type { LoanApplicationRow } from "../api/get-loan-applications";

/**
 * What withdrawing costs today, as the Key Fact Statement states it: nothing before the loan is paid out;
 * the cooling-off period's last day once sanctioned; whether a processing fee paid comes back.
 */
export function WithdrawalTerms({ loan }: { loan: Pick<LoanApplicationRow, "id" | "processingFeePaid" | "processingFee"> }) {
  const kfs = useKfs(loan.id);
  const terms = kfs.data?.withdrawal;
  const fee = formatCurrency(loan.processingFee);
  const until = terms?.coolingOffEndsOn ? formatDate(terms.coolingOffEndsOn) : null;
  return (
    <>
      <p>
        <Trans>You can withdraw this application at no cost until the loan is paid out.</Trans>
      </p>
      {until && (
        <p>
          <Trans>Your cooling-off period runs until {until}: withdraw by then without any penalty.</Trans>
        </p>
      )}
      {terms && loan.processingFeePaid && (
        <p className="font-medium text-foreground">
          {terms.feeRefunded ? (
            <Trans>The processing fee you paid ({fee}) is refunded if you withdraw now.</Trans>
          ) : (
            <Trans>The processing fee you paid ({fee}) is not refunded if you withdraw now.</Trans>
          )}
        </p>
      )}
    </>
  );
}
