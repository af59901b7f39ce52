import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface AuthState {
  /**
   * The UI's memory that the operator was signed in. It only decides whether the login page first asks
   * the server about an existing session; it never opens the admin area, which always asks the server.
   */
  isAuthenticated: boolean;
  setAuthenticated: (isAuthenticated: boolean) => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      isAuthenticated: false,
      setAuthenticated: (isAuthenticated) => set({ isAuthenticated }),
    }),
    {
      name: 'auth-storage',
      storage: createJSONStorage(() => localStorage),
      version: 0,
      partialize: ({ isAuthenticated }) => ({ isAuthenticated }),
    },
  ),
);
