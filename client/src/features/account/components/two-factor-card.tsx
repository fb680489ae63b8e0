import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldCheck, Smartphone } from "lucide-react";
import { useState } from "react";
import type { TwoFactorStatusJson as TwoFactorStatus } from "@shared/contracts/account";
import { formatIstDateTime } from "@/lib/format";
import { ListSkeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { useTwoFactorChanged, useTwoFactorStatus } from "../api/get-two-factor";
import { RenewRecoveryCodesDialog } from "./renew-recovery-codes-dialog";
import { TurnOffTwoFactorDialog } from "./turn-off-two-factor-dialog";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

/** Profile → two-factor sign-in: a code from an authenticator app after the password. */
export function TwoFactorCard({ username }: { username: string }) {
  const status = useTwoFactorStatus();
  const changed = useTwoFactorChanged();
  const [enrolling, setEnrolling] = useState(false);
  const on = status.data?.enabled === true;
  const { t } = useLingui();

  return (
    <Card role="region" aria-labelledby="two-factor-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="two-factor-title">
            <Trans>Two-factor sign-in</Trans>
          </CardTitle>
          {status.data && !enrolling && <Badge color={on ? "green" : "grey"}>{on ? t`On` : t`Off`}</Badge>}
        </div>
        <CardDescription>
          <Trans>
            After your password, a 6-digit code from an authenticator app on your phone, so a stolen password alone cannot sign in.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {enrolling ? (
          <TwoFactorEnrolment
            username={username}
            onCancel={() => setEnrolling(false)}
            onDone={() => {
              setEnrolling(false);
              void changed();
            }}
          />
        ) : status.isPending ? (
          <ListSkeleton label={t`Loading two-factor sign-in...`} />
        ) : status.isError || !status.data ? (
          <RetryAlert
            title={t`We couldn't load two-factor sign-in`}
            message={t`Please check your connection and try again.`}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        ) : on ? (
          <TwoFactorOn status={status.data} username={username} />
        ) : (
          <>
            {status.data.required && (
              <p className="text-sm font-medium">
                <Trans>Staff accounts must turn it on before using staff pages.</Trans>
              </p>
            )}
            <Button onClick={() => setEnrolling(true)} className="w-full sm:w-fit">
              <ShieldCheck aria-hidden />
              <Trans>Turn on</Trans>
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** How many recovery codes the server makes at a time (server/modules/auth/two-factor.service.ts). */
const RECOVERY_CODES_MADE = 10;

function TwoFactorOn({ status, username }: { status: TwoFactorStatus; username: string }) {
  const fewLeft = status.recoveryCodesLeft <= 3;
  const codesLeft = status.recoveryCodesLeft;
  const codesMade = RECOVERY_CODES_MADE;
  return (
    <>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="grid gap-0.5 rounded-md border p-3">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <Smartphone aria-hidden className="size-4 shrink-0" />
            <Trans>On since</Trans>
          </dt>
          <dd className="pl-6 font-medium">{status.enabledAt ? formatIstDateTime(status.enabledAt) : "—"}</dd>
        </div>
        <div className="grid gap-0.5 rounded-md border p-3">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <ShieldCheck aria-hidden className="size-4 shrink-0" />
            <Trans>Recovery codes left</Trans>
          </dt>
          <dd className={cn("pl-6", fewLeft ? "font-semibold text-red-700 dark:text-red-400" : "font-medium")}>
            <Trans>
              {codesLeft} of {codesMade}
            </Trans>
          </dd>
        </div>
      </dl>
      {fewLeft && (
        <p className="text-sm">
          <Trans>Only a few recovery codes are left. Make new ones and keep them somewhere safe.</Trans>
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <RenewRecoveryCodesDialog username={username} />
        {!status.required && <TurnOffTwoFactorDialog />}
      </div>
      {status.required && (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Staff accounts must keep two-factor sign-in on. If you lose your phone and your recovery codes, ask a super admin to reset it.
          </Trans>
        </p>
      )}
    </>
  );
}
