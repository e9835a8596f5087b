/** Runs `start` when the browser has nothing else to do, and after 4 s at the latest. */
export function whenIdle(start: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 1);
}

/** Runs `start` at the visitor's first press, key or touch anywhere on the page; scrolling to read is not one. */
export function onFirstInteraction(start: () => void): void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const once = () => {
    for (const type of events) window.removeEventListener(type, once, true);
    start();
  };
  for (const type of events) window.addEventListener(type, once, { capture: true, passive: true });
}
