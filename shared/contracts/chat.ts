import { z } from "zod";
import { chatRequestSchema } from "../schema/chat";
import { route, type Json } from "./define";

/** The assistant's answer. */
export const chatReplyView = z.strictObject({
  reply: z.string(),
  /**
   * Set on an answer drawn from the customer's own data (the status of their applications): the
   * client keeps it out of the history it sends back, so it never reaches the language model.
   */
  private: z.literal(true).optional(),
});
export type ChatReply = z.input<typeof chatReplyView>;
export type ChatReplyJson = Json<typeof chatReplyView>;

/** The chat assistant: open to visitors and customers; the provider key never leaves the server. */
export const chatContract = {
  send: route({
    method: "POST",
    path: "/api/chat",
    summary: "Ask the assistant one question, with the recent history (limited per network and per session)",
    access: "public",
    body: chatRequestSchema,
    response: chatReplyView,
  }),
};
