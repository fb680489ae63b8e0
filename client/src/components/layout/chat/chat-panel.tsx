import { Trans, useLingui } from "@lingui/react/macro";
import { Bot } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { COMPANY } from "@shared/catalog/company";
import { CHAT_MESSAGE_MAX } from "@shared/schema/chat";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { catalogueText } from "@/lib/catalogue-text";
import { ChatMessages } from "./chat-messages";
import { useChat } from "./use-chat";

type ChatPanelProps = { id: string; open: boolean; onClose: () => void };

/**
 * The chat overlay's panel: 20rem wide (24rem from md), a 24rem message area, the
 * assistant's title, and a text box with Send. Loaded on the first press of the chat button and kept
 * mounted afterwards, so the conversation survives closing and reopening.
 */
export default function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const { messages, pending, send } = useChat();
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const { t, i18n } = useLingui();

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Focus stays in the text box (a click on Send would otherwise leave it on the button).
    input.current?.focus();
    if (!text.trim() || pending) return;
    void send(text);
    setText("");
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
    }
  };

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed bottom-20 right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border bg-background shadow-2xl md:w-96"
    >
      <header className="flex items-center gap-2 bg-primary px-4 py-3 text-primary-foreground">
        <Bot aria-hidden className="size-5" />
        <h2 id={`${id}-title`} className="font-semibold">
          {catalogueText(i18n, COMPANY.assistantName)}
        </h2>
      </header>
      <ChatMessages messages={messages} pending={pending} />
      <form onSubmit={onSubmit} className="flex gap-2 border-t p-3">
        <Input
          ref={input}
          aria-label={t`Message`}
          placeholder={t`Type your message...`}
          autoComplete="off"
          maxLength={CHAT_MESSAGE_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus it holds. */}
        <Button type="submit" aria-disabled={pending} className="aria-disabled:opacity-60">
          <Trans>Send</Trans>
        </Button>
      </form>
    </section>
  );
}
