import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarPlus } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import type { ConsultationRow } from "../api/get-consultations";
import { downloadConsultationEvent } from "../lib/calendar-file";

type AddToCalendarButtonProps = { consultation: ConsultationRow } & Pick<ComponentProps<typeof Button>, "variant" | "size" | "className">;

/** Downloads the booking as an .ics file any calendar app can open, worded in the page's language. */
export function AddToCalendarButton({ consultation, variant = "outline", size, className }: AddToCalendarButtonProps) {
  const { t, i18n } = useLingui();
  const download = () =>
    downloadConsultationEvent(consultation, i18n).catch((error: unknown) =>
      toast({ title: t`Calendar file not created`, description: errorMessage(error), variant: "destructive" }),
    );
  return (
    <Button type="button" variant={variant} size={size} className={className} onClick={() => void download()}>
      <CalendarPlus aria-hidden /> <Trans>Add to calendar</Trans>
    </Button>
  );
}
