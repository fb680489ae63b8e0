import { useLayoutEffect, useRef, useState, type ComponentProps } from "react";
import { cn } from "@/lib/utils";

type RevealProps = ComponentProps<"div"> & { delay?: number };
type RevealState = "shown" | "waiting" | "revealed";

/**
 * Fades its content in the first time it scrolls into view (see .reveal-* in index.css). The content is
 * never hidden by default: only once the effect has seen that it starts below the fold, that
 * IntersectionObserver exists and that the visitor has not asked for reduced motion. So without
 * scripts, without the observer or with reduced motion it simply shows, and what is on screen at
 * first paint is never hidden again.
 */
export function Reveal({ className, delay = 0, style, ...props }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>("shown");

  // A layout effect, so content below the fold is hidden before the first paint rather than after it.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    if (node.getBoundingClientRect().top < window.innerHeight) return;
    setState("waiting");
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setState("revealed");
          observer.disconnect();
        }
      },
      { threshold: 0.12, rootMargin: "0px 0px -40px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={cn(state === "waiting" && "reveal-waiting", state === "revealed" && "reveal-in", className)}
      style={{ transitionDelay: delay && state === "revealed" ? `${delay}ms` : undefined, ...style }}
      {...props}
    />
  );
}
