import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldAlert } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { ACCOUNT_ERROR_CODES } from "@shared/schema/account-security";
import { RetryAlert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { PageSkeleton } from "@/components/ui/skeleton";
import { errorCode } from "@/lib/api";
import { useUser } from "@/lib/auth/get-user";
import { useTwoFactorChanged, useTwoFactorStatus } from "../api/get-two-factor";
import { TwoFactorEnrolment } from "./two-factor-enrolment";

/**
 * Staff pages for a staff account that must use two-factor sign-in and has not set it up: the server
 * refuses their staff calls (TWO_FACTOR_SETUP_REQUIRED), so the page offers the setup instead of a
 * panel of errors. Once the recovery codes are saved the status is read again and the panel shows.
 */
export function StaffTwoFactorGate({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const status = useTwoFactorStatus();
  const changed = useTwoFactorChanged();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  // A staff call refused for want of a second factor (a super admin reset it meanwhile): the status is read again.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === "updated" &&
          event.action.type === "error" &&
          errorCode(event.action.error) === ACCOUNT_ERROR_CODES.twoFactorSetupRequired
        )
          void changed();
      }),
    [queryClient, changed],
  );

  if (status.isPending) return <PageSkeleton />;
  if (status.isError || !status.data) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <RetryAlert
          title={t`We couldn't check your sign-in settings`}
          message={t`Please check your connection and try again.`}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      </div>
    );
  }
  // Turning it on only marks the status stale (enable-two-factor.ts): the recovery codes stay on screen until saved.
  if (!status.data.required || status.data.enabled) return children;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
            <ShieldAlert className="size-6" aria-hidden />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">
            <Trans>
              Set up two-factor <span className="whitespace-nowrap">sign-in</span> to use staff pages
            </Trans>
          </h1>
          <CardDescription>
            <Trans>
              Staff accounts sign in with their password and a 6-digit code from an authenticator app on their phone. It takes a minute, and
              you stay signed in here.
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <TwoFactorEnrolment username={user?.username ?? ""} onDone={() => void changed()} />
        </CardContent>
      </Card>
    </div>
  );
}
