/**
 * How saves in Contentful become refreshes of `gatsby develop`: folded, never overlapping, never starved by steady
 * typing, and never stuck on a refresh that failed or a read that never ends. Time is faked: the scheduler's waits are
 * what is under test, and real ones would make the file slow and flaky.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshScheduler, type RefreshOptions } from './refresh';

const QUIET_MS = 250;
const MAX_WAIT_MS = 1000;
const POLL_MS = 50;
/** A timer of 0 ms runs 1 ms later: Node clamps it so, and the fake timers do the same for one set while they run. */
const ZERO_DELAY_MS = 1;

/**
 * A scheduler over a stand-in for Gatsby: `trigger` records when it was called, relative to the test's start, and
 * the generation moves only when the test says so (`read()`), or at once on each trigger with `readsAtOnce`.
 */
function harness(options: Partial<RefreshOptions> & { readsAtOnce?: boolean } = {}) {
  const start = Date.now();
  const calls: number[] = [];
  const logs: string[] = [];
  let generation: number | null = 1;
  const { readsAtOnce = false, ...rest } = options;
  const scheduler = new RefreshScheduler({
    trigger: () => {
      calls.push(Date.now() - start);
      if (readsAtOnce) generation = (generation ?? 0) + 1;
      return Promise.resolve();
    },
    generation: () => generation,
    log: (line) => logs.push(line),
    quietMs: QUIET_MS,
    maxWaitMs: MAX_WAIT_MS,
    pollMs: POLL_MS,
    readTimeoutMs: 60_000,
    ...rest,
  });
  return {
    scheduler,
    calls,
    logs,
    read: () => {
      generation = (generation ?? 0) + 1;
    },
    elapsed: () => Date.now() - start,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RefreshScheduler', () => {
  it('folds requests that come within the quiet period into one refresh, once they pause', async () => {
    const { scheduler, calls } = harness({ readsAtOnce: true });
    for (let i = 0; i < 4; i += 1) {
      scheduler.request();
      await vi.advanceTimersByTimeAsync(50);
    }
    // The last request came at 150 ms: nothing may start before it has been quiet for QUIET_MS.
    await vi.advanceTimersByTimeAsync(150 + QUIET_MS - 200 - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([150 + QUIET_MS]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
    expect(scheduler.triggered).toBe(1);
  });

  it('refreshes steady requests (one every 100 ms for 3 s) at least every maxWaitMs', async () => {
    const { scheduler, calls, elapsed } = harness({ readsAtOnce: true });
    const requests: number[] = [];
    const typing = setInterval(() => {
      requests.push(elapsed());
      scheduler.request();
    }, 100);
    scheduler.request();
    requests.push(0);
    await vi.advanceTimersByTimeAsync(2900);
    clearInterval(typing);
    await vi.advanceTimersByTimeAsync(5000);

    expect(requests).toHaveLength(30);
    // A pure debounce would refresh once, 250 ms after the last request: every request must be seen within maxWaitMs.
    for (const at of requests) {
      const next = calls.find((call) => call >= at);
      expect(next, `the request at ${at} ms`).toBeDefined();
      expect((next ?? Infinity) - at, `the request at ${at} ms`).toBeLessThanOrEqual(MAX_WAIT_MS + ZERO_DELAY_MS);
    }
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls.length).toBeLessThanOrEqual(4);
  });

  it('does not refresh again while a read runs, and refreshes once more as soon as it has read', async () => {
    const { scheduler, calls, read } = harness();
    scheduler.request();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(calls).toHaveLength(1);

    // Saves during the read: none may start a refresh over the running one.
    for (let i = 0; i < 3; i += 1) {
      scheduler.request();
      await vi.advanceTimersByTimeAsync(400);
    }
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(1);

    read();
    // The saves have waited longer than maxWaitMs already: the next starts at the first poll that sees the read.
    await vi.advanceTimersByTimeAsync(POLL_MS + ZERO_DELAY_MS);
    expect(calls).toHaveLength(2);
    read();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
    expect(scheduler.triggered).toBe(2);
  });

  it('logs a refresh Gatsby did not take and asks again by itself, a few times, then leaves it to the next save', async () => {
    const failures = [new Error('Gatsby answered 503')];
    let calls = 0;
    const { scheduler, logs } = harness({
      trigger: () => {
        calls += 1;
        const failure = failures.shift();
        return failure ? Promise.reject(failure) : Promise.resolve();
      },
    });
    scheduler.request();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(calls).toBe(1);
    expect(logs).toEqual(['refresh not sent: Gatsby answered 503; trying again']);
    expect(scheduler.triggered).toBe(0);
    // The save is still to be shown: no new request is needed.
    await vi.advanceTimersByTimeAsync(QUIET_MS * 5);
    expect(calls).toBe(2);
    expect(scheduler.triggered).toBe(1);

    // Gatsby down for good: five attempts, then nothing until the next save.
    const down = harness({ trigger: () => Promise.reject(new Error('connection refused')) });
    down.scheduler.request();
    await vi.advanceTimersByTimeAsync(QUIET_MS * 60);
    expect(down.logs).toHaveLength(5);
    expect(down.logs.at(-1)).toBe('refresh not sent: connection refused');
    down.scheduler.request();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    expect(down.logs).toHaveLength(6);
  });

  it('gives up on a read that never finishes after readTimeoutMs, and lets the next start', async () => {
    const readTimeoutMs = 5000;
    const { scheduler, calls, logs } = harness({ readTimeoutMs });
    scheduler.request();
    await vi.advanceTimersByTimeAsync(QUIET_MS);
    scheduler.request();
    await vi.advanceTimersByTimeAsync(readTimeoutMs - 2 * POLL_MS);
    expect(calls).toEqual([QUIET_MS]);
    expect(logs).toEqual([]);

    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    expect(logs).toContain(`the refresh asked ${readTimeoutMs} ms ago has not finished reading; the next may start`);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toBeGreaterThanOrEqual(QUIET_MS + readTimeoutMs);
  });

  it('takes a first read after the first refresh as finished when there was none before', async () => {
    let generation: number | null = null;
    const { scheduler, calls, logs } = harness({ generation: () => generation });
    scheduler.request();
    await vi.advanceTimersByTimeAsync(QUIET_MS + 2 * POLL_MS);
    expect(calls).toHaveLength(1);
    expect(logs).toEqual([]);
    generation = 1;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(logs).toEqual([expect.stringMatching(/^drafts read again in \d+ ms$/)]);
  });

  it('idle() waits for the refresh and its read; stop() drops one that is waiting', async () => {
    const { scheduler, calls, read } = harness();
    let idle = false;
    scheduler.request();
    void scheduler.idle().then(() => {
      idle = true;
    });
    await vi.advanceTimersByTimeAsync(QUIET_MS + 500);
    expect(calls).toHaveLength(1);
    expect(idle).toBe(false);
    read();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(idle).toBe(true);

    scheduler.request();
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(1);
  });
});
