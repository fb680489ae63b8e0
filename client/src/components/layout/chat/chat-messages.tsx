import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { COMPANY } from "@shared/catalog/company";
import { catalogueText } from "@/lib/catalogue-text";
import { cn } from "@/lib/utils";
import { parseRichText } from "./rich-text";
import type { ChatMessage } from "./chat-history";

function RichText({ text }: { text: string }) {
  return parseRichText(text).map((s, i) => {
    if (s.kind === "bold") return <strong key={i}>{s.text}</strong>;
    if (s.kind === "link") {
      return (
        <Link key={i} href={s.href} className="font-semibold text-primary underline underline-offset-2 hover:no-underline">
          {s.text}
        </Link>
      );
    }
    return <span key={i}>{s.text}</span>;
  });
}

function TypingIndicator() {
  const { t, i18n } = useLingui();
  const assistant = catalogueText(i18n, COMPANY.assistantName);
  return (
    <div className="flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-muted px-4 py-3">
      <span className="sr-only">{t`${assistant} is typing…`}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden
          className="size-2 animate-bounce rounded-full bg-muted-foreground/70 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}

/**
 * The conversation as a live log: screen readers announce each new message, and the view keeps
 * the newest one in sight.
 */
export function ChatMessages({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  const { t, i18n } = useLingui();
  const assistant = catalogueText(i18n, COMPANY.assistantName);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [messages, pending]);

  return (
    <div
      role="log"
      aria-label={t`Conversation`}
      tabIndex={0}
      className="h-96 max-h-[calc(100dvh-15rem)] space-y-3 overflow-y-auto overscroll-contain p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
    >
      {messages.map((m) => (
        <div
          key={m.id}
          className={cn(
            "w-fit max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed",
            m.role === "user" ? "ml-auto rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
          )}
        >
          <span className="sr-only">{m.role === "user" ? t`You:` : `${assistant}:`} </span>
          {m.role === "bot" ? <RichText text={m.content} /> : m.content}
        </div>
      ))}
      {pending && <TypingIndicator />}
      <div ref={end} />
    </div>
  );
}
