import { LogOut, Monitor, Smartphone } from "lucide-react";
import { formatIstDateTime } from "@shared/format";
import { LoadingText } from "@/components/list-states";
import { RetryAlert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { useEndOtherSessions } from "../api/end-other-sessions";
import { useSessions } from "../api/get-sessions";

const MOBILE = /Android|iOS|iPadOS/;

/** The devices signed in to this account, and a way to sign out all but this one. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        toast({ title: "Signed out other devices", description: `${ended} other device${ended === 1 ? " was" : "s were"} signed out.` }),
      onError: (error) => toast({ title: "Could not sign out other devices", description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed-in devices</CardTitle>
        <CardDescription>If you see a device you do not know, sign it out and change your password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isLoading ? (
          <LoadingText>Loading your devices...</LoadingText>
        ) : sessions.isError ? (
          <RetryAlert
            title="We couldn't load your devices"
            message="Please check your connection and try again."
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        ) : (
          <ul className="grid gap-3" aria-label="Signed-in devices">
            {sessions.data?.map((s) => {
              const Icon = MOBILE.test(s.device) ? Smartphone : Monitor;
              return (
                <li key={s.id} className="flex items-start gap-3 rounded-md border p-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {s.device}
                      {s.current && <Badge color="green">This device</Badge>}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {s.ipAddress ? `IP ${s.ipAddress} · ` : ""}
                      {s.current ? "Active now" : `Last active ${formatIstDateTime(s.lastSeen)}`}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <Button variant="outline" onClick={signOutOthers} disabled={endOthers.isPending || others === 0} className="w-full sm:w-fit">
          <LogOut aria-hidden />
          {endOthers.isPending ? "Signing out..." : "Sign out other devices"}
        </Button>
      </CardContent>
    </Card>
  );
}
