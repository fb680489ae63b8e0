import { Suspense, lazy, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { retryImport } from "@/lib/retry-import";
import { whenIdle } from "@/lib/when-idle";

/** How far ahead of the screen a section's code is fetched and hydrated, so it is ready when it arrives. */
const AHEAD = "600px 0px";
/** What counts as a visitor's first use of the page (an `idle` section hydrates after it). */
const FIRST_USE = ["pointerdown", "keydown"] as const;

/**
 * A section further down a prerendered page (docs/decisions/budget-phones.md). Its code is a chunk of its
 * own. While React adopts the page's HTML, the section's code is not even asked for until the section
 * comes within `AHEAD` of the screen: React leaves the HTML of a Suspense boundary whose code has not
 * arrived as it is (the visitor sees and reads it, and its links and questions work as plain HTML), and
 * hydrates it when the code comes.
 *
 * `load` imports the section's module, `name` is the component it exports, `height` its rough height.
 * With `idle`, its code is also fetched (and run) once the browser is idle after the page has started, and
 * it hydrates at the first idle moment after the visitor first uses the page (a tap or a key anywhere), if it
 * has not neared the screen before: ready when they reach it, without holding the main thread just when
 * their first tap on the part above may come (docs/decisions/budget-phones.md).
 *
 * A section may take props, but React would draw a waiting section afresh (dropping its HTML) if handed
 * new ones, so until the section has mounted it is given the props it was first drawn with; from then on,
 * the current ones. What it shows may lag what its parent holds only while it is off the screen.
 *
 * Drawn afresh (a visit from another page, someone signed in), there is no HTML to keep: the placeholder
 * (`height` tall) shows, and its showing asks for the code at once. It also shows if React ever has to
 * give up on a waiting section's HTML (a context above it changed: nothing above these sections may
 * change one while they wait), and then too the code comes at once.
 */
export function belowFold<M extends Record<K, (props: never) => ReactNode>, K extends keyof M & string, P extends object = PropsOf<M[K]>>(
  load: () => Promise<M>,
  name: K,
  height: number,
  { idle = false }: { idle?: boolean } = {},
): ComponentType<P> {
  let want!: () => void;
  const wanted = new Promise<void>((resolve) => (want = resolve));
  // Whether the placeholder ever showed: the section is drawn afresh, so there is no HTML to fall back on.
  let drawnAfresh = false;
  let giveUp: (() => void) | undefined;
  let code: Promise<{ default: ComponentType<Mounting<P>> }> | undefined;
  // Code that cannot be had (a version deployed meanwhile): a section still showing its HTML keeps it,
  // rather than the whole page turning into the error screen; once drawn afresh (or at build time), the
  // error stands, and the error screen offers a reload.
  const start = () =>
    (code ??= retryImport(load).then(
      (module) => ({ default: reportingMount(module[name] as unknown as ComponentType<P>) }),
      (error: unknown) =>
        typeof window === "undefined" || drawnAfresh
          ? Promise.reject(error)
          : new Promise<never>((_, reject) => (giveUp = () => reject(error))),
    ));
  // The code is fetched as soon as it is wanted, not when React next renders the section.
  void wanted.then(start).catch(() => undefined);
  // Prerendering at build time draws everything; a page reached from another within the app has no HTML
  // to adopt, so its sections' code is asked for with the page's own (the app is marked ready by then).
  if (typeof window === "undefined" || document.documentElement.dataset.appReady !== undefined) want();
  const Section = lazy(() => wanted.then(start));

  function Placeholder() {
    useEffect(() => {
      drawnAfresh = true;
      giveUp?.();
      want();
    }, []);
    return <div style={{ height }} />;
  }

  function BelowFold(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // One element while the section waits: a boundary still waiting for its code must not be handed new
    // props, or React would draw it afresh instead of adopting its HTML. Once mounted, it follows.
    const [mounted, setMounted] = useState(false);
    const current = (
      <Suspense fallback={<Placeholder />}>
        <Section {...props} onMount={setMounted} />
      </Suspense>
    );
    const [waiting] = useState(current);
    const boundary = mounted ? current : waiting;
    useEffect(() => {
      if (!idle) return;
      const cancelFetch = whenIdle(() => void start().catch(() => undefined));
      let cancelHydrate: (() => void) | undefined;
      const firstUse = () => {
        stopListening();
        cancelHydrate = whenIdle(want);
      };
      const stopListening = () => FIRST_USE.forEach((type) => window.removeEventListener(type, firstUse, true));
      FIRST_USE.forEach((type) => window.addEventListener(type, firstUse, { capture: true, passive: true }));
      // Wanted before any use (near the screen): nothing more to wait for.
      void wanted.then(stopListening);
      return () => {
        cancelFetch();
        cancelHydrate?.();
        stopListening();
      };
    }, []);
    useEffect(() => {
      const node = ref.current;
      if (!node || typeof IntersectionObserver === "undefined") return void want();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          want();
          observer.disconnect();
        },
        { rootMargin: AHEAD },
      );
      observer.observe(node);
      return () => observer.disconnect();
    }, []);
    // `data-live` once the section answers (browser tests wait for it).
    return (
      <div ref={ref} data-live={mounted ? "" : undefined}>
        {boundary}
      </div>
    );
  }
  return BelowFold;
}

/** A component's props ({} for one that takes none). */
type PropsOf<C> = C extends (props: infer Q) => ReactNode ? (Q extends object ? Q : object) : object;

type Mounting<P> = P & { onMount: (mounted: true) => void };

/** The section's component, telling its boundary once it has mounted (hydrated, or drawn afresh). */
function reportingMount<P extends object>(Component: ComponentType<P>): ComponentType<Mounting<P>> {
  return function Mounted({ onMount, ...props }: Mounting<P>) {
    useEffect(() => onMount(true), [onMount]);
    return <Component {...(props as P)} />;
  };
}
