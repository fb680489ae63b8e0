import { Trans, useLingui } from "@lingui/react/macro";
import { Video } from "lucide-react";
import { ADVISER_LANGUAGES } from "@shared/catalog/adviser-languages";
import type { ConsultationRow } from "../api/get-consultations";

/** Who the session is with: the adviser's initials in a circle, their name and the languages they speak. */
export function AdviserBadge({ adviser }: { adviser: NonNullable<ConsultationRow["adviser"]> }) {
  const { i18n } = useLingui();
  const languages = adviser.languages.map((l) => i18n._(ADVISER_LANGUAGES[l])).join(", ");
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
      >
        {adviser.initials}
      </span>
      <span className="min-w-0 text-sm">
        <span className="block font-medium" translate="no">
          {adviser.name}
        </span>
        <span className="block text-xs text-muted-foreground">
          <Trans>Speaks {languages}</Trans>
        </span>
      </span>
    </div>
  );
}

/** How the customer meets the adviser: the video room's link once confirmed, else a phone call. */
export function HowYouMeet({ consultation }: { consultation: ConsultationRow }) {
  if (consultation.status !== "scheduled") return null;
  return consultation.meetingUrl ? (
    <a
      href={consultation.meetingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 break-all text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <Video aria-hidden className="size-4 shrink-0" />
      <Trans>Join the video call</Trans>
    </a>
  ) : (
    <p className="text-sm text-muted-foreground">
      <Trans>Your adviser will call you at the time booked.</Trans>
    </p>
  );
}
