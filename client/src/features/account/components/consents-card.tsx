import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import { MARKETING_CONSENT_TEXT } from "@shared/catalog/privacy";
import type { ConsentsStateJson } from "@shared/contracts/account";
import { formatIstDateTime } from "@/lib/format";
import type { ConsentPurpose, ConsentSource } from "@shared/schema";
import { ListSkeleton } from "@/components/ui/skeleton";
import { RetryAlert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { useConsents } from "../api/get-consents";
import { useUpdateMarketingConsent } from "../api/update-marketing-consent";

// The API's enum values, shown through the catalogue (docs/i18n.md).
const PURPOSE: Record<ConsentPurpose, MessageDescriptor> = {
  privacy_notice: msg`Privacy notice and terms`,
  marketing: msg`Marketing e-mails`,
};
const SOURCE: Record<ConsentSource, MessageDescriptor> = {
  registration_form: msg`at registration`,
  api: msg`by registering through the API`,
  profile: msg`from your profile`,
  erasure: msg`by deleting the account`,
};

/** The consents on record: the notice accepted, the marketing switch, and every change with its version and time. */
export function ConsentsCard() {
  const consents = useConsents();
  const update = useUpdateMarketingConsent();
  const { t, i18n } = useLingui();

  const setMarketing = (marketing: boolean) =>
    update.mutate(marketing, {
      onSuccess: () =>
        toast({
          title: marketing ? t`Marketing consent given` : t`Marketing consent withdrawn`,
          description: marketing ? t`We may send you offers by e-mail.` : t`We will not send you offers. Account e-mails still come.`,
        }),
      onError: (error) => toast({ title: t`Could not change your consent`, description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Consents</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            What you agreed to, and when. Read the{" "}
            <Link href="/privacy" className="font-medium text-primary underline underline-offset-2">
              privacy notice
            </Link>{" "}
            and the{" "}
            <Link href="/terms" className="font-medium text-primary underline underline-offset-2">
              terms
            </Link>
            .
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {consents.isPending ? (
          <ListSkeleton label={t`Loading your consents...`} />
        ) : consents.isError || !consents.data ? (
          <RetryAlert
            title={t`We couldn't load your consents`}
            message={t`Please check your connection and try again.`}
            onRetry={() => void consents.refetch()}
            retrying={consents.isFetching}
          />
        ) : (
          <>
            <NoticeAccepted privacyNotice={consents.data.privacyNotice} currentNoticeVersion={consents.data.currentNoticeVersion} />
            <div className="flex items-start justify-between gap-4 rounded-md border p-3">
              <div>
                <Label htmlFor="marketing-consent">
                  <Trans>Marketing e-mails</Trans>
                </Label>
                <p id="marketing-consent-hint" className="mt-1 text-sm text-muted-foreground">
                  {i18n._(MARKETING_CONSENT_TEXT)}
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
              <h3 className="mb-2 text-sm font-semibold">
                <Trans>History</Trans>
              </h3>
              {consents.data.history.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  <Trans>No consent has been recorded yet.</Trans>
                </p>
              ) : (
                <ol className="grid gap-2 text-sm" aria-label={t`Consent history`}>
                  {consents.data.history.map((c) => {
                    const recordedAt = formatIstDateTime(c.createdAt);
                    const noticeVersion = c.noticeVersion;
                    return (
                      <li key={c.id} className="grid gap-1 rounded-md bg-muted/50 px-3 py-2">
                        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                          <Badge color={c.granted ? "green" : "red"}>{c.granted ? t`Given` : t`Withdrawn`}</Badge>
                          <span className="font-medium">{t(PURPOSE[c.purpose])}</span>
                          <span className="text-muted-foreground">{t(SOURCE[c.source])}</span>
                        </span>
                        <span className="text-xs text-muted-foreground">
                          <Trans>
                            {recordedAt} · notice version {noticeVersion}
                          </Trans>
                        </span>
                      </li>
                    );
                  })}
                </ol>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** When the privacy notice was accepted, and whether it has changed since. */
function NoticeAccepted({ privacyNotice, currentNoticeVersion }: Pick<ConsentsStateJson, "privacyNotice" | "currentNoticeVersion">) {
  if (!privacyNotice)
    return (
      <p className="text-sm">
        <Trans>Your account was opened before consents were recorded.</Trans>
      </p>
    );
  const noticeVersion = privacyNotice.noticeVersion;
  const acceptedAt = formatIstDateTime(privacyNotice.createdAt);
  return (
    <p className="text-sm">
      <Trans>
        You accepted the privacy notice (<span className="whitespace-nowrap">version {noticeVersion}</span>) on {acceptedAt}.
      </Trans>
      {noticeVersion !== currentNoticeVersion && (
        <>
          {" "}
          <Trans>The notice has changed since (now version {currentNoticeVersion}).</Trans>
        </>
      )}
    </p>
  );
}
