import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link2Off } from "lucide-react";
import { isValidElement, type ReactNode } from "react";
import { RecoveryCard } from "./recovery-card";

type LinkProblemProps = {
  /** A text in the page's language, or a message (INCOMPLETE_LINK's) shown through the catalogue. */
  title?: string | MessageDescriptor;
  description?: ReactNode | MessageDescriptor;
  announce?: boolean;
  /** The way on: usually a button that asks for a new link. */
  children: ReactNode;
};

const isMessage = (value: unknown): value is MessageDescriptor =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !isValidElement(value) && "id" in value;

/** A link from one of our e-mails that cannot be used: says so plainly, and what to do instead. */
export function LinkProblem({ title, description, announce, children }: LinkProblemProps) {
  const { t, i18n } = useLingui();
  const shownTitle =
    title === undefined ? t`This link has expired or has already been used` : typeof title === "string" ? title : i18n._(title);
  const shownDescription =
    description === undefined
      ? t`For your security, each link in our e-mails works only once and only for a short time. Please ask for a new one.`
      : isMessage(description)
        ? i18n._(description)
        : description;
  return (
    <RecoveryCard icon={Link2Off} tone="warning" title={shownTitle} description={shownDescription} announce={announce}>
      {children}
    </RecoveryCard>
  );
}

/**
 * Opened without its token (typed by hand, or reloaded after the token was read): only the e-mail's link will do.
 * Messages, so the pages can spread them into LinkProblem, which shows them in the page's language.
 */
export const INCOMPLETE_LINK = {
  title: msg`This link is incomplete`,
  description: msg`Please open the link from the e-mail again. For your security this page forgets the link once it has read it, so reloading the page cannot use it.`,
} as const;
