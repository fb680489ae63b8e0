/**
 * Loads a piece of the app (a page's or a tab's code and words) and, when that fails because the
 * connection dropped, tries again instead of giving up: once the browser is back online, or after a
 * short wait when it thinks it is online. Meanwhile the page shows its outline (the Suspense fallback)
 * and the connection banner says why. After `tries` failures while online the error stands, and the
 * error boundary offers a reload (docs/decisions/offline-and-loading.md).
 */
export async function retryImport<T>(load: () => Promise<T>, tries = 3): Promise<T> {
  for (let failures = 0; ;) {
    try {
      return await load();
    } catch (error) {
      if (typeof window === "undefined") throw error;
      if (!navigator.onLine) {
        await new Promise((resume) => window.addEventListener("online", resume, { once: true }));
        continue;
      }
      if (++failures >= tries) throw error;
      await new Promise((resume) => window.setTimeout(resume, 1000 * failures));
    }
  }
}
