import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIPv4, isIPv6 } from "node:net";
import path from "node:path";
import proxyaddr from "proxy-addr";
import { z } from "zod";
import { COMPANY } from "../shared/catalog/company";

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
/**
 * Shortest prefix a trusted subnet may have. A wider one holds clients as well as proxies (10.0.0.0/8
 * is the largest private block, /32 a whole provider's IPv6 allocation); 0.0.0.0/1,128.0.0.0/1 is
 * `true` by another name.
 */
const SHORTEST_PREFIX = { ipv4: 8, ipv6: 32 };

/** Leading one bits of a dotted IPv4 netmask; undefined when the ones are not contiguous. */
function netmaskBits(mask: string): number | undefined {
  const n = mask.split(".").reduce((acc, octet) => acc * 256 + Number(octet), 0);
  const hostBits = 2 ** 32 - 1 - n;
  return (hostBits & (hostBits + 1)) === 0 ? 32 - Math.log2(hostBits + 1) : undefined;
}

/**
 * The prefix of an address/subnet entry as IPv4 or IPv6, as proxy-addr will match it: an IPv4-mapped
 * IPv6 subnet (::ffff:0:0/96 and inside) matches IPv4 clients, so it counts as an IPv4 prefix.
 */
function prefixOf(entry: string): { family: "ipv4" | "ipv6"; bits: number } | undefined {
  const [address, range, ...rest] = entry.split("/");
  if (rest.length > 0) return undefined;
  if (isIPv4(address)) {
    const bits = range === undefined ? 32 : /^\d+$/.test(range) ? Number(range) : isIPv4(range) ? netmaskBits(range) : undefined;
    return bits === undefined ? undefined : { family: "ipv4", bits };
  }
  if (!isIPv6(address) || (range !== undefined && !/^\d+$/.test(range))) return undefined;
  const bits = range === undefined ? 128 : Number(range);
  const mapped = /^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(new URL(`http://[${address.split("%")[0]}]`).hostname.slice(1, -1));
  return mapped && bits >= 96 ? { family: "ipv4", bits: bits - 96 } : { family: "ipv6", bits };
}

/** Whether Express (through proxy-addr, which it compiles "trust proxy" with) accepts the entry. */
function proxyAddrReads(entry: string): boolean {
  try {
    proxyaddr.compile(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY names the proxies in front of us: a hop count, or a comma-separated list of addresses,
 * subnets or Express's names (loopback, linklocal, uniquelocal). `true` is refused: it would trust
 * every X-Forwarded-For hop, so any client could forge its address past the per-IP limits and into
 * the audit log.
 */
const trustProxy = z
  .string()
  .optional()
  .superRefine((v, ctx) => {
    if (v === undefined || v === "" || v === "false" || /^\d+$/.test(v)) return;
    if (v === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "TRUST_PROXY=true would let any client forge its address; give the number of proxy hops (e.g. 1) or their addresses/subnets (e.g. 10.0.0.0/8)",
      });
      return;
    }
    const entries = v
      .split(",")
      .map((p) => p.trim())
      .filter((p) => !PROXY_NAMES.has(p));
    const wide = entries.filter((p) => {
      const prefix = prefixOf(p);
      return prefix !== undefined && prefix.bits < SHORTEST_PREFIX[prefix.family];
    });
    const bad = entries.filter((p) => !wide.includes(p) && (prefixOf(p) === undefined || !proxyAddrReads(p)));
    if (wide.length) {
      ctx.addIssue({
        code: "custom",
        message: `TRUST_PROXY ${wide.join(", ")}: wider than /8 (IPv4) or /32 (IPv6). Such a range holds clients as well as proxies, and every client in it could forge its address; name the proxies' own addresses or subnets (or loopback, linklocal, uniquelocal)`,
      });
    }
    if (bad.length)
      ctx.addIssue({ code: "custom", message: `TRUST_PROXY has entries that are not a hop count, address or subnet: ${bad.join(", ")}` });
  });

/**
 * PUBLIC_URL: the address visitors use, as an origin (scheme, host, port). Written into sitemap.xml,
 * robots.txt and each page's canonical and Open Graph URLs, which must not come from a request's Host
 * header (the client's to choose, and those answers are cached publicly).
 */
const publicUrl = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return undefined;
    let url: URL | undefined;
    try {
      url = new URL(v);
    } catch {
      url = undefined;
    }
    const origin =
      url &&
      /^https?:$/.test(url.protocol) &&
      !url.username &&
      !url.password &&
      url.pathname === "/" &&
      !url.search &&
      !url.hash &&
      !v.endsWith("?") &&
      !v.endsWith("#") &&
      /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)
        ? url.origin
        : undefined;
    if (!origin)
      ctx.addIssue({
        code: "custom",
        message: "PUBLIC_URL must be an http:// or https:// origin, e.g. https://www.example.in (no path, query or credentials)",
      });
    return origin;
  });

