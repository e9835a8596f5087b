import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 A and AA, as axe tags its rules (2.2 adds target size). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's WCAG violations on the page (or inside `selector`), a line each: rule, help and the first three elements.
 * Legacy mode runs axe in the page itself: the default opens a blank page per run to merge the results of
 * cross-origin frames, which our pages do not have, and took a third of each run (4.8 s cold, 3.4 s legacy).
 * Only violations are reported in full: axe otherwise builds a selector and HTML snippet for every node that
 * passed or was incomplete too (thousands on a long page), which axe's maintainers name as the cost of slow runs;
 * every rule still runs on every node.
 */
export async function wcagViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    // options() replaces what withTags() set: it comes first.
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}
