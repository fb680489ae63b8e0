import { mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { emailDeliverer, deliverDue } from "../../server/modules/outbox";
import type { TestApp } from "./test-app";

export type Mail = ParsedMail & { kind: string; to: string; file: string };

/**
 * The e-mails a test app sends, as a customer's mailbox would hold them: the outbox delivers into a
 * folder of .eml files (as the app does without SMTP_URL), and each is parsed back.
 */
export function mailbox(t: TestApp) {
  const dir = mkdtempSync(path.join(tmpdir(), "gharsetu-mailbox-"));
  const deliver = {
    email: emailDeliverer({
      mailDir: dir,
      from: "GharSetu <support@gharsetu.example>",
      publicUrl: t.config.publicUrl,
      secret: t.config.sessionSecret,
    }),
  };
  const seen = new Set<string>();
  return {
    dir,
    /** Everything delivered since the last call, oldest first. */
    async fresh(): Promise<Mail[]> {
      await t.settled();
      // One call sends one batch: until nothing is due.
      while ((await deliverDue(t.db, deliver)) > 0);
      const files = readdirSync(dir)
        .filter((f) => f.endsWith(".eml") && !seen.has(f))
        .sort((a, b) => statSync(path.join(dir, a)).mtimeMs - statSync(path.join(dir, b)).mtimeMs);
      const out: Mail[] = [];
      for (const file of files) {
        seen.add(file);
        const parsed = await simpleParser(readFileSync(path.join(dir, file)));
        const to = parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "";
        out.push(Object.assign(parsed, { kind: /-([a-z_]+)\.eml$/.exec(file)![1], to, file }));
      }
      return out;
    },
  };
}

/** The token of the link to `page` in an e-mail (the part after #token=). */
export function linkToken(mail: Mail, page: string, origin: string): string {
  const m = new RegExp(`${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${page}#token=([A-Za-z0-9_-]+)`).exec(mail.text ?? "");
  if (!m) throw new Error(`no ${page} link in the ${mail.kind} e-mail:\n${mail.text}`);
  return m[1];
}
