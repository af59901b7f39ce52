/** Runs `task` once the browser is idle, so it never competes with the first load; returns a cancel function. */
export function whenIdle(task: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, timeout);
  return () => window.clearTimeout(id);
}
