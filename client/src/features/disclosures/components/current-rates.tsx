import { Trans, useLingui } from "@lingui/react/macro";
import { LOAN_TYPES } from "@shared/catalog/loan-types";
import { Skeleton } from "@/components/ui/skeleton";
import { formatPercent } from "@/lib/format";
import { useSettings } from "@/lib/settings/get-settings";

/**
 * Each loan type's rate as the settings hold it now (the rate a new application is filed at,
 * docs/decisions/loan-rate-is-the-lenders.md); drawn once the settings have answered, never from a default.
 */
export function CurrentRates() {
  const { t, i18n } = useLingui();
  const { data: settings } = useSettings();
  return (
    <div className="overflow-hidden rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Interest rates of new loans</Trans>
        </caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="p-3 font-semibold">
              <Trans>Loan type</Trans>
            </th>
            <th scope="col" className="p-3 font-semibold">
              <Trans>Interest rate</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {LOAN_TYPES.map((type) => {
            const rate = settings ? formatPercent(settings[type.settingsKey]) : undefined;
            return (
              <tr key={type.code} className="border-t">
                <th scope="row" className="p-3 font-medium">
                  {i18n._(type.label)}
                </th>
                <td className="p-3">
                  {rate ? (
                    t`${rate} a year, fixed for the whole term`
                  ) : (
                    <>
                      <Skeleton className="h-4 w-40" />
                      <span className="sr-only">
                        <Trans>Loading</Trans>
                      </span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
