import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createTransport } from "nodemailer";
import type { NotificationKind } from "../../../shared/schema";
import type { Deliverer, OutboxRow } from "./outbox.service";

export type EmailAttachment = { filename: string; contentType: string; content: string };

/** An "email" outbox message: rendered when the event happens, so a retry sends exactly what was queued. */
export type EmailPayload = {
  to: string;
  kind: NotificationKind;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
};

export type EmailSettings = {
  /** smtp:// or smtps:// URL; unset writes .eml files into mailDir instead. */
  smtpUrl?: string;
  mailDir: string;
  from: string;
};

/** Where e-mails go when no SMTP server is configured: DATA_DIR/mail. */
export const mailDirectory = (dataDir: string) => path.join(dataDir, "mail");

// A send must end well within the outbox's two-minute claim, or another instance could send it again.
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 45_000, dnsTimeout: 10_000 };

/**
 * The same message every attempt: one Message-ID per event, so a mail server or client that saw an
 * earlier attempt (an answer lost on the way back) can tell the retry is the same message.
 */
function messageOf(row: OutboxRow, from: string) {
  const p = row.payload as EmailPayload;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "gharsetu.invalid";
  const id = (row.dedupeKey ?? `outbox-${row.id}`).replace(/[^\w.-]/g, ".");
  return {
    from,
    to: p.to,
    subject: p.subject,
    text: p.text,
    html: p.html,
    messageId: `<${id}@${domain}>`,
    attachments: p.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  };
}

/**
 * Sends over SMTP when a URL is configured; otherwise composes the RFC 822 message with nodemailer
 * and writes it as DATA_DIR/mail/<outbox id>-<kind>.eml, owner-only. A retry of the same message
 * replaces its file (written whole under a temporary name, then renamed), never adds a second one.
 */
export function emailDeliverer({ smtpUrl, mailDir, from }: EmailSettings): Deliverer {
  if (smtpUrl) {
    const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return async (row) => {
      await transport.sendMail(messageOf(row, from));
    };
  }
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return async (row) => {
    const info = await composer.sendMail(messageOf(row, from));
    mkdirSync(mailDir, { recursive: true, mode: 0o700 });
    const name = `${String(row.id).padStart(8, "0")}-${(row.payload as EmailPayload).kind}.eml`.replace(/[^\w.-]/g, "_");
    const temp = path.join(mailDir, `.${name}.tmp`);
    writeFileSync(temp, info.message as Buffer, { mode: 0o600 });
    renameSync(temp, path.join(mailDir, name));
  };
}
