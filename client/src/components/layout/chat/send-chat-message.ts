import type { ChatReply, ChatRequest } from "@shared/schema/chat";
import { apiRequest } from "@/lib/api";

/** POST /api/chat: the reply's text ("" when the answer held none), and whether it is private to this customer. */
export async function sendChatMessage(input: ChatRequest): Promise<ChatReply> {
  const res = await apiRequest("POST", "/api/chat", input);
  const body = (await res.json()) as Partial<ChatReply> | null;
  const reply = typeof body?.reply === "string" ? body.reply.trim() : "";
  return body?.private === true ? { reply, private: true } : { reply };
}
