import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";

// The boot script a prerendered page carries inline (client/public/app-boot.js), run against a stand-in
// for the page: what it adds to the head, and when.
const code = readFileSync(new URL("../../public/app-boot.js", import.meta.url), "utf8");

/** `paintTiming`: the browser reports paints to a PerformanceObserver (else only frames are seen). */
function page(visibilityState: "visible" | "hidden", list: string[] | null, { paintTiming = false } = {}) {
  const head: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const delayed: (() => void)[] = [];
  let observer: ((entries: { getEntriesByName: (name: string) => object[] }) => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {
      observer = undefined;
    }
  }
  const listeners: Record<string, () => void> = {};
  const document = {
    visibilityState: visibilityState as string,
    getElementById: (id: string) => (id === "app-scripts" && list ? { textContent: JSON.stringify(list) } : null),
    createElement: (tagName: string) => ({ tagName }),
    head: { appendChild: (tag: Record<string, string>) => head.push(tag) },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  runInNewContext(code, {
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void, ms = 0) => (ms > 0 ? delayed : timers).push(f),
    ...(paintTiming ? { PerformanceObserver } : {}),
  });
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((f) => f());
  const hide = () => {
    document.visibilityState = "hidden";
    listeners.visibilitychange?.();
  };
  /** The browser reports paints of these names. */
  const paint = (...names: string[]) => observer?.({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) });
  return { head, frame: () => run(frames), timers: () => run(timers), later: () => run(delayed), paint, hide };
}

const FILES = ["/assets/index-a.js", "/assets/home-page-b.js", "/assets/react-c.js"];
const EXPECTED = [
  { tagName: "script", crossOrigin: "", type: "module", src: FILES[0] },
  { tagName: "link", crossOrigin: "", rel: "modulepreload", href: FILES[1] },
  { tagName: "link", crossOrigin: "", rel: "modulepreload", href: FILES[2] },
];

describe("the boot script", () => {
  it("asks for the listed scripts once the page has painted: the entry as a module, the rest preloaded", () => {
    const p = page("visible", FILES);
    expect(p.head).toEqual([]);
    p.frame();
    expect(p.head).toEqual([]);
    p.timers();
    expect(p.head).toEqual(EXPECTED);
  });

  it("where the browser reports paints, waits for the page's words to paint, not merely a first frame", () => {
    const p = page("visible", FILES, { paintTiming: true });
    p.frame();
    p.paint("first-paint");
    p.timers();
    expect(p.head).toEqual([]);
    p.paint("first-paint", "first-contentful-paint");
    expect(p.head).toEqual([]);
    p.timers();
    expect(p.head).toEqual(EXPECTED);
    // The fallback, coming later, asks for nothing more.
    p.later();
    p.timers();
    expect(p.head).toEqual(EXPECTED);
  });

  it("where the words never paint, asks for the scripts after a while all the same, once", () => {
    const p = page("visible", FILES, { paintTiming: true });
    p.frame();
    p.timers();
    expect(p.head).toEqual([]);
    p.later();
    expect(p.head).toEqual(EXPECTED);
    p.paint("first-contentful-paint");
    p.timers();
    expect(p.head).toEqual(EXPECTED);
  });

  it("in a tab in the background, or one hidden before that frame, asks at once, and only once", () => {
    expect(page("hidden", FILES).head).toEqual(EXPECTED);
    const many = Array.from({ length: 14 }, (_, i) => `/assets/chunk-${i}.js`);
    const p = page("visible", many);
    p.hide();
    expect(p.head).toHaveLength(14);
    p.frame();
    p.timers();
    expect(p.head).toHaveLength(14);
    // Hidden after the frame: the batches still to come go all at once, and nothing twice.
    const q = page("visible", many);
    q.frame();
    q.timers();
    expect(q.head).toHaveLength(6);
    q.hide();
    q.timers();
    expect(q.head.map((t) => t.src ?? t.href)).toEqual(many);
  });

  it("adds them a few at a time, one short task after another, so no long task holds the page", () => {
    const many = Array.from({ length: 14 }, (_, i) => `/assets/chunk-${i}.js`);
    const p = page("visible", many);
    p.frame();
    p.timers();
    expect(p.head.map((t) => t.src ?? t.href)).toEqual(many.slice(0, 6));
    expect(p.head[0]).toMatchObject({ tagName: "script", type: "module" });
    p.timers();
    expect(p.head).toHaveLength(12);
    p.timers();
    expect(p.head.map((t) => t.src ?? t.href)).toEqual(many);
    // A tab in the background slows its timers to one a second: there, all at once.
    expect(page("hidden", many).head).toHaveLength(14);
  });

  it("does nothing on a page without a list (its scripts are linked in the head)", () => {
    const p = page("hidden", null);
    p.frame();
    p.timers();
    expect(p.head).toEqual([]);
  });
});
