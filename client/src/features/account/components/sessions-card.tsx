import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { LogOut, Monitor, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import type { SessionViewJson } from "@shared/contracts/account";
import { formatIstDateTime } from "@/lib/format";
import { ListSkeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { useEndOtherSessions } from "../api/end-other-sessions";
import { useSessions } from "../api/get-sessions";

const MOBILE = /Android|iOS|iPadOS/;

/**
 * The device in the page's language ("Chrome on Linux", "Linux पर Chrome"): the browser's and the
 * system's names are product names, written as they are (lang="en").
 */
function DeviceName({ session }: { session: SessionViewJson }) {
  const browser = session.browser && <span lang="en">{session.browser}</span>;
  const os = session.os && <span lang="en">{session.os}</span>;
  let name: ReactNode;
  if (browser && os)
    name = (
      <Trans>
        {browser} on {os}
      </Trans>
    );
  else name = browser || os || <Trans>Unknown device</Trans>;
  // One flex item beside the badge.
  return <span>{name}</span>;
}

/** The devices signed in to this account, and a way to sign out all but this one. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const { t } = useLingui();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  // Each line whole in one message, so a language can order the address and the time its own way.
  const activity = (current: boolean, ipAddress: string | null, lastActive: string) => {
    if (ipAddress) return current ? t`IP ${ipAddress} · Active now` : t`IP ${ipAddress} · Last active ${lastActive}`;
    return current ? t`Active now` : t`Last active ${lastActive}`;
  };

  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        toast({
          title: t`Signed out other devices`,
          description: t`${plural(ended, { one: "# other device was signed out.", other: "# other devices were signed out." })}`,
        }),
      onError: (error) => toast({ title: t`Could not sign out other devices`, description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Signed-in devices</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>If you see a device you do not know, sign it out and change your password.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending ? (
          <ListSkeleton label={t`Loading your devices...`} />
        ) : sessions.isError ? (
          <RetryAlert
            title={t`We couldn't load your devices`}
            message={t`Please check your connection and try again.`}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        ) : (
          <ul className="grid gap-3" aria-label={t`Signed-in devices`}>
            {sessions.data?.map((s) => {
              const Icon = MOBILE.test(s.os ?? "") ? Smartphone : Monitor;
              const lastActive = formatIstDateTime(s.lastSeen);
              return (
                <li key={s.id} className="flex items-start gap-3 rounded-md border p-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <DeviceName session={s} />
                      {s.current && (
                        <Badge color="green">
                          <Trans>This device</Trans>
                        </Badge>
                      )}
                    </p>
                    <p className="text-sm text-muted-foreground">{activity(s.current, s.ipAddress, lastActive)}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <Button variant="outline" onClick={signOutOthers} disabled={endOthers.isPending || others === 0} className="w-full sm:w-fit">
          <LogOut aria-hidden />
          {endOthers.isPending ? t`Signing out...` : t`Sign out other devices`}
        </Button>
      </CardContent>
    </Card>
  );
}
