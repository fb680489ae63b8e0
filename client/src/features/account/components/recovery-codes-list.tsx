import { Check, Copy, Download, KeyRound } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { formatIstDateTime } from "@shared/format";
import { copyText, downloadText } from "../lib/save-text";

const FILE_NAME = "gharsetu-recovery-codes.txt";

function recoveryCodesFile(codes: string[], username: string) {
  return [
    `GharSetu recovery codes for ${username}`,
    `Made on ${formatIstDateTime(new Date())}`,
    "",
    "Each code signs you in once, instead of a code from your authenticator app.",
    "Keep this file somewhere safe, such as a password manager.",
    "",
    ...codes,
    "",
  ].join("\n");
}

type RecoveryCodesListProps = { codes: string[]; username: string; onDone: () => void };

/** The ten recovery codes, shown once: copy, download, and say they are saved. */
export function RecoveryCodesList({ codes, username, onDone }: RecoveryCodesListProps) {
  const copy = async () => {
    const copied = await copyText(codes.join("\n"));
    toast(
      copied
        ? { title: "Recovery codes copied", description: "Paste them somewhere safe, such as a password manager." }
        : { title: "Could not copy", description: "Please select the codes and copy them, or download them.", variant: "destructive" },
    );
  };

  return (
    <div className="grid gap-4">
      <Alert variant="info">
        <KeyRound aria-hidden />
        <div>
          <AlertTitle>Save your recovery codes now</AlertTitle>
          <AlertDescription>
            If you lose your phone, each code signs you in once instead of a code from the app. We will not show them again.
          </AlertDescription>
        </div>
      </Alert>
      <ol
        aria-label="Recovery codes"
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
          Copy codes
        </Button>
        <Button type="button" variant="outline" onClick={() => downloadText(recoveryCodesFile(codes, username), FILE_NAME)}>
          <Download aria-hidden />
          Download as .txt
        </Button>
        <Button type="button" onClick={onDone} className="sm:ml-auto">
          <Check aria-hidden />I have saved them
        </Button>
      </div>
    </div>
  );
}
