import type { ChatReplyJson } from "@shared/contracts/chat";
import type { ChatRequest } from "@shared/schema/chat";
import { api } from "@/lib/api-client";

/** POST /api/chat: the reply's text ("" when the answer held none), and whether it is private to this customer. */
export async function sendChatMessage(input: ChatRequest): Promise<ChatReplyJson> {
  const body = await api("POST /api/chat", { body: input });
  const reply = body.reply.trim();
  return body.private === true ? { reply, private: true } : { reply };
}
