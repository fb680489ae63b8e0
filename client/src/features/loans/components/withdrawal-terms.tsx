import { Trans } from "@lingui/react/macro";
import { formatCurrency, formatDate } from "@/lib/format";
import { useKfs } from "../api/get-kfs";

/**
 * What withdrawing means today, as the Key Fact Statement the borrower acknowledged states it: no penalty
 * before the loan is paid out; the cooling-off period's last day once sanctioned; whether a processing fee
 * paid comes back. `fresh`: read again when shown (the withdraw dialog says what will happen now).
 */
export function WithdrawalTerms({ loanId, fresh = false }: { loanId: number; fresh?: boolean }) {
  const kfs = useKfs(loanId, fresh);
  const terms = kfs.data?.withdrawal;
  const until = terms?.coolingOffEndsOn ? formatDate(terms.coolingOffEndsOn) : null;
  const fee = terms?.feePaid != null ? formatCurrency(terms.feePaid) : null;
  return (
    <>
      <p>
        <Trans>You can withdraw this application without any penalty until the loan is paid out.</Trans>
      </p>
      {until && (
        <p>
          <Trans>Its cooling-off period runs until {until}.</Trans>
        </p>
      )}
      {terms && fee && (
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
