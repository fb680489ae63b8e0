import { Suspense, useEffect, useRef, useState, type ComponentProps } from "react";

/**
 * A box that renders its children only when it comes near the screen (at once without
 * IntersectionObserver), for heavy pieces below the fold such as charts: they load after the first
 * paint, and only for visitors who scroll to them. The box keeps the size its className gives it
 * meanwhile, so nothing moves when they arrive.
 */
export function WhenVisible({ children, ...props }: ComponentProps<"div">) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} {...props}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
