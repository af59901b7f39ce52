/**
 * How a page says that its content is not on screen yet, or failed to load. The shell's take-over and the
 * prerenderer read these attributes: a page that carries either is not finished, so it is neither swapped in for a
 * saved page nor saved itself.
 */
export const PENDING_ATTRIBUTE = 'data-pending';
export const LOAD_FAILED_ATTRIBUTE = 'data-load-failed';

/** Spread on the element that stands in for content still loading. */
export const pendingMarker = { [PENDING_ATTRIBUTE]: '' } as const;
/** Spread on the message shown instead of content that failed to load. */
export const loadFailedMarker = { [LOAD_FAILED_ATTRIBUTE]: '' } as const;
