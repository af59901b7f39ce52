import { create } from 'zustand';

interface SearchState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** Whether the header's early search form (the popover before the overlay can open) is open. */
  formOpen: boolean;
  setFormOpen: (open: boolean) => void;
}

/** Whether the global search overlay is open, and the header's early search form. */
export const useSearchStore = create<SearchState>()((set) => ({
  isOpen: false,
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
  formOpen: false,
  setFormOpen: (formOpen) => set({ formOpen }),
}));
