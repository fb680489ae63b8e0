import { COMPANY } from "../../../shared/catalog/company";
import { APP_ORIGIN } from "../outbox";
import { langOf, type Lang } from "./lang";

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
  /** The one thing to do, as a button: its label and its full URL (may hold APP_ORIGIN and LINK_TOKEN; the page in the recipient's language). */
  action?: { label: string; url: string };
  /** Further links, after the text (a booking's reschedule and cancel pages). */
  links?: { label: string; url: string }[];
};

const officer = COMPANY.grievanceOfficer;

/** The fixed words of every e-mail, in the recipient's language. */
function frame({ t, url }: Lang) {
  const hours = COMPANY.businessHours.map((h) => `${t(h.days)}: ${t(h.hours)}`).join("; ");
  return {
    appUrl: (link = "/") => `${APP_ORIGIN}${url(link)}`,
    greeting: (name: string | null) =>
      name
        ? t(/*i18n*/ { id: "email.greeting", message: "Dear {name}," }, { name })
        : t(/*i18n*/ { id: "email.greeting_unnamed", message: "Hello," }),
    seeItIn: t(/*i18n*/ { id: "email.see_it_in", message: "See it in {company}" }, { company: COMPANY.name }),
    copyAddress: (address: string) =>
      t(/*i18n*/ { id: "email.copy_address", message: "Or copy this address into your browser: {address}" }, { address }),
    signOff: [
      t(
        /*i18n*/ {
          id: "email.questions",
          message: "Questions? Call {phone} or {otherPhone} ({hours}) or write to {email}.",
        },
        { phone: COMPANY.phones[0], otherPhone: COMPANY.phones[1], hours, email: COMPANY.email },
      ),
      `${t(
        /*i18n*/ { id: "email.grievance_officer", message: "Grievance redressal officer: {name}, {email}, {phone}." },
        { name: officer.name, email: officer.email, phone: officer.phone },
      )} ${t(officer.escalationNote)}`,
    ],
    regards: t(/*i18n*/ { id: "email.regards", message: "Warm regards,\nTeam {company}" }, { company: COMPANY.name }),
    footer: t(
      /*i18n*/ {
        id: "email.footer",
        message: "{legalName}, {address}. This e-mail is about your {company} account; we never ask for your password or OTP.",
      },
      { legalName: COMPANY.legalName, address: COMPANY.address, company: COMPANY.name },
    ),
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A link's address in the recipient's language, under the site's address when it is a path. */
const fullUrl = (url: string, lang: Lang) => {
  const localized = lang.url(url);
  return localized.startsWith("/") ? `${APP_ORIGIN}${localized}` : localized;
};

function text({ name, body, details = [], more = [], link, action: given, links = [] }: EmailContent, lang: Lang): string {
  const f = frame(lang);
  const action = given && { label: given.label, url: lang.url(given.url) };
  const width = Math.max(0, ...details.map(([label]) => label.length)) + 2;
  const facts = details.map(([label, value]) => `  ${`${label}:`.padEnd(width)}${value}`);
  return [
    f.greeting(name),
    body,
    ...(facts.length ? [facts.join("\n")] : []),
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...more,
    ...(links.length ? [links.map((l) => `${l.label}: ${fullUrl(l.url, lang)}`).join("\n")] : []),
    action ? `${COMPANY.name}: ${f.appUrl()}` : `${f.seeItIn}: ${f.appUrl(link)}`,
    f.signOff.join("\n"),
    f.regards,
    `--\n${f.footer}`,
  ].join("\n\n");
}

const p = (s: string, style = "margin:0 0 16px") => `<p style="${style}">${escapeHtml(s).replace(/\n/g, "<br>")}</p>`;

function html({ name, title, body, details = [], more = [], link, action: given, links = [] }: EmailContent, lang: Lang): string {
  const f = frame(lang);
  const action = given && { label: given.label, url: lang.url(given.url) };
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 16px 6px 0;color:#475569;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return [
    `<!doctype html><html lang="${lang.tag}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">`,
    `<p style="margin:0 0 8px;color:#0f766e;font-weight:700">${escapeHtml(COMPANY.name)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>`,
    p(f.greeting(name)),
    p(body),
    rows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>` : "",
    action
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:700">${escapeHtml(action.label)}</a></p>` +
        p(f.copyAddress(action.url), "margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all")
      : "",
    ...more.map((m) => p(m)),
    links.length
      ? `<p style="margin:0 0 16px">${links.map((l) => `<a href="${escapeHtml(fullUrl(l.url, lang))}">${escapeHtml(l.label)}</a>`).join(" &middot; ")}</p>`
      : "",
    action
      ? `<p style="margin:0 0 16px"><a href="${f.appUrl()}">${escapeHtml(COMPANY.name)}</a></p>`
      : `<p style="margin:0 0 16px"><a href="${escapeHtml(f.appUrl(link))}">${escapeHtml(f.seeItIn)}</a></p>`,
    ...f.signOff.map((s) => p(s, "margin:0 0 8px;font-size:13px;color:#475569")),
    p(f.regards, "margin:16px 0 0"),
    `</div>`,
    p(f.footer, "max-width:560px;margin:16px auto 0;font-size:12px;color:#64748b"),
    `</body></html>`,
  ].join("\n");
}

/**
 * The e-mail of an event in plain text and simple HTML (inline styles only: mail clients drop style sheets),
 * its fixed words and the site's links in the recipient's language.
 */
export function renderEmail(content: EmailContent, lang: Lang = langOf()): { text: string; html: string } {
  return { text: text(content, lang), html: html(content, lang) };
}
