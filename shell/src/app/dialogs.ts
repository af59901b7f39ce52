// The search's dialog, which the layout loads on its own at the reader's first act: a chunk of its own.
export { SearchDialog } from '../features/search/search-dialog.tsx';
