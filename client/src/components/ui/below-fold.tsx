import { LinguiContext, useLingui } from "@lingui/react";
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { retryImport } from "@/lib/retry-import";
import { adoptingPrerenderedHtml } from "@/lib/use-hydrated";

/** How far ahead of the screen a section's code is fetched and hydrated, so it is ready when it arrives. */
const AHEAD = "600px 0px";

/**
 * A section further down a prerendered page (docs/decisions/budget-phones.md). Its code is a chunk of its
 * own, and on the page's first load it is neither fetched nor hydrated until the section comes within
 * `AHEAD` of the screen: React leaves the HTML of a Suspense boundary whose code has not arrived as it is
 * (the visitor sees and reads it; nothing moves) and hydrates it when the code comes. A tap inside a
 * section not yet hydrated is on screen, so its code is already on the way, and React replays the tap
 * once hydrated. Drawn afresh (a visit from another page, someone signed in), the code is asked for at
 * once and `height` holds the section's place meanwhile.
 *
 * A boundary still waiting for its code must not be re-rendered: React would give up on its HTML and
 * draw it afresh. So the boundary is one element, kept for good, and the messages' context inside it
 * changes only with the language, not each time another part of the app loads its catalogue.
 */
export function belowFold(load: () => Promise<{ default: ComponentType }>, height: number): ComponentType {
  let want!: () => void;
  const wanted = new Promise<void>((resolve) => (want = resolve));
  // Prerendering at build time draws everything.
  if (typeof window === "undefined") want();
  const Section = lazy(() => wanted.then(() => retryImport(load)));

  function BelowFold() {
    const ref = useRef<HTMLDivElement>(null);
    const [adopting] = useState(adoptingPrerenderedHtml);
    const { i18n } = useLingui();
    const locale = i18n.locale;
    const boundary = useMemo(
      () => (
        <LinguiContext.Provider value={{ i18n, _: i18n.t.bind(i18n) }}>
          <Suspense fallback={<div style={{ height }} />}>
            <Section />
          </Suspense>
        </LinguiContext.Provider>
      ),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a new language is the one change worth redrawing for
      [i18n, locale],
    );
    useEffect(() => {
      const node = ref.current;
      if (!adopting || !node || typeof IntersectionObserver === "undefined") return void want();
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), { rootMargin: AHEAD });
      observer.observe(node);
      return () => observer.disconnect();
    }, [adopting]);
    return (
      <div ref={ref}>
        {boundary}
      </div>
    );
  }
  return BelowFold;
}
