/** Window flag the prerenderer waits for: set once the routed page has rendered with nothing still pending. */
export const PRERENDER_READY_FLAG = '__SAFEBET_READY__';

/** Elements that stand in for content still loading carry this attribute. */
export const PENDING_ATTRIBUTE = 'data-pending';

/** Set by the prerenderer before the app starts (shell/prerender/prerender.ts): once-per-visit extras stay out. */
export const PRERENDER_VISIT_FLAG = '__SAFEBET_PRERENDER__';

export function isPrerendering(): boolean {
  return (window as unknown as Record<string, unknown>)[PRERENDER_VISIT_FLAG] === true;
}
