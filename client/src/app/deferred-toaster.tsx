import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "@/components/ui/use-toast";
import { retryImport } from "@/lib/retry-import";

const Toaster = lazy(() => retryImport(() => import("@/components/ui/toaster")).then((m) => ({ default: m.Toaster })));

/**
 * The toast region (Radix) comes once the page is idle after its first paint, or at once when a toast
 * is raised before that, so no page waits for it and no toast is lost.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(() => setIdle(true), 1000);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
