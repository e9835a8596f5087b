/** Runs `start` when the browser has nothing else to do, and after 4 s at the latest. */
export function whenIdle(start: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 1);
}

/**
 * Runs `start` when the browser is next idle after the visitor's first interaction has been answered: a click or
 * tap, or a key released. Not at the press: work started then (a script to evaluate) runs between the press and
 * its click and holds back the page's answer to it. Scrolling to read is not an interaction.
 */
export function afterFirstInteraction(start: () => void): void {
  const events = ['click', 'keyup'] as const;
  const once = () => {
    for (const type of events) window.removeEventListener(type, once, true);
    whenIdle(start);
  };
  for (const type of events) window.addEventListener(type, once, { capture: true, passive: true });
}
