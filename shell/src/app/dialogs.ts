// The site's dialogs, which the layout loads on their own when first due (the search's at the reader's first act, the
// popups' when the first is due): one chunk, one request. The layout (shell-layout.tsx) hands this one loader to both
// features, so neither imports the other.
export { PopupDialogs } from '../features/popups/popup-dialogs.tsx';
export { SearchDialog } from '../features/search/search-dialog.tsx';
