/** Runs `task` once the browser is idle (within `timeout` ms at the latest); answers a cancel, for an effect's clean-up. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, timeout / 2);
  return () => clearTimeout(id);
}