/** Whether HOST only listens on this machine. */
export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default("127.0.0.1"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z
      .string()
      .url("DATABASE_URL must be a postgres:// URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    SESSION_SECRET: z
      .string()
      .min(16, "SESSION_SECRET must be at least 16 characters")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    TRUST_PROXY: trustProxy,
    PUBLIC_URL: publicUrl,
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_API_URL: z.string().url().optional(),
    ANTHROPIC_API_KEY: z.string().optional(),
    ANTHROPIC_BASE_URL: z.string().url().optional(),
    CHAT_MODEL: z.string().optional(),
    CHAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    CHAT_PROVIDER_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    LOAN_WEBHOOK_URL: z.string().url().optional(),
    SMTP_URL: z
      .string()
      .optional()
      .refine((v) => !v || /^smtps?:\/\//i.test(v), "SMTP_URL must be an smtp:// or smtps:// URL"),
    MAIL_FROM: z.string().optional(),
    SEED_DEMO: z
      .enum(["true", "false", "1", "0", "accounts", ""], { error: "SEED_DEMO must be true, false or accounts" })
      .optional()
      .transform((v): Config["seedDemo"] | undefined =>
        v === undefined || v === "" ? undefined : v === "accounts" ? "accounts" : v === "true" || v === "1" ? "full" : false,
      ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DB_PREPARED_STATEMENTS: z
      .enum(["true", "false", "1", "0", ""], { error: "DB_PREPARED_STATEMENTS must be true or false" })
      .optional()
      .transform((v) => v !== "false" && v !== "0"),
    RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_REGISTER: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_WRITES: z.coerce.number().int().min(1).default(300),
    RATE_LIMIT_USER_WRITES: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_LOAN_APPLICATIONS: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_CHAT: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_CHAT_IP: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_DATA_EXPORTS: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_ACCOUNT_LINKS: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_RECOVERY: z.coerce.number().int().min(1).default(60),
    STAFF_TWO_FACTOR: z
      .enum(["required", "optional", ""], { error: "STAFF_TWO_FACTOR must be required or optional" })
      .optional()
      .transform((v) => (v === "" ? undefined : v)),
    CHECK_RESPONSES: z.enum(["true", "false"], { error: "CHECK_RESPONSES must be true or false" }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.DATABASE_URL && !v.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "SESSION_SECRET is required when DATABASE_URL is set (all instances must share it)",
      });
    }
  });

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  sessionSecret: string;
  /** Value for Express's "trust proxy" (hop count or address list); undefined = do not trust any proxy. */
  trustProxy?: number | string;
  /** The site's origin as visitors know it (PUBLIC_URL, else the listen address), e.g. "https://www.example.in". */
  publicUrl: string;
  razorpay: { keyId?: string; keySecret?: string; webhookSecret?: string; apiUrl?: string };
  /** The chat assistant's language-model provider; no apiKey = the built-in assistant answers. */
  chat: {
    apiKey?: string;
    baseUrl?: string;
    model: string;
    timeoutMs: number;
    /** Language-model calls per minute across all visitors and instances; beyond it the built-in assistant answers. */
    providerPerMinute: number;
  };
  loanWebhookUrl?: string;
  /** Unset: e-mails are written as .eml files under DATA_DIR/mail. */
  smtpUrl?: string;
  /** The From of every e-mail, e.g. "GharSetu <no-reply@example.in>". */
  mailFrom: string;
  /**
   * What an empty database is seeded with: "full" = the three demo accounts plus sample customers and
   * their activity; "accounts" = the three accounts only; false = nothing.
   */
  seedDemo: "full" | "accounts" | false;
  /**
   * Whether admins and super admins must sign in with a second factor before any staff route: required
   * unless STAFF_TWO_FACTOR=optional, which is the default only for the embedded demo on loopback (as its
   * demo accounts are), so the published demo accounts work out of the box.
   */
  staffTwoFactor: "required" | "optional";
  /** Check every JSON answer against its route's response schema (on outside production). */
  checkResponses: boolean;
  logLevel: string;
  dbPoolSize: number;
  /** PostgreSQL: prepare the statements sent again and again (off for a pooler that cannot keep them). */
  dbPreparedStatements: boolean;
  /**
   * Per client IP: login attempts per minute, registrations per hour, state-changing requests per
   * minute (counted before the body is parsed). Per signed-in user: state-changing requests per minute
   * and loan applications per day. Chat messages per minute per session and per client IP.
   */
  rateLimits: {
    loginPerMinute: number;
    registerPerHour: number;
    writesPerMinute: number;
    userWritesPerMinute: number;
    loanApplicationsPerDay: number;
    chatPerMinute: number;
    chatPerIpPerMinute: number;
    /** Downloads of one's own data per hour per person (each is a large read and an audit row kept for years). */
    dataExportsPerHour: number;
    /** Links e-mailed to one account per hour (verification, password reset), whoever asks. */
    accountLinksPerHour: number;
    /** Requests for links (forgotten password, resending verification) and link openings per client network per hour. */
    recoveryPerHour: number;
  };
};

