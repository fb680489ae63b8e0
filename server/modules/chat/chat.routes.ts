import type { Request } from "express";
import { chatContract } from "../../../shared/contracts/chat";
import { localeFromAcceptLanguage } from "../../../shared/i18n/locales";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { serve } from "../../http/contract-routes";
import { countHit, rateLimit } from "../../http/rate-limit";
import { createChatProvider, limitCalls } from "./chat-provider";
import { answerChat } from "./chat.service";

declare module "express-session" {
  interface SessionData {
    /** Set on a visitor's first chat message, so their messages count against one session. */
    chat?: true;
  }
}

/**
 * The session a chat message counts against: the signed-in user, or the visitor's session, which
 * the first message creates (a client that drops the cookie each time is held by the per-IP limit).
 */
function chatSession(req: Request): string {
  if (req.user) return `user:${req.user.id}`;
  if (!req.session.chat) req.session.chat = true;
  return `session:${req.sessionID}`;
}

/** POST /api/chat: open to visitors and customers; the provider key never leaves the server. */
export function chatRoutes(db: Db, config: Config) {
  const sdk = createChatProvider(config.chat);
  // Counted in PostgreSQL, so the ceiling holds across app instances.
  const provider = sdk && limitCalls(sdk, config.chat.providerPerMinute, async () => (await countHit(db, "chat-provider:all", 60)).hits);
  const { chatPerMinute, chatPerIpPerMinute } = config.rateLimits;
  // Each message may cost a paid language-model call: a network (an IPv6 client's whole /64) gets a
  // few people's worth, a session one person's.
  const perIp = rateLimit(db, {
    name: "chat-ip",
    limit: chatPerIpPerMinute,
    windowSeconds: 60,
    message: /*i18n*/ "Too many chat messages from this network. Please wait a minute and try again.",
  });
  const perSession = rateLimit(db, {
    name: "chat-session",
    limit: chatPerMinute,
    windowSeconds: 60,
    message: /*i18n*/ "You're sending messages too quickly. Please wait a minute and try again.",
    key: chatSession,
  });
  // The limits count every message, a malformed one too, so they run before the body is checked. The
  // client names the page's language in Accept-Language; the answer follows it (reply-language.ts).
  return [
    serve(
      chatContract.send,
      ({ req, user, body }) => answerChat(db, provider, req.log, user, body, localeFromAcceptLanguage(req.get("accept-language"))),
      { first: [perIp, perSession] },
    ),
  ];
}
