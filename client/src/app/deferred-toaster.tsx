import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "@/components/ui/use-toast";
import { retryImport } from "@/lib/retry-import";
import { whenIdle } from "@/lib/when-idle";

const Toaster = lazy(() => retryImport(() => import("@/components/ui/toaster")).then((m) => ({ default: m.Toaster })));

/**
 * The toast region (Radix) comes once the page is idle after its first paint, or at once when a toast
 * is raised before that, so no page waits for it and no toast is lost.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 3000), []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
