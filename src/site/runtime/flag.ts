/** A boolean shared between browser hooks (gatsby-browser) and components, read with useExternalStore (runtime/hydration.ts). */
export function createFlag(initial = false) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: boolean) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

export type Flag = ReturnType<typeof createFlag>;
