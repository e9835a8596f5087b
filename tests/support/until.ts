/**
 * Polls `check` until it holds: a test waits for a state, never for a fixed time. Fails after `timeoutMs`
 * naming what it waited for, bounded so that a state never reached fails the test in reasonable time.
 */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 25): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
