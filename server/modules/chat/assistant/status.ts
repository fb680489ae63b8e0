import type { MessageDescriptor } from "@lingui/core";
import { loanTypeLabel } from "../../../../shared/catalog/loan-types";
import type { OwnLoan } from "./context";
import { amountText, dateText, type Voice } from "./format";

/** Loans listed in one answer; the dashboard has the rest. */
const SHOWN = 5;

const STATUS_TEXT: Partial<Record<string, MessageDescriptor>> = {
  pending: /*i18n*/ { id: "chat.status.pending", message: "Pending: our team is reviewing it" },
  approved: /*i18n*/ { id: "chat.status.approved", message: "Approved" },
  rejected: /*i18n*/ { id: "chat.status.rejected", message: "Rejected" },
};

function describe(loan: OwnLoan, v: Voice): string {
  const { t } = v;
  const known = STATUS_TEXT[loan.status];
  const values = {
    id: String(loan.id),
    type: t(loanTypeLabel(loan.loanType)),
    amount: amountText(loan.amountPaise),
    date: dateText(loan.appliedAt, v),
    status: known ? t(known) : loan.status,
    // Written by our staff, in English: shown as written.
    reason: loan.rejectionReason ?? "",
  };
  if (loan.status === "rejected" && loan.rejectionReason) {
    return t(
      /*i18n*/ { id: "chat.status.loan_reason", message: "• #{id} {type} of {amount}, applied {date}: **{status}** ({reason})" },
      values,
    );
  }
  if (loan.status !== "rejected" && !loan.processingFeePaid) {
    return t(
      /*i18n*/ {
        id: "chat.status.loan_fee_due",
        message: "• #{id} {type} of {amount}, applied {date}: **{status}**; processing fee not paid yet",
      },
      values,
    );
  }
  return t(/*i18n*/ { id: "chat.status.loan", message: "• #{id} {type} of {amount}, applied {date}: **{status}**" }, values);
}

/** The signed-in customer's own applications, and nobody else's; signed out, where to look. */
export function statusReply(loans: OwnLoan[] | null, v: Voice): string {
  const { t } = v;
  if (loans === null) {
    return t(
      /*i18n*/ {
        id: "chat.status.log_in",
        message:
          "Please [log in]({path}) and ask me again, and I'll tell you the status of your loan applications. You can also see them on your dashboard once you are logged in.",
      },
      { path: "/auth" },
    );
  }
  if (loans.length === 0) {
    return t(
      /*i18n*/ {
        id: "chat.status.none",
        message: "You have no loan applications yet. [Apply for a Home Loan]({path}): it takes a few minutes.",
      },
      {
        path: "/loan-application?type=home-loan",
      },
    );
  }
  const lines = [
    loans.length === 1
      ? t(/*i18n*/ { id: "chat.status.one", message: "Your loan application:" })
      : t(/*i18n*/ { id: "chat.status.many", message: "Your loan applications ({count}), newest first:" }, { count: String(loans.length) }),
    ...loans.slice(0, SHOWN).map((loan) => describe(loan, v)),
  ];
  if (loans.length > SHOWN)
    lines.push(t(/*i18n*/ { id: "chat.status.more", message: "…and {count} more." }, { count: String(loans.length - SHOWN) }));
  lines.push(
    t(
      /*i18n*/ { id: "chat.status.dashboard", message: "[Open your dashboard]({path}) for the full progress of each application." },
      { path: "/dashboard" },
    ),
  );
  return lines.join("\n");
}
