import { useRef, useState } from 'react';
import { prepareHsIndex, type PreparedHsEntry } from './hs-suggest';

/** Written by the build (src/pipeline/hs-codes.ts): every chapter, heading and subheading with its page. */
const HS_INDEX_URL = '/data/hs-index.json';

/**
 * The HS code index for suggestions, empty until `load` (called on the field's first focus) has fetched it;
 * it stays empty when it cannot be loaded.
 */
export function useHsIndex(): { index: readonly PreparedHsEntry[]; load: () => void } {
  const [index, setIndex] = useState<readonly PreparedHsEntry[]>([]);
  const requested = useRef(false);
  const load = () => {
    if (requested.current) return;
    requested.current = true;
    fetch(HS_INDEX_URL, { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((data) => setIndex(prepareHsIndex(data)))
      // Without the index the field still takes a typed code; there is nothing for the visitor to do.
      .catch(() => undefined);
  };
  return { index, load };
}
