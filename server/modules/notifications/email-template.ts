import { COMPANY } from "../../../shared/catalog/company";

export type EmailContent = {
  name: string;
  title: string;
  /** The opening: the same words as the in-app notification. */
  body: string;
  /** Facts of the event as label and value (receipt lines, booking details). */
  details?: [string, string][];
  /** Further paragraphs. */
  more?: string[];
};

const officer = COMPANY.grievanceOfficer;

const SIGN_OFF = [
  `Questions? Call ${COMPANY.phones.join(" or ")} (${COMPANY.businessHours.map((h) => `${h.days}: ${h.hours}`).join("; ")}) or write to ${COMPANY.email}.`,
  `Grievance redressal officer: ${officer.name}, ${officer.email}, ${officer.phone}. ${officer.escalationNote}`,
];
const FOOTER = `${COMPANY.legalName}, ${COMPANY.address}. This e-mail is about your ${COMPANY.name} account; we never ask for your password or OTP.`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function text({ name, body, details = [], more = [] }: EmailContent): string {
  const width = Math.max(0, ...details.map(([label]) => label.length)) + 2;
  const facts = details.map(([label, value]) => `  ${`${label}:`.padEnd(width)}${value}`);
  return [
    `Dear ${name},`,
    body,
    ...(facts.length ? [facts.join("\n")] : []),
    ...more,
    `Sign in to ${COMPANY.name} to see it on your dashboard.`,
    SIGN_OFF.join("\n"),
    `Warm regards,\nTeam ${COMPANY.name}`,
    `--\n${FOOTER}`,
  ].join("\n\n");
}

const p = (s: string, style = "margin:0 0 16px") => `<p style="${style}">${escapeHtml(s).replace(/\n/g, "<br>")}</p>`;

function html({ name, title, body, details = [], more = [] }: EmailContent): string {
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 16px 6px 0;color:#475569;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return [
    `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">`,
    `<p style="margin:0 0 8px;color:#0f766e;font-weight:700">${escapeHtml(COMPANY.name)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>`,
    p(`Dear ${name},`),
    p(body),
    rows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>` : "",
    ...more.map((m) => p(m)),
    p(`Sign in to ${COMPANY.name} to see it on your dashboard.`),
    ...SIGN_OFF.map((s) => p(s, "margin:0 0 8px;font-size:13px;color:#475569")),
    p(`Warm regards,\nTeam ${COMPANY.name}`, "margin:16px 0 0"),
    `</div>`,
    p(FOOTER, "max-width:560px;margin:16px auto 0;font-size:12px;color:#64748b"),
    `</body></html>`,
  ].join("\n");
}

/** The e-mail of an event in plain text and simple HTML (inline styles only: mail clients drop style sheets). */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  return { text: text(content), html: html(content) };
}
