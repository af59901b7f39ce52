import type { StateStorage } from 'zustand/middleware';

/**
 * Web storage that never breaks the page: when the browser refuses it (blocked cookies, some private modes, a full
 * quota) it logs one warning and keeps the values in memory for the rest of the visit.
 */
export function resilientStorage(getStorage: () => Storage, label: string): StateStorage {
  const memory = new Map<string, string>();
  let storage: Storage | null = null;
  let warned = false;
  const giveUp = (error: unknown) => {
    storage = null;
    if (warned) return;
    warned = true;
    console.warn(`${label} kullanılamıyor; bu ziyaretin tercihleri yalnızca bellekte tutulacak.`, error);
  };
  // On the server there is no visit to remember: memory it is, silently.
  if (typeof window !== 'undefined') {
    try {
      storage = getStorage();
      storage.getItem('safebet-storage-probe');
    } catch (error) {
      giveUp(error);
    }
  }
  return {
    getItem: (name) => {
      if (storage) {
        try {
          return storage.getItem(name);
        } catch (error) {
          giveUp(error);
        }
      }
      return memory.get(name) ?? null;
    },
    setItem: (name, value) => {
      memory.set(name, value);
      try {
        storage?.setItem(name, value);
      } catch (error) {
        giveUp(error);
      }
    },
    removeItem: (name) => {
      memory.delete(name);
      try {
        storage?.removeItem(name);
      } catch (error) {
        giveUp(error);
      }
    },
  };
}
