// The site's dialogs, which the layout loads on their own when first due (the search's on idle, the popups' when the
// first is due): one chunk, one request (shared-data/build/vite.ts, the shell's 'dialogs' group).
export { PopupDialogs } from './popups/popup-dialogs.tsx';
export { SearchDialog } from './search/search-dialog.tsx';
