import { Link } from "wouter";
import { MARKETING_CONSENT_TEXT } from "@shared/catalog/privacy";
import { formatIstDateTime } from "@shared/format";
import type { ConsentPurpose, ConsentSource } from "@shared/schema";
import { LoadingText } from "@/components/list-states";
import { RetryAlert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { useConsents } from "../api/get-consents";
import { useUpdateMarketingConsent } from "../api/update-marketing-consent";

const PURPOSE: Record<ConsentPurpose, string> = { privacy_notice: "Privacy notice and terms", marketing: "Marketing e-mails" };
const SOURCE: Record<ConsentSource, string> = {
  registration_form: "at registration",
  api: "by registering through the API",
  profile: "from your profile",
  erasure: "by deleting the account",
};

/** The consents on record: the notice accepted, the marketing switch, and every change with its version and time. */
export function ConsentsCard() {
  const consents = useConsents();
  const update = useUpdateMarketingConsent();

  const setMarketing = (marketing: boolean) =>
    update.mutate(marketing, {
      onSuccess: () =>
        toast({
          title: marketing ? "Marketing consent given" : "Marketing consent withdrawn",
          description: marketing ? "We may send you offers by e-mail." : "We will not send you offers. Account e-mails still come.",
        }),
      onError: (error) => toast({ title: "Could not change your consent", description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Consents</CardTitle>
        <CardDescription>
          What you agreed to, and when. Read the{" "}
          <Link href="/privacy" className="font-medium text-primary underline underline-offset-2">
            privacy notice
          </Link>{" "}
          and the{" "}
          <Link href="/terms" className="font-medium text-primary underline underline-offset-2">
            terms
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {consents.isLoading ? (
          <LoadingText>Loading your consents...</LoadingText>
        ) : consents.isError || !consents.data ? (
          <RetryAlert
            title="We couldn't load your consents"
            message="Please check your connection and try again."
            onRetry={() => void consents.refetch()}
            retrying={consents.isFetching}
          />
        ) : (
          <>
            <p className="text-sm">
              {consents.data.privacyNotice ? (
                <>
                  You accepted the privacy notice (
                  <span className="whitespace-nowrap">version {consents.data.privacyNotice.noticeVersion}</span>) on{" "}
                  {formatIstDateTime(consents.data.privacyNotice.createdAt)}.
                </>
              ) : (
                "Your account was opened before consents were recorded."
              )}
              {consents.data.privacyNotice &&
                consents.data.privacyNotice.noticeVersion !== consents.data.currentNoticeVersion &&
                ` The notice has changed since (now version ${consents.data.currentNoticeVersion}).`}
            </p>
            <div className="flex items-start justify-between gap-4 rounded-md border p-3">
              <div>
                <Label htmlFor="marketing-consent">Marketing e-mails</Label>
                <p id="marketing-consent-hint" className="mt-1 text-sm text-muted-foreground">
                  {MARKETING_CONSENT_TEXT}
                </p>
              </div>
              <Switch
                id="marketing-consent"
                aria-describedby="marketing-consent-hint"
                checked={consents.data.marketing}
                disabled={update.isPending}
                onCheckedChange={setMarketing}
              />
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold">History</h3>
              {consents.data.history.length === 0 ? (
                <p className="text-sm text-muted-foreground">No consent has been recorded yet.</p>
              ) : (
                <ol className="grid gap-2 text-sm" aria-label="Consent history">
                  {consents.data.history.map((c) => (
                    <li key={c.id} className="grid gap-1 rounded-md bg-muted/50 px-3 py-2">
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <Badge color={c.granted ? "green" : "red"}>{c.granted ? "Given" : "Withdrawn"}</Badge>
                        <span className="font-medium">{PURPOSE[c.purpose]}</span>
                        <span className="text-muted-foreground">{SOURCE[c.source]}</span>
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {formatIstDateTime(c.createdAt)} · notice version {c.noticeVersion}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
