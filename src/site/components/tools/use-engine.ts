import { useCallback, useEffect, useState } from 'react';

/**
 * A tool's calculation module (its *-engine.ts chunk), fetched once the page is up rather than with it,
 * whether fetching it failed (offline, or a deploy that removed the chunk), and a way to try again.
 * `load` must be stable: a module-level function.
 */
export function useEngine<T>(load: () => Promise<T>): { engine: T | null; failed: boolean; retry: () => Promise<T> } {
  const [engine, setEngine] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    load()
      .then((loaded) => {
        if (live) setEngine(loaded);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [load]);
  const retry = useCallback(() => {
    setFailed(false);
    return load().then(
      (loaded) => {
        setEngine(loaded);
        return loaded;
      },
      (error: unknown) => {
        setFailed(true);
        throw error;
      },
    );
  }, [load]);
  return { engine, failed, retry };
}
