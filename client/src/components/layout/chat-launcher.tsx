import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";

// Loaded on the first press, so the chat adds nothing to the first page load.
const ChatPanel = lazy(() => import("./chat/chat-panel"));

const PANEL_ID = "chat-panel";

/** The round chat button at the bottom right of every page, and the panel it opens. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel id={PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        aria-label={open ? "Close chat" : "Open chat"}
        aria-expanded={open}
        aria-controls={loaded ? PANEL_ID : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen((o) => !o);
        }}
        className="fixed bottom-4 right-4 z-50 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        {open ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-6" />}
      </button>
    </>
  );
}
