import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import type { NotificationKind } from "../../../shared/schema";
import { unseal } from "../security";
import type { Deliverer, OutboxRow } from "./outbox.service";
import { nowMs } from "../../../shared/clock";

/**
 * Written into an e-mail where the site's address goes (PUBLIC_URL, filled in as it is sent) and where
 * a link's token goes (kept sealed in the outbox row until then, so the database never holds a usable
 * link: docs/decisions/account-recovery.md).
 */
export const APP_ORIGIN = "{{gharsetu-origin}}";
export const LINK_TOKEN = "{{gharsetu-link-token}}";

export type EmailAttachment = { filename: string; contentType: string; content: string };

/** An "email" outbox message: rendered when the event happens, so a retry sends exactly what was queued. */
export type EmailPayload = {
  to: string;
  kind: NotificationKind;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
  /** Random, given when the message is queued (enqueue); older messages may lack it. */
  messageId?: string;
  /** The link's token, sealed with the server's secret; it replaces LINK_TOKEN as the message is sent. */
  sealedToken?: string;
  /** The recipient, sealed, in place of `to`: the goodbye of an erased account, whose address is kept nowhere readable. */
  sealedTo?: string;
};

export type EmailSettings = {
  /** smtp:// or smtps:// URL; unset writes .eml files into mailDir instead. */
  smtpUrl?: string;
  mailDir: string;
  from: string;
  /** Longest one SMTP send may take in all; defaults to SEND_DEADLINE_MS. */
  sendDeadlineMs?: number;
  /** The site's origin (PUBLIC_URL) for the links in each message. */
  publicUrl?: string;
  /** The server's secret (SESSION_SECRET), to unseal a link's token. */
  secret?: string;
};

/** Where e-mails go when no SMTP server is configured: DATA_DIR/mail. */
export const mailDirectory = (dataDir: string) => path.join(dataDir, "mail");

const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 45_000, dnsTimeout: 10_000 };
/**
 * The timeouts above are per step (socketTimeout is inactivity), so a server trickling bytes could
 * hold a send for ever; this is the total, well within the outbox's two-minute claim.
 */
export const SEND_DEADLINE_MS = 60_000;

/** The message's own id: random from enqueue; a message queued before that falls back to its event key. */
const localIdOf = (row: OutboxRow) =>
  ((row.payload as EmailPayload).messageId ?? row.dedupeKey ?? `outbox-${row.id}`).replace(/[^\w.-]/g, ".");

/**
 * The same message every attempt: one Message-ID per message, so a mail server or client that saw an
 * earlier attempt (an answer lost on the way back) can tell the retry is the same message.
 */
function messageOf(row: OutboxRow, { from, publicUrl = "", secret }: Pick<EmailSettings, "from" | "publicUrl" | "secret">) {
  const p = row.payload as EmailPayload;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "gharsetu.invalid";
  const id = localIdOf(row);
  const token = p.sealedToken ? (secret ? unseal(p.sealedToken, secret, "mail-link") : null) : "";
  // Sealed under another SESSION_SECRET: the link cannot be made; the customer asks for a new one.
  if (token === null) throw new Error("the link in this e-mail was sealed with another SESSION_SECRET");
  const fill = (s: string) => s.replaceAll(APP_ORIGIN, publicUrl).replaceAll(LINK_TOKEN, token);
  const to = p.sealedTo ? (secret ? unseal(p.sealedTo, secret, "mail-link") : null) : p.to;
  if (to === null) throw new Error("the recipient of this e-mail was sealed with another SESSION_SECRET");
  return {
    from,
    to,
    subject: p.subject,
    text: fill(p.text),
    html: fill(p.html),
    messageId: `<${id}@${domain}>`,
    attachments: p.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  };
}

/**
 * One SMTP send under a hard overall deadline, and stopped if the outbox claim is lost: nodemailer
 * aborts a send on its signal by closing that send's connection (at once: socketCloseTimeout 0).
 */
async function sendOverSmtp(transport: Transporter, message: ReturnType<typeof messageOf>, deadlineMs: number, claimLost: AbortSignal) {
  const deadline = AbortSignal.timeout(deadlineMs);
  try {
    await transport.sendMail({ ...message, signal: AbortSignal.any([claimLost, deadline]) });
  } catch (e) {
    if (deadline.aborted) throw new Error(`SMTP send took longer than ${Math.round(deadlineMs / 1000)} s`, { cause: e });
    throw e;
  }
}

/**
 * Sends over SMTP when a URL is configured; otherwise composes the RFC 822 message with nodemailer
 * and writes it as DATA_DIR/mail/<Message-ID>-<kind>.eml, owner-only. A retry of the same message
 * replaces its file (written whole under a temporary name, then renamed), never adds a second one.
 */
export function emailDeliverer({ smtpUrl, mailDir, from, sendDeadlineMs = SEND_DEADLINE_MS, publicUrl, secret }: EmailSettings): Deliverer {
  const compose = (row: OutboxRow) => messageOf(row, { from, publicUrl, secret });
  if (smtpUrl) {
    const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, socketCloseTimeout: 0 });
    return (row, claimLost) => sendOverSmtp(transport, compose(row), sendDeadlineMs, claimLost);
  }
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return async (row) => {
    const info = await composer.sendMail(compose(row));
    mkdirSync(mailDir, { recursive: true, mode: 0o700 });
    const name = `${localIdOf(row)}-${(row.payload as EmailPayload).kind}.eml`.replace(/[^\w.-]/g, "_");
    const temp = path.join(mailDir, `.${name}.tmp`);
    writeFileSync(temp, info.message as Buffer, { mode: 0o600 });
    renameSync(temp, path.join(mailDir, name));
  };
}

/**
 * What the log says at startup about where e-mail goes without SMTP_URL; on a public production
 * server that is a misconfiguration, since no customer then receives any e-mail.
 */
export function mailDestinationNotice(o: { smtpUrl?: string; mailDir: string; production: boolean; publicHost: boolean }): {
  info?: string;
  warn?: string;
} {
  if (o.smtpUrl) return {};
  return {
    info: `SMTP_URL is not set: e-mails are written as .eml files to ${o.mailDir}`,
    warn:
      o.production && o.publicHost
        ? `SMTP_URL is not set on a public production server: NO CUSTOMER RECEIVES E-MAIL (they only go to ${o.mailDir}). Set SMTP_URL.`
        : undefined,
  };
}

/** Removes .eml files (and stray temporaries) older than `days`, as the outbox rows themselves are. */
export function pruneMailDirectory(mailDir: string, days: number, now = nowMs()): number {
  let names: string[];
  try {
    names = readdirSync(mailDir);
  } catch {
    return 0; // no mail written yet
  }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith(".eml") || n.endsWith(".eml.tmp"))) {
    const file = path.join(mailDir, name);
    if (now - statSync(file).mtimeMs > days * 86_400_000) {
      rmSync(file, { force: true });
      removed++;
    }
  }
  return removed;
}
