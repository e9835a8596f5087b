/**
 * Real-user monitoring (spec, section 9): production only, every session (sample rate 100), interactions
 * tracked, whatever the visitor types masked. The SDK retries uploads on network failure, 408, 429 and
 * 5xx with backoff by itself. It stores a session cookie, so it starts only when tracking is allowed.
 */
import { reportError } from './errors';

export type RumConfig = { applicationId: string; clientToken: string; site: string; service: string; version?: string };

export function rumConfig(env: Record<string, string | undefined>, nodeEnv: string | undefined): RumConfig | null {
  if (nodeEnv !== 'production') return null;
  const applicationId = env.GATSBY_DATADOG_APPLICATION_ID;
  const clientToken = env.GATSBY_DATADOG_CLIENT_TOKEN;
  if (!applicationId || !clientToken) return null;
  return { applicationId, clientToken, site: env.GATSBY_DATADOG_SITE || 'datadoghq.com', service: 'harbourline-site' };
}

export const RUM_SETTINGS = {
  env: 'production',
  sessionSampleRate: 100,
  trackUserInteractions: true,
  defaultPrivacyLevel: 'mask-user-input',
} as const;

let started = false;

export async function startRum(config: RumConfig | null): Promise<void> {
  if (!config || started) return;
  started = true;
  try {
    const { datadogRum } = await import('@datadog/browser-rum');
    datadogRum.init({ ...config, ...RUM_SETTINGS, trackResources: true, trackLongTasks: true });
  } catch (error) {
    reportError(error, { tags: { integration: 'monitoring' } });
  }
}
