import { loanTypeLabel } from "../../../../shared/catalog/loan-types";
import type { OwnLoan } from "./context";
import { amountText, dateText, link } from "./format";

/** Loans listed in one answer; the dashboard has the rest. */
const SHOWN = 5;

const STATUS_TEXT: Record<string, string> = {
  pending: "Pending: our team is reviewing it",
  approved: "Approved",
  rejected: "Rejected",
};

function describe(loan: OwnLoan): string {
  const status = STATUS_TEXT[loan.status] ?? loan.status;
  const reason = loan.status === "rejected" && loan.rejectionReason ? ` (${loan.rejectionReason})` : "";
  const fee = loan.status !== "rejected" && !loan.processingFeePaid ? "; processing fee not paid yet" : "";
  return `• #${loan.id} ${loanTypeLabel(loan.loanType)} of ${amountText(loan.amountPaise)}, applied ${dateText(loan.appliedAt)}: **${status}**${reason}${fee}`;
}

/** The signed-in customer's own applications, and nobody else's; signed out, where to look. */
export function statusReply(loans: OwnLoan[] | null): string {
  if (loans === null) {
    return `Please ${link("log in", "/auth")} and ask me again, and I'll tell you the status of your loan applications. You can also see them on your dashboard once you are logged in.`;
  }
  if (loans.length === 0) {
    return `You have no loan applications yet. ${link("Apply for a Home Loan", "/loan-application?type=home-loan")}: it takes a few minutes.`;
  }
  const lines = [
    loans.length === 1 ? "Your loan application:" : `Your loan applications (${loans.length}), newest first:`,
    ...loans.slice(0, SHOWN).map(describe),
  ];
  if (loans.length > SHOWN) lines.push(`…and ${loans.length - SHOWN} more.`);
  lines.push(`${link("Open your dashboard", "/dashboard")} for the full progress of each application.`);
  return lines.join("\n");
}
