import { CHAT_BOT_MESSAGE_MAX, CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX, type ChatHistoryMessage } from "@shared/schema/chat";

export type ChatMessage = {
  id: number;
  role: "user" | "bot";
  content: string;
  /** Notices (an error, no answer) are not part of the conversation sent back as history. */
  aside?: true;
  /** An answer from the customer's own data (their applications' status): it stays in this browser. */
  private?: true;
};

/**
 * The earlier messages sent with a question: the conversation only, and never a private answer;
 * each cut to the length the server takes (a long answer from the language model would otherwise
 * get the next question refused).
 */
export function chatHistory(messages: ChatMessage[]): ChatHistoryMessage[] {
  return messages
    .filter((m) => !m.aside && !m.private)
    .slice(-CHAT_HISTORY_MAX)
    .map(({ role, content }) => ({ role, content: content.slice(0, role === "user" ? CHAT_MESSAGE_MAX : CHAT_BOT_MESSAGE_MAX) }));
}
