/**
 * A delivery worker: claims stored leads from the outbox, oldest first, and posts each to the configured
 * upstream (the company's lead endpoint or CRM webhook) with its id as Idempotency-Key, so that a retry
 * after a success whose answer was lost is recognised upstream as the same lead. Any number of workers,
 * in any number of processes, share one database: a claim is a lease, so two never send one lead at once,
 * and a worker that dies mid-delivery only delays its lead until the lease runs out. While the upstream is
 * unset, failing or hanging, leads wait; after a failure the worker and the lead back off exponentially
 * (with jitter). Between leads stored by its own process (kick) it polls for those stored by others.
 */
import { randomUUID } from 'node:crypto';
import type { StoredLead } from './lead';
import type { LeadStore } from './store';

export interface DeliveryOptions {
  upstreamUrl: string | undefined;
  /** First retry delay; doubles with each consecutive failure up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A request that takes longer counts as failed (a hanging upstream). */
  timeoutMs: number;
  /** How often to look for leads other processes stored. */
  pollMs?: number;
}

/** Delay after `failures` consecutive failures: exponential, capped, with ±20% jitter. */
export function backoff(failures: number, baseDelayMs: number, maxDelayMs: number, random: () => number = Math.random): number {
  const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(delay * (0.8 + 0.4 * random()));
}

/**
 * How long a claim holds: the request's own time limit and a margin for the database round trips, so the
 * lease cannot run out while the worker still waits for the upstream's answer.
 */
export const leaseFor = (timeoutMs: number): number => timeoutMs + Math.max(5_000, timeoutMs);

export class Delivery {
  readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopped = false;

  constructor(
    private readonly store: LeadStore,
    private readonly options: DeliveryOptions,
  ) {}

  start(): void {
    this.started = true;
    this.kick();
  }

  /** Stops claiming; resolves when the delivery under way has finished and been recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** A new lead is stored: deliver it now unless the upstream is backing off. */
  kick(): void {
    if (!this.started || this.stopped || !this.options.upstreamUrl) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.failures === 0) this.schedule(0);
  }

  /**
   * The database is usable again after it was lost: what waits goes out now, not after the backoff that the
   * outage built up (up to LEADS_RETRY_MAX_MS).
   */
  resume(): void {
    this.failures = 0;
    this.kick();
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running ??= this.run().finally(() => (this.running = undefined));
    }, ms);
  }

  private async send(lead: StoredLead, url: string): Promise<string | null> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': lead.id },
        body: JSON.stringify(lead),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await response.body?.cancel();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /**
   * Delivers what is due, oldest first, until nothing is (true) or a delivery fails (false). A deadline
   * (a scheduled function's time limit) stops it early, between leads.
   */
  async drain(deadline = Infinity): Promise<boolean> {
    const url = this.options.upstreamUrl;
    if (!url) return true;
    const lease = leaseFor(this.options.timeoutMs);
    // Only start a delivery that can finish (its request's time limit) before the deadline.
    while (!this.stopped && Date.now() + this.options.timeoutMs < deadline) {
      const claim = await this.store.claim(this.workerId, lease);
      if (!claim) return true;
      const error = await this.send(claim.lead, url);
      if (error === null) {
        await this.store.markDelivered(claim.lead.id);
        this.failures = 0;
        continue;
      }
      this.failures += 1;
      await this.store.markFailed(claim.lead.id, backoff(claim.attempts, this.options.baseDelayMs, this.options.maxDelayMs), error);
      return false;
    }
    return true;
  }

  private async run(): Promise<void> {
    let ok = true;
    try {
      do {
        this.again = false;
        ok = await this.drain();
      } while (ok && this.again && !this.stopped);
    } catch (error) {
      // The database is unreachable: try again later, as after an upstream failure.
      this.failures += 1;
      ok = false;
      console.error(`Lead delivery: ${error instanceof Error ? error.message : String(error)}`);
    }
    this.schedule(ok ? (this.options.pollMs ?? 1000) : backoff(this.failures, this.options.baseDelayMs, this.options.maxDelayMs));
  }
}
