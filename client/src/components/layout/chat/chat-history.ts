import { CHAT_HISTORY_MAX, type ChatHistoryMessage } from "@shared/schema/chat";

export type ChatMessage = {
  id: number;
  role: "user" | "bot";
  content: string;
  /** Canned follow-ups and error notices are not part of the conversation sent back as history. */
  aside?: true;
  /** An answer from the customer's own data (their applications' status): it stays in this browser. */
  private?: true;
};

/** The earlier messages sent with a question: the conversation only, and never a private answer. */
export function chatHistory(messages: ChatMessage[]): ChatHistoryMessage[] {
  return messages
    .filter((m) => !m.aside && !m.private)
    .slice(-CHAT_HISTORY_MAX)
    .map(({ role, content }) => ({ role, content }));
}
