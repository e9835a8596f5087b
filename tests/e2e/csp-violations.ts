import type { Page } from '@playwright/test';

/**
 * Records every content security policy violation on the page's documents from now on, as text: the
 * directive, what was blocked, where, and the start of it. The list fills as the browser reports them.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as Window & { __reportCspViolation?: (t: string) => Promise<void> }).__reportCspViolation;
      void report?.(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
    });
  });
  return violations;
}
