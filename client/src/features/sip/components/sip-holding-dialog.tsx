import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LineChart } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { InstalmentStatus } from "@shared/schema";
import { Detail } from "@/components/list-states";
import { ListSkeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { formatCurrency, formatDate, formatPercent } from "@/lib/format";
import { useSipHolding } from "../api/get-sip-holding";
import type { SipInvestmentRow } from "../api/get-sip-investments";
import { riskText } from "../lib/labels";
import { SebiWarning } from "./sebi-warning";
import { retryImport } from "@/lib/retry-import";

const SipHoldingPlot = lazy(() => retryImport(() => import("./sip-holding-plot")));

const INSTALMENT_STATUS: Record<InstalmentStatus, MessageDescriptor> = {
  scheduled: msg`Scheduled`,
  notified: msg`Notice sent`,
  paid: msg`Invested`,
  missed: msg`Debit failed`,
  skipped: msg`Skipped`,
  cancelled: msg`Cancelled`,
};

const units = (n: number | null) => (n === null ? "—" : n.toLocaleString("en-IN", { minimumFractionDigits: 3, maximumFractionDigits: 3 }));
const nav = (n: number | null) =>
  n === null ? "—" : `₹${n.toLocaleString("en-IN", { minimumFractionDigits: 4, maximumFractionDigits: 4 })}`;
const percent = (n: number | null) => (n === null ? "—" : formatPercent(n));

/** "View holding": the units a SIP holds, what they are worth at the latest NAV, XIRR, each instalment and the value over time. */
export function SipHoldingButton({ sip }: { sip: SipInvestmentRow }) {
  const [open, setOpen] = useState(false);
  const id = sip.id;
  if (sip.contributionsPaid === 0) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <LineChart aria-hidden />{" "}
        <Trans>
          View holding <span className="sr-only">of SIP #{id}</span>
        </Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">{open && <Holding sip={sip} />}</DialogContent>
      </Dialog>
    </>
  );
}

function Holding({ sip }: { sip: SipInvestmentRow }) {
  const { t, i18n } = useLingui();
  const { data: h, isPending, isError, refetch, isFetching } = useSipHolding(sip.id);
  const id = sip.id;
  const planName = i18n._(sip.planName);
  const navDate = h?.navDate ? formatDate(h.navDate) : "";
  const gainTone = h && h.gain < 0 ? "text-red-700 dark:text-red-300" : "text-emerald-800 dark:text-emerald-300";
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>
            {planName}, SIP #{id}
          </Trans>
        </DialogTitle>
        <DialogDescription>
          {sip.riskLevel && `${riskText(i18n, sip.riskLevel)} · `}
          {h?.navDate ? <Trans>Valued at the NAV of {navDate}</Trans> : <Trans>Your units and what they are worth</Trans>}
        </DialogDescription>
      </DialogHeader>
      {isPending ? (
        <ListSkeleton label={t`Loading your holding...`} />
      ) : isError || !h ? (
        <RetryAlert
          title={t`We couldn't load this holding`}
          message={t`Please check your connection and try again.`}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <div className="grid gap-5">
          <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
            <Detail label={t`Invested`}>{formatCurrency(h.invested)}</Detail>
            <Detail label={t`Units`}>{units(h.units)}</Detail>
            <Detail label={t`Current value`}>{formatCurrency(h.currentValue)}</Detail>
            <Detail label={t`Gain`}>
              <span className={gainTone}>
                {formatCurrency(h.gain)} ({percent(h.gainPercent)})
              </span>
            </Detail>
            <Detail label={t`XIRR`}>{percent(h.xirr)}</Detail>
            <Detail label={t`Latest NAV`}>{nav(h.nav)}</Detail>
          </dl>
          {h.navSource === "model" && (
            <p className="text-xs text-muted-foreground">
              <Trans>Demo NAVs: this plan's NAVs are simulated, not a fund's published prices.</Trans>
            </p>
          )}
          {h.chart.length > 1 && (
            <figure className="grid gap-2">
              <figcaption className="text-sm font-medium">
                <Trans>Value over time</Trans>
              </figcaption>
              <div className="h-56">
                <Suspense fallback={<ListSkeleton label={t`Loading chart...`} />}>
                  <SipHoldingPlot data={h.chart} />
                </Suspense>
              </div>
            </figure>
          )}
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="mb-2 text-left font-medium">
                <Trans>Instalments</Trans>
              </caption>
              <thead className="text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    #
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    <Trans>Date</Trans>
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right font-medium">
                    <Trans>Amount</Trans>
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col" className="hidden py-1 pr-3 text-right font-medium sm:table-cell">
                    NAV
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    <Trans>Units</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {h.instalments.map((i) => (
                  <tr key={i.seq} className="border-t">
                    <td className="py-1.5 pr-3 tabular-nums">{i.seq}</td>
                    <td className="whitespace-nowrap py-1.5 pr-3">{formatDate(i.navDate ?? i.debitOn)}</td>
                    <td className="whitespace-nowrap py-1.5 pr-3 text-right tabular-nums">{formatCurrency(i.amount)}</td>
                    <td className="py-1.5 pr-3">{i18n._(INSTALMENT_STATUS[i.status])}</td>
                    <td className="hidden py-1.5 pr-3 text-right tabular-nums sm:table-cell">{nav(i.nav)}</td>
                    <td className="py-1.5 text-right tabular-nums">{units(i.units)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <SebiWarning />
        </div>
      )}
    </>
  );
}
