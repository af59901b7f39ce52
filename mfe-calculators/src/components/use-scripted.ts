import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true from the render after, and at once on a page the
 * browser renders itself: what needs the page's code (a button that acts, the browser's own storage) shows from then
 * on, and hydration finds the HTML as the server wrote it.
 */
export const useScripted = () => useSyncExternalStore(noSubscription, () => true, () => false);
