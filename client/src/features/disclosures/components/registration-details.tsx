import { Trans, useLingui } from "@lingui/react/macro";
import { COMPANY } from "@shared/catalog/company";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * The company's registration, as a lender shows it: legal name, the RBI's registration, CIN, GSTIN and the
 * registered office. The names, numbers and the address are data, written in English in every language.
 */
export function RegistrationDetails() {
  const { t } = useLingui();
  const rows = [
    { label: t`Legal name`, value: COMPANY.legalName, id: "legal-name" },
    { label: t`Registration with the RBI (housing finance company)`, value: COMPANY.rbiRegistrationNo, id: "rbi-registration" },
    { label: t`Corporate identity number (CIN)`, value: COMPANY.cin, id: "cin" },
    { label: t`GST registration (GSTIN)`, value: COMPANY.gstin, id: "gstin" },
    { label: t`Registered office`, value: COMPANY.address, id: "address" },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Company registration</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:gap-x-6">
          {rows.map((r) => (
            <div key={r.id} className="contents">
              <dt className="font-medium text-muted-foreground">{r.label}</dt>
              <dd lang="en" className="-mt-2 font-semibold break-words sm:mt-0">
                {r.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/50 dark:text-amber-100">
          <Trans>
            GharSetu is a demonstration: the company, its registration numbers, its officers and its partners on these pages are fictional.
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}
