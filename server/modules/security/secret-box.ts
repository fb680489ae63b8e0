import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals a small secret (an authenticator key, a link's token on its way through the outbox) with
 * AES-256-GCM under a key derived from the server's secret (SESSION_SECRET) for one purpose, so what
 * the database holds is useless without the server's secret (docs/decisions/account-recovery.md).
 */
export type SealPurpose = "two-factor-key" | "mail-link";

const keyFor = (secret: string, purpose: SealPurpose) => Buffer.from(hkdfSync("sha256", secret, "gharsetu", purpose, 32));
const b64u = (b: Buffer) => b.toString("base64url");

export function seal(plain: string, secret: string, purpose: SealPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", b64u(iv), b64u(body), b64u(cipher.getAuthTag())].join(".");
}

/** The sealed text, or null when it was sealed under another secret or purpose, or altered. */
export function unseal(sealed: string, secret: string, purpose: SealPurpose): string | null {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== "v1" || !iv || body === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFor(secret, purpose), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** SHA-256 in hex: how tokens and recovery codes are kept (they are random and long, so no slow hash is needed). */
export const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** A random token for a link: 32 bytes, base64url (43 characters). */
export const randomToken = () => randomBytes(32).toString("base64url");
