import type { ChatReply, ChatRequest } from "@shared/schema/chat";
import { apiRequest } from "@/lib/api";

/** POST /api/chat: the reply's text, or "" when the answer held none. */
export async function sendChatMessage(input: ChatRequest): Promise<string> {
  const res = await apiRequest("POST", "/api/chat", input);
  const body = (await res.json()) as Partial<ChatReply> | null;
  return typeof body?.reply === "string" ? body.reply.trim() : "";
}
