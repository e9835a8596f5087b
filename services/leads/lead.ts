/** A lead as stored and as delivered upstream (the upstream receives this object as JSON). */
import type { CaptchaOutcome } from './captcha';

export interface StoredLead {
  id: string;
  receivedAt: string;
  lead: Record<string, unknown>;
  attribution: Record<string, string> | null;
  /** What the CRM can filter on: `suspected-spam` when the captcha did not vouch for the lead. */
  flags?: string[];
  /** The captcha's verdict, when verification is configured (services/leads/captcha.ts). */
  captcha?: CaptchaOutcome;
}

export interface LeadCounts {
  stored: number;
  delivered: number;
  pending: number;
}

/** Where the endpoint puts an accepted lead: the database (store.ts), or the old file log for the benchmark. */
export interface LeadSink {
  has(id: string): Promise<boolean>;
  /** Resolves true once the lead is durably stored, false when its id was stored before. */
  add(lead: StoredLead): Promise<boolean>;
  counts(): Promise<LeadCounts>;
  close(): Promise<void>;
}
