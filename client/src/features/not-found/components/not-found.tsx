import { Trans, useLingui } from "@lingui/react/macro";
import { Calculator, Home, Landmark, Mail, SearchX } from "lucide-react";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { Card, CardContent } from "@/components/ui/card";

/** Every address the app does not have (the server answers it with a 404): where to go from here. */
export default function NotFoundPage() {
  const { t } = useLingui();
  const email = COMPANY.email;
  const links = [
    { href: "/", label: t`Home`, icon: Home },
    { href: "/loan-application?type=home-loan", label: t`Home loans`, icon: Landmark },
    { href: "/loan-application#calculators", label: t`Loan calculators`, icon: Calculator },
  ];
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <Card className="w-full max-w-lg">
        <CardContent className="grid gap-5 p-8">
          <div className="flex flex-col items-center gap-3 text-center">
            <SearchX className="size-12 text-muted-foreground" aria-hidden />
            <h1 className="text-2xl font-bold">
              <Trans>We couldn't find that page</Trans>
            </h1>
            <p className="text-muted-foreground">
              <Trans>The address may be mistyped, or the page may have moved. These can help:</Trans>
            </p>
          </div>
          <nav aria-label={t`Where to go next`}>
            <ul className="grid gap-2 sm:grid-cols-2">
              {links.map(({ href, label, icon: Icon }) => (
                <li key={href}>
                  <Link
                    href={href}
                    className="flex items-center gap-2 rounded-md border p-3 text-sm font-medium hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Icon className="size-4 shrink-0 text-primary" aria-hidden />
                    {label}
                  </Link>
                </li>
              ))}
              <li>
                <a
                  href={`mailto:${email}`}
                  className="flex items-center gap-2 rounded-md border p-3 text-sm font-medium hover:bg-secondary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Mail className="size-4 shrink-0 text-primary" aria-hidden />
                  <Trans>Contact us</Trans>
                </a>
              </li>
            </ul>
          </nav>
          <p className="text-center text-sm text-muted-foreground">
            <Trans>
              Or write to us at <span translate="no">{email}</span>.
            </Trans>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
