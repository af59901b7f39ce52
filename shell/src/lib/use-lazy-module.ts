import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Loads a code-split module the first time `enabled` is true and keeps it. Until then, and after a failure
 * (reported to `onError`), it returns null; the next time `enabled` turns true it tries again.
 */
export function useLazyModule<T>(load: () => Promise<T>, enabled: boolean, onError: (error: unknown) => void): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  const reportError = useEffectEvent(onError);
  useEffect(() => {
    if (!enabled || loaded) return;
    let current = true;
    load().then(
      (module) => current && setLoaded({ module }),
      (error: unknown) => current && reportError(error),
    );
    return () => {
      current = false;
    };
  }, [enabled, loaded, load]);
  return loaded?.module ?? null;
}
