/**
 * Analytics events wait here until the receiver (the analytics SDK, started after consent) is set
 * (spec: up to 512 queued). When full, the oldest event gives way: the latest navigation matters most.
 */
export const QUEUE_LIMIT = 512;

export function createEventQueue<T>(limit: number = QUEUE_LIMIT) {
  let pending: T[] = [];
  let receiver: ((item: T) => void) | undefined;
  let dropped = 0;
  return {
    push(item: T) {
      if (receiver) {
        receiver(item);
        return;
      }
      pending.push(item);
      if (pending.length > limit) {
        pending.shift();
        dropped += 1;
      }
    },
    /** Sets the receiver and hands it everything queued, oldest first. */
    setReceiver(next: (item: T) => void) {
      receiver = next;
      const queued = pending;
      pending = [];
      for (const item of queued) next(item);
    },
    /** Forgets queued events (the visitor refused tracking: they must never be sent). */
    clear() {
      pending = [];
    },
    size: () => pending.length,
    dropped: () => dropped,
  };
}
