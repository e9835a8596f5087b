/**
 * Delivers stored leads, oldest first, to the configured upstream (the company's lead endpoint or CRM
 * webhook), each with its id as Idempotency-Key so that a retry after a success whose answer was lost
 * is recognised upstream as the same lead. While the upstream is unset, failing or hanging, leads wait
 * in the store; attempts back off exponentially (with jitter) after each failure.
 */
import type { LeadStore, StoredLead } from './store';

export interface DeliveryOptions {
  upstreamUrl: string | undefined;
  /** First retry delay; doubles with each consecutive failure up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A request that takes longer counts as failed (a hanging upstream). */
  timeoutMs: number;
}

/** Delay after `failures` consecutive failures: exponential, capped, with ±20% jitter. */
export function backoff(failures: number, baseDelayMs: number, maxDelayMs: number, random: () => number = Math.random): number {
  const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(delay * (0.8 + 0.4 * random()));
}

export class Delivery {
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;
  private stopped = true;

  constructor(
    private readonly store: LeadStore,
    private readonly options: DeliveryOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.kick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** A new lead is stored: deliver it now unless the upstream is backing off. */
  kick(): void {
    if (this.stopped || !this.options.upstreamUrl) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.failures === 0) this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), ms);
  }

  private async send(lead: StoredLead, url: string): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': lead.id },
        body: JSON.stringify(lead),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      return response.ok;
    } catch {
      return false;
    }
  }

  private async run(): Promise<void> {
    const url = this.options.upstreamUrl;
    if (this.running || this.stopped || !url) return;
    this.running = true;
    try {
      do {
        this.again = false;
        for (const lead of this.store.pending()) {
          if (this.stopped) return;
          if (!(await this.send(lead, url))) {
            this.failures += 1;
            this.schedule(backoff(this.failures, this.options.baseDelayMs, this.options.maxDelayMs));
            return;
          }
          this.store.markDelivered(lead.id);
          this.failures = 0;
        }
      } while (this.again);
    } finally {
      this.running = false;
    }
  }
}
