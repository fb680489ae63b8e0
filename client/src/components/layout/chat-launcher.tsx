import { Trans, useLingui } from "@lingui/react/macro";
import { MessageCircle, X } from "lucide-react";
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

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

/**
 * True while the page is being scrolled down (and not at its top): the button then draws itself small,
 * so it hides less of what is being read. Scrolling up, or stopping at the top, brings it back.
 */
function useScrollingDown() {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        // A few pixels either way is a wobble, not a direction (iOS bounces at the ends).
        if (Math.abs(y - last) < 8) return;
        setDown(y > last && y > 64);
        last = y;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, []);
  return down;
}

/** The round chat button at the bottom right of every page, and the panel it opens. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<{ Panel: Panel; attempt: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  const scrollingDown = useScrollingDown();

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
          className="fixed bottom-[calc(5rem+env(safe-area-inset-bottom))] right-4 z-50 max-w-[calc(100vw-2rem)] rounded-xl border bg-background px-4 py-3 text-sm shadow-2xl"
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
        data-compact={scrollingDown && !shown ? "" : undefined}
        // Clear of a phone's home bar and rounded corners (the safe area), and drawn at 70% while the page
        // scrolls down; a transform, so nothing is laid out again. Still 39 px: a comfortable target.
        className={cn(
          "fixed bottom-[calc(1rem+env(safe-area-inset-bottom))] right-[calc(1rem+env(safe-area-inset-right))] z-50 flex size-14 origin-bottom-right items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform duration-200 hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background motion-reduce:transition-none",
          scrollingDown && !shown && "scale-[0.7] hover:scale-[0.7]",
        )}
      >
        {shown ? <X aria-hidden className="size-6" /> : <MessageCircle aria-hidden className="size-6" />}
      </button>
    </>
  );
}
