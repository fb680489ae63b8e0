import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Copy, Download, KeyRound } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { formatIstDateTime } from "@/lib/format";
import { copyText, downloadText } from "../lib/save-text";

const FILE_NAME = "gharsetu-recovery-codes.txt";

/** The file's text, in the page's language. */
function recoveryCodesFile(codes: string[], username: string, i18n: I18n) {
  const madeOn = formatIstDateTime(new Date());
  return [
    i18n._(msg`GharSetu recovery codes for ${username}`),
    i18n._(msg`Made on ${madeOn}`),
    "",
    i18n._(msg`Each code signs you in once, instead of a code from your authenticator app.`),
    i18n._(msg`Keep this file somewhere safe, such as a password manager.`),
    "",
    ...codes,
    "",
  ].join("\n");
}

type RecoveryCodesListProps = { codes: string[]; username: string; onDone: () => void };

/** The ten recovery codes, shown once: copy, download, and say they are saved. */
export function RecoveryCodesList({ codes, username, onDone }: RecoveryCodesListProps) {
  const { t, i18n } = useLingui();
  const copy = async () => {
    const copied = await copyText(codes.join("\n"));
    toast(
      copied
        ? { title: t`Recovery codes copied`, description: t`Paste them somewhere safe, such as a password manager.` }
        : { title: t`Could not copy`, description: t`Please select the codes and copy them, or download them.`, variant: "destructive" },
    );
  };

  return (
    <div className="grid gap-4">
      <Alert variant="info">
        <KeyRound aria-hidden />
        <div>
          <AlertTitle>
            <Trans>Save your recovery codes now</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>If you lose your phone, each code signs you in once instead of a code from the app. We will not show them again.</Trans>
          </AlertDescription>
        </div>
      </Alert>
      <ol
        aria-label={t`Recovery codes`}
        className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-md border bg-muted/40 p-4 font-mono text-sm sm:text-base"
      >
        {codes.map((code) => (
          <li key={code} className="select-all tabular-nums">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          <Trans>Copy codes</Trans>
        </Button>
        <Button type="button" variant="outline" onClick={() => downloadText(recoveryCodesFile(codes, username, i18n), FILE_NAME)}>
          <Download aria-hidden />
          <Trans>Download as .txt</Trans>
        </Button>
        <Button type="button" onClick={onDone} className="sm:ml-auto">
          <Check aria-hidden />
          <Trans>I have saved them</Trans>
        </Button>
      </div>
    </div>
  );
}
