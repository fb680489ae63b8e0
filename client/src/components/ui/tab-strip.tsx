import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { TabsList } from "./tabs";

const ARROW_PX = 48;

type Props = { children: ReactNode; className?: string; /** The selected tab, kept in sight when it changes. */ value?: string };

/**
 * A row of tabs that scrolls sideways when it is wider than the screen (a phone), and shows that it does:
 * the side with more tabs fades out under an arrow, which scrolls the row on a tap. The arrows are a
 * pointer's shortcut only: keyboard and screen-reader users move along the tabs themselves (arrow keys),
 * and the selected tab is scrolled into sight. Only the row scrolls, never the page.
 */
export function TabStrip({ children, className, value }: Props) {
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const update = () => {
      const before = row.scrollLeft > 2;
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 2;
      setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
    };
    update();
    row.addEventListener("scroll", update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(row);
    return () => {
      row.removeEventListener("scroll", update);
      resize.disconnect();
    };
  }, []);

  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!row || !active) return;
    const l = row.getBoundingClientRect();
    const a = active.getBoundingClientRect();
    // Under an arrow counts as out of sight: the arrows are 3rem wide.
    if (a.left < l.left + ARROW_PX || a.right > l.right - ARROW_PX) row.scrollLeft += a.left - l.left - (l.width - a.width) / 2;
  }, [value]);

  const nudge = (direction: 1 | -1) => {
    const row = list.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.6, behavior: "smooth" });
  };

  return (
    <div className="relative" data-more-before={more.before ? "" : undefined} data-more-after={more.after ? "" : undefined}>
      <TabsList
        ref={list}
        // scroll-px-12: a tab the browser scrolls to (keyboard focus) stops clear of the arrows.
        className={cn(
          "flex h-auto w-full scroll-px-12 justify-start overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
          className,
        )}
      >
        {children}
      </TabsList>
      {more.before && <Arrow side="before" onPress={() => nudge(-1)} />}
      {more.after && <Arrow side="after" onPress={() => nudge(1)} />}
    </div>
  );
}

/** The fade and arrow at one end of the strip: a pointer's shortcut, hidden from assistive technology. */
function Arrow({ side, onPress }: { side: "before" | "after"; onPress: () => void }) {
  const before = side === "before";
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden
      // A press on an arrow must not take the focus from the tab that has it.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      onClick={onPress}
      className={cn(
        "absolute inset-y-0 flex w-12 items-center text-foreground from-muted from-40% to-transparent",
        before ? "left-0 justify-start rounded-l-lg bg-gradient-to-r pl-1" : "right-0 justify-end rounded-r-lg bg-gradient-to-l pr-1",
      )}
    >
      {before ? <ChevronLeft className="size-5" /> : <ChevronRight className="size-5" />}
    </button>
  );
}
