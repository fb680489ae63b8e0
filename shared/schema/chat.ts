import { z } from "zod";
import { plainText } from "./text";

/** Longest message a visitor may type. */
export const CHAT_MESSAGE_MAX = 2000;
/** Earlier messages the client sends with each question; the server reads at most this many. */
export const CHAT_HISTORY_MAX = 10;
/** A bot answer can be longer than a typed message (the provider may use up to 1000 tokens, about 4,000 characters). */
export const CHAT_BOT_MESSAGE_MAX = 4000;

/** The app's public pages a chat reply may link to; the panel shows any other link as its label only. */
export const CHAT_LINK_PAGES = ["/", "/auth", "/about", "/loan-application", "/consultation", "/sip", "/dashboard"] as const;

export const CHAT_GREETING = /*i18n*/ "Hello! How can I help you today with your financial needs?";

export const chatHistoryMessageSchema = z
  .object({
    role: z.enum(["user", "bot"], { error: /*i18n*/ "A chat message's role is user or bot" }),
    content: plainText({ error: /*i18n*/ "A chat message needs text" }),
  })
  .refine((m) => m.content.length <= (m.role === "user" ? CHAT_MESSAGE_MAX : CHAT_BOT_MESSAGE_MAX), {
    message: /*i18n*/ "A message in the history is too long: at most 2,000 characters for yours and 4,000 for the assistant's",
    path: ["content"],
  });
export type ChatHistoryMessage = z.infer<typeof chatHistoryMessageSchema>;

export const chatRequestSchema = z.object({
  message: plainText({ error: /*i18n*/ "Please type a message" })
    .max(CHAT_MESSAGE_MAX, /*i18n*/ "Your message is too long: at most 2,000 characters")
    .refine((v) => v.trim() !== "", /*i18n*/ "Please type a message")
    .transform((v) => v.trim()),
  history: z
    .array(chatHistoryMessageSchema, { error: /*i18n*/ "history must be a list of messages" })
    .max(CHAT_HISTORY_MAX * 2, /*i18n*/ "Send at most the last 20 messages as history")
    .optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;
