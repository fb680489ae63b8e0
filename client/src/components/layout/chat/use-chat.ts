import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useRef, useState } from "react";
import { CHAT_GREETING } from "@shared/schema/chat";
import { ApiError, errorMessage } from "@/lib/api";
import { catalogueText } from "@/lib/catalogue-text";
import { chatHistory, type ChatMessage } from "./chat-history";
import { sendChatMessage } from "./send-chat-message";

/** The bot message for an answer without text, and for a failed call: the chat never just goes quiet. */
export const NO_RESPONSE = msg`Sorry, no response received.`;
export const WENT_WRONG = msg`Sorry, something went wrong while contacting the assistant provider. Please try again.`;

/** A refusal the visitor can act on (too many messages) is shown as the server words it (in the page's language). */
function failureText(error: unknown, i18n: I18n): string {
  const wentWrong = i18n._(WENT_WRONG);
  return error instanceof ApiError && error.status === 429 ? errorMessage(error, wentWrong) : wentWrong;
}

/**
 * The conversation: starts with the greeting; each non-blank submit appends the user's message, then
 * the reply when it returns. Nothing else is added after an answer: no canned promotion
 * (docs/decisions/chat-assistant-answers.md).
 */
export function useChat() {
  const { i18n } = useLingui();
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 0, role: "bot", content: catalogueText(i18n, CHAT_GREETING) }]);
  const [pending, setPending] = useState(false);
  const log = useRef(messages);
  const nextId = useRef(1);

  const append = useCallback((message: Omit<ChatMessage, "id">) => {
    log.current = [...log.current, { ...message, id: nextId.current++ }];
    setMessages(log.current);
  }, []);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || pending) return;
      const history = chatHistory(log.current);
      append({ role: "user", content: message });
      setPending(true);
      try {
        const answer = await sendChatMessage({ message, history });
        append(
          answer.reply
            ? { role: "bot", content: answer.reply, private: answer.private }
            : { role: "bot", content: i18n._(NO_RESPONSE), aside: true },
        );
      } catch (error) {
        console.error("Chat request failed", error);
        append({ role: "bot", content: failureText(error, i18n), aside: true });
      } finally {
        setPending(false);
      }
    },
    [append, i18n, pending],
  );

  return { messages, pending, send };
}
