import { Link2Off } from "lucide-react";
import type { ReactNode } from "react";
import { RecoveryCard } from "./recovery-card";

type LinkProblemProps = {
  title?: string;
  description?: ReactNode;
  announce?: boolean;
  /** The way on: usually a button that asks for a new link. */
  children: ReactNode;
};

/** A link from one of our e-mails that cannot be used: says so plainly, and what to do instead. */
export function LinkProblem({
  title = "This link has expired or has already been used",
  description = "For your security, each link in our e-mails works only once and only for a short time. Please ask for a new one.",
  announce,
  children,
}: LinkProblemProps) {
  return (
    <RecoveryCard icon={Link2Off} tone="warning" title={title} description={description} announce={announce}>
      {children}
    </RecoveryCard>
  );
}

/** Opened without its token (typed by hand, or reloaded after the token was read): only the e-mail's link will do. */
export const INCOMPLETE_LINK = {
  title: "This link is incomplete",
  description:
    "Please open the link from the e-mail again. For your security this page forgets the link once it has read it, so reloading the page cannot use it.",
} as const;
