import { COMPANY } from "../../../shared/catalog/company";
import { APP_ORIGIN } from "../outbox";

export type EmailContent = {
  /** Null: the greeting names nobody (mail to an address not yet proven carries no text a stranger typed). */
  name: string | null;
  title: string;
  /** The opening: the same words as the in-app notification. */
  body: string;
  /** Facts of the event as label and value (receipt lines, booking details). */
  details?: [string, string][];
  /** Further paragraphs. */
  more?: string[];
  /** Where in the app the item lives (a path), linked under the site's address. */
  link?: string;
  /** The one thing to do, as a button: its label and its full URL (may hold APP_ORIGIN and LINK_TOKEN). */
  action?: { label: string; url: string };
};

const appUrl = (link = "/") => `${APP_ORIGIN}${link}`;
const greeting = (name: string | null) => (name ? `Dear ${name},` : "Hello,");

const officer = COMPANY.grievanceOfficer;

const SIGN_OFF = [
  `Questions? Call ${COMPANY.phones.join(" or ")} (${COMPANY.businessHours.map((h) => `${h.days}: ${h.hours}`).join("; ")}) or write to ${COMPANY.email}.`,
  `Grievance redressal officer: ${officer.name}, ${officer.email}, ${officer.phone}. ${officer.escalationNote}`,
];
const FOOTER = `${COMPANY.legalName}, ${COMPANY.address}. This e-mail is about your ${COMPANY.name} account; we never ask for your password or OTP.`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function text({ name, body, details = [], more = [], link, action }: EmailContent): string {
  const width = Math.max(0, ...details.map(([label]) => label.length)) + 2;
  const facts = details.map(([label, value]) => `  ${`${label}:`.padEnd(width)}${value}`);
  return [
    greeting(name),
    body,
    ...(facts.length ? [facts.join("\n")] : []),
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...more,
    action ? `${COMPANY.name}: ${appUrl()}` : `See it in ${COMPANY.name}: ${appUrl(link)}`,
    SIGN_OFF.join("\n"),
    `Warm regards,\nTeam ${COMPANY.name}`,
    `--\n${FOOTER}`,
  ].join("\n\n");
}

const p = (s: string, style = "margin:0 0 16px") => `<p style="${style}">${escapeHtml(s).replace(/\n/g, "<br>")}</p>`;

function html({ name, title, body, details = [], more = [], link, action }: EmailContent): string {
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
    p(greeting(name)),
    p(body),
    rows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>` : "",
    action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:700">${escapeHtml(action.label)}</a></p>` +
        p(`Or copy this address into your browser: ${action.url}`, "margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all")
      : "",
    ...more.map((m) => p(m)),
    action
      ? `<p style="margin:0 0 16px"><a href="${appUrl()}">${escapeHtml(COMPANY.name)}</a></p>`
      : `<p style="margin:0 0 16px"><a href="${escapeHtml(appUrl(link))}">See it in ${escapeHtml(COMPANY.name)}</a></p>`,
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