function parseTrustProxy(v: string | undefined): Config["trustProxy"] {
  if (v === undefined || v === "" || v === "false" || v === "0") return undefined;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(",")
    .map((p) => p.trim())
    .join(",");
}

/** Embedded mode keeps a generated secret in DATA_DIR so sessions survive restarts. */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? embeddedSecret(dataDir),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST.includes(":") ? `[${e.HOST}]` : e.HOST}:${e.PORT}`,
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID || undefined,
      keySecret: e.RAZORPAY_KEY_SECRET || undefined,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET || undefined,
      apiUrl: e.RAZORPAY_API_URL,
    },
    chat: {
      apiKey: e.ANTHROPIC_API_KEY || undefined,
      baseUrl: e.ANTHROPIC_BASE_URL,
      model: e.CHAT_MODEL || "claude-sonnet-4-5",
      timeoutMs: e.CHAT_TIMEOUT_MS,
      providerPerMinute: e.CHAT_PROVIDER_PER_MINUTE,
    },
    loanWebhookUrl: e.LOAN_WEBHOOK_URL,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM || `${COMPANY.name} <${COMPANY.email}>`,
    // Demo data by default only on the embedded database listening on loopback.
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && isLoopbackHost(e.HOST) ? "full" : false),
    staffTwoFactor: e.STAFF_TWO_FACTOR ?? (!e.DATABASE_URL && isLoopbackHost(e.HOST) ? "optional" : "required"),
    checkResponses: e.CHECK_RESPONSES ? e.CHECK_RESPONSES === "true" : e.NODE_ENV !== "production",
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    dbPoolSize: e.DB_POOL_SIZE,
    dbPreparedStatements: e.DB_PREPARED_STATEMENTS,
    rateLimits: {
      loginPerMinute: e.RATE_LIMIT_LOGIN,
      registerPerHour: e.RATE_LIMIT_REGISTER,
      writesPerMinute: e.RATE_LIMIT_WRITES,
      userWritesPerMinute: e.RATE_LIMIT_USER_WRITES,
      loanApplicationsPerDay: e.RATE_LIMIT_LOAN_APPLICATIONS,
      chatPerMinute: e.RATE_LIMIT_CHAT,
      chatPerIpPerMinute: e.RATE_LIMIT_CHAT_IP,
      dataExportsPerHour: e.RATE_LIMIT_DATA_EXPORTS,
      accountLinksPerHour: e.RATE_LIMIT_ACCOUNT_LINKS,
      recoveryPerHour: e.RATE_LIMIT_RECOVERY,
    },
  };
}

/**
 * The configuration of an operator command (db:backup, db:restore, user:*): such a command serves
 * no sessions, so it needs no SESSION_SECRET and never creates DATA_DIR/session-secret.
 */
export function loadToolConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig({ ...env, SESSION_SECRET: env.SESSION_SECRET || "operator-command-serves-no-sessions" });
}
