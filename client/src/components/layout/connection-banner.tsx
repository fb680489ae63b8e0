import { Trans } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";
import { useEffect } from "react";
import { apiRequest, NetworkError } from "@/lib/api";
import { useConnection } from "@/lib/connection";

/** How often reads that got no answer are tried again while the browser says it is online. */
const RETRY_EVERY_MS = 10_000;

/**
 * "You are offline" in plain words while the browser is offline or the server cannot be reached, instead
 * of a "Failed to fetch" in each list. Reads that failed for want of an answer are fetched again when the
 * connection is back: on the browser's online event (React Query does that), and every ten seconds while
 * the browser thinks it is online but the server did not answer (or, with no failed read, the health check
 * is asked, so the banner goes when the server answers again).
 */
export function ConnectionBanner() {
  const state = useConnection();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (state !== "unreachable") return;
    const timer = window.setInterval(() => {
      const failed = (q: { state: { error: unknown } }) => q.state.error instanceof NetworkError;
      if (queryClient.getQueryCache().findAll({ type: "active", predicate: failed }).length)
        void queryClient.refetchQueries({ type: "active", predicate: failed });
      // Nothing to fetch again (what failed was a change or a download): ask the server whether it answers.
      else void apiRequest("GET", "/api/health").catch(() => {});
    }, RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [state, queryClient]);

  return (
    <div role="status" aria-live="polite">
      {state !== "online" && (
        // Fixed at the bottom, where it is seen however far down the page is; clear of the chat button on a phone.
        <p className="fixed bottom-[calc(1rem+env(safe-area-inset-bottom))] left-4 right-20 z-50 flex items-center gap-2 rounded-lg bg-slate-900 px-4 py-3 text-sm font-medium text-white shadow-lg sm:left-1/2 sm:right-auto sm:w-max sm:max-w-md sm:-translate-x-1/2 dark:bg-slate-100 dark:text-slate-950">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          <Trans>You are offline; we will retry when the connection is back.</Trans>
        </p>
      )}
    </div>
  );
}
