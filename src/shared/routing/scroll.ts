/**
 * The spec's scroll behaviour on a route change: navigation state can ask to keep the position; a hash
 * jumps to its anchor; otherwise the saved position for that location is restored, or the top.
 */
export interface ScrollDecisionInput {
  hash: string;
  state: unknown;
  saved: [number, number] | null | undefined;
}

export type ScrollDecision = { kind: 'keep' } | { kind: 'anchor'; id: string } | { kind: 'position'; x: number; y: number };

function preventsScrollReset(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'preventScrollReset' in state && state.preventScrollReset === true;
}

export function decideScroll({ hash, state, saved }: ScrollDecisionInput): ScrollDecision {
  if (preventsScrollReset(state)) return { kind: 'keep' };
  if (hash.length > 1) return { kind: 'anchor', id: decodeURIComponent(hash.slice(1)) };
  if (saved) return { kind: 'position', x: saved[0], y: saved[1] };
  return { kind: 'position', x: 0, y: 0 };
}
