import { Trans, useLingui } from "@lingui/react/macro";
import { MessageCircle, X } from "lucide-react";
import { Component, lazy, Suspense, useRef, useState, type ReactNode } from "react";

// Loaded on the first press, so the chat adds nothing to the first page load. A new lazy component
// for each attempt: React keeps a failed import's error, so a retry needs a fresh one.
const loadPanel = () => lazy(() => import("./chat/chat-panel"));
type Panel = ReturnType<typeof loadPanel>;

const PANEL_ID = "chat-panel";

/** The chat's own boundary: a chunk that fails to load, or a panel that throws, leaves the page as it is. */
class ChatErrorBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error("Chat failed", error);
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The round chat button at the bottom right of every page, and the panel it opens. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<{ Panel: Panel; attempt: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const press = () => {
    if (!panel || failed) {
      // First press, or the one after a failure: (re)load the panel and open it.
      setPanel((p) => ({ Panel: loadPanel(), attempt: (p?.attempt ?? 0) + 1 }));
      setFailed(false);
      setOpen(true);
      return;
    }
    setOpen((o) => !o);
  };

  const shown = open && !failed;
  return (
    <>
      {panel && !failed && (
        <ChatErrorBoundary
          key={panel.attempt}
          onError={() => {
            setFailed(true);
            setOpen(false);
          }}
        >
          <Suspense fallback={null}>
            <panel.Panel id={PANEL_ID} open={open} onClose={close} />
          </Suspense>
        </ChatErrorBoundary>
      )}
      {failed && (
        <p
          role="alert"
          className="fixed bottom-20 right-4 z-50 max-w-[calc(100vw-2rem)] rounded-xl border bg-background px-4 py-3 text-sm shadow-2xl"
        >
          <Trans>Chat could not load. Try again.</Trans>
        </p>
      )}
      <button
        ref={button}
        type="button"
        aria-label={shown ? t`Close chat` : t`Open chat`}
        aria-expanded={shown}
        aria-controls={panel && !failed ? PANEL_ID : undefined}
        onClick={press}
        className="fixed bottom-4 right-4 z-50 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        {shown ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-6" />}
      </button>
    </>
  );
}
