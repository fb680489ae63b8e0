import Anthropic from "@anthropic-ai/sdk";
import { CHAT_HISTORY_MAX, type ChatHistoryMessage } from "../../../shared/schema/chat";
import type { Config } from "../../env";
import { understand } from "./assistant";

/** The token limit of the language-model call: enough for a chat answer, and a cap on its cost. */
export const CHAT_MAX_TOKENS = 1000;

export type ProviderMessage = { role: "user" | "assistant"; content: string };

/** Asks the language model; the answer's text, or null when it gave none. Throws on any failure. */
export type ChatProvider = (input: { system: string; messages: ProviderMessage[] }) => Promise<string | null>;

/**
 * The Messages API through the official SDK, or null when no key is configured. The key stays in
 * this closure: it is sent only to the provider, never logged or returned. One retry for a passing
 * overload, but the whole call, retry included, ends at the timeout: after that the built-in
 * assistant answers instead of keeping the visitor waiting.
 */
export function createChatProvider(chat: Config["chat"]): ChatProvider | null {
  if (!chat.apiKey) return null;
  const client = new Anthropic({
    apiKey: chat.apiKey,
    baseURL: chat.baseUrl ?? null,
    timeout: chat.timeoutMs,
    maxRetries: 1,
    logLevel: "off",
    openTelemetry: false,
  });
  return async ({ system, messages }) => {
    const response = await client.messages.create(
      { model: chat.model, max_tokens: CHAT_MAX_TOKENS, system, messages },
      { signal: AbortSignal.timeout(chat.timeoutMs) },
    );
    const text = response.content
      .flatMap((block) => (block.type === "text" ? [block.text] : []))
      .join("\n")
      .trim();
    return text || null;
  };
}

/** Thrown instead of calling the provider when this minute's calls are used up. */
export class ChatProviderBusy extends Error {
  override name = "ChatProviderBusy";
}

/**
 * The provider, called at most `perMinute` times a minute in all: a bill ceiling that holds however
 * many sessions and addresses the messages come from. `countCall` counts one call and gives this
 * minute's count so far. Over the ceiling it throws, and the built-in assistant answers.
 */
export function limitCalls(provider: ChatProvider, perMinute: number, countCall: () => Promise<number>): ChatProvider {
  return async (input) => {
    if ((await countCall()) > perMinute) throw new ChatProviderBusy("The chat provider's calls for this minute are used up");
    return provider(input);
  };
}

/** Characters of conversation sent to the provider at most: the newest turns that fit, the question always. */
export const CHAT_PROVIDER_CHARS = 8000;

/**
 * The conversation as the Messages API wants it: the last few turns that fit CHAT_PROVIDER_CHARS,
 * starting with the customer, roles alternating (a bot reply and its follow-up become one turn),
 * ending with the new question. The replies to a status question are left out: they hold the
 * customer's own applications, which never leave our server, and the history comes from the
 * browser, which may send them back anyway.
 */
export function providerMessages(history: ChatHistoryMessage[], message: string): ProviderMessage[] {
  const entries: ProviderMessage[] = [];
  let afterStatusQuestion = false;
  for (const m of [...history.slice(-CHAT_HISTORY_MAX), { role: "user" as const, content: message }]) {
    const role = m.role === "bot" ? "assistant" : "user";
    const content = m.content.trim();
    if (role === "user") afterStatusQuestion = understand(content).intent === "status";
    else if (afterStatusQuestion) continue;
    if (content) entries.push({ role, content });
  }

  if (entries.length === 0) return [];
  let first = entries.length - 1;
  for (let size = entries[first].content.length; first > 0 && size + entries[first - 1].content.length <= CHAT_PROVIDER_CHARS; first--) {
    size += entries[first - 1].content.length;
  }

  const turns: ProviderMessage[] = [];
  for (const { role, content } of entries.slice(first)) {
    if (turns.length === 0 && role === "assistant") continue;
    const last = turns.at(-1);
    if (last?.role === role) last.content = `${last.content}\n\n${content}`;
    else turns.push({ role, content });
  }
  return turns;
}
