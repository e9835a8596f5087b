/**
 * When the preview reads Contentful again. Contentful sends a webhook for every save, and its editor saves by itself
 * every few seconds while someone types; Gatsby's `__refresh` starts its reload over whenever it is called, even in the
 * middle of one (a reload cut short is work thrown away, and two reads of the sync at once race). So saves are folded:
 * a refresh starts once the saves pause for `quietMs` (or `maxWaitMs` after the first, so steady typing still shows),
 * never while one is running, and a save that comes during one starts the next as soon as it has read.
 */

/** Attempts at a refresh Gatsby did not take (it answers only once it is up). */
const RETRIES = 5;

export interface RefreshOptions {
  /** Asks Gatsby to read again (its refresh endpoint); rejects when it was not asked. */
  trigger: () => Promise<void>;
  /** How many reads the site has made so far (src/pipeline/preview-content.ts), null before the first. */
  generation: () => number | null;
  log: (line: string) => void;
  quietMs?: number;
  maxWaitMs?: number;
  /** A read that does not finish in this time is given up on, and the next may start. */
  readTimeoutMs?: number;
  pollMs?: number;
}

export class RefreshScheduler {
  private pendingSince: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly quietMs: number;
  private readonly maxWaitMs: number;
  private readonly readTimeoutMs: number;
  private readonly pollMs: number;
  /** Refreshes asked of Gatsby so far. */
  triggered = 0;
  private failures = 0;

  constructor(private readonly options: RefreshOptions) {
    this.quietMs = options.quietMs ?? 250;
    this.maxWaitMs = options.maxWaitMs ?? 1000;
    this.readTimeoutMs = options.readTimeoutMs ?? 60_000;
    this.pollMs = options.pollMs ?? 50;
  }

  /** A change in Contentful: the preview reads it soon. */
  request(): void {
    this.pendingSince ??= Date.now();
    if (!this.running) this.schedule();
  }

  /** Resolves once no refresh is waiting or running. */
  async idle(): Promise<void> {
    while (this.running || this.pendingSince !== undefined)
      await (this.running ?? new Promise((resolve) => setTimeout(resolve, this.pollMs)));
  }

  stop(): void {
    clearTimeout(this.timer);
    this.pendingSince = undefined;
  }

  private schedule(): void {
    clearTimeout(this.timer);
    const since = this.pendingSince ?? Date.now();
    const delay = Math.max(0, Math.min(this.quietMs, since + this.maxWaitMs - Date.now()));
    this.timer = setTimeout(() => {
      this.running = this.run().finally(() => {
        this.running = undefined;
        if (this.pendingSince !== undefined) this.schedule();
      });
    }, delay);
  }

  private async run(): Promise<void> {
    this.pendingSince = undefined;
    const before = this.options.generation();
    const started = Date.now();
    try {
      await this.options.trigger();
      this.triggered += 1;
      this.failures = 0;
    } catch (error) {
      // The change is still to be shown: asked again a little later, a few times, then left to the next save.
      this.failures += 1;
      const again = this.failures < RETRIES;
      this.options.log(`refresh not sent: ${error instanceof Error ? error.message : String(error)}${again ? '; trying again' : ''}`);
      if (again) await new Promise((resolve) => setTimeout(resolve, this.quietMs * 4)).then(() => (this.pendingSince ??= Date.now()));
      else this.failures = 0;
      return;
    }
    while (Date.now() - started < this.readTimeoutMs) {
      const now = this.options.generation();
      if (now !== null && (before === null || now > before)) {
        this.options.log(`drafts read again in ${Date.now() - started} ms`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }
    this.options.log(`the refresh asked ${this.readTimeoutMs} ms ago has not finished reading; the next may start`);
  }
}
