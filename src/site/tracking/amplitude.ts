/**
 * The analytics SDK and what only it needs (user-agent parsing, the user properties), loaded on demand
 * by analytics.ts once tracking is allowed.
 */
import * as amplitude from '@amplitude/analytics-browser';
import Cookies from 'js-cookie';
import { CLICK_ID_KEY, storedAttribution } from './attribution';
import type { AnalyticsEvent } from './analytics';
import { describeUserAgent } from './user-agent';

/** Set on the company's parent domain by the customer app when a customer signs in. */
export const CUSTOMER_COOKIE = 'hl-customer';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Tracking ids (attribution, msclkid), the customer flag and the browser. */
export function userProperties(): Record<string, string | boolean> {
  const device = describeUserAgent(navigator.userAgent);
  const msclkid = safeLocalStorage()?.getItem(CLICK_ID_KEY);
  return {
    ...storedAttribution(),
    ...(msclkid ? { msclkid } : {}),
    isCustomer: Cookies.get(CUSTOMER_COOKIE) === '1',
    browser: device.browser,
    os: device.os,
    deviceType: device.deviceType,
  };
}

/** Starts the SDK and returns the queue's receiver; bots are not counted (no receiver). */
export async function connectAmplitude(
  apiKey: string,
  serverUrl: string | undefined,
  context: Record<string, string | boolean>,
): Promise<((event: AnalyticsEvent) => void) | null> {
  if (describeUserAgent(navigator.userAgent).isBot) return null;
  await amplitude.init(apiKey, {
    ...(serverUrl ? { serverUrl } : {}),
    autocapture: false,
    remoteConfig: { fetchRemoteConfig: false },
    enableDiagnostics: false,
    logLevel: amplitude.Types.LogLevel.None,
  }).promise;
  const identify = new amplitude.Identify();
  for (const [name, value] of Object.entries({ ...userProperties(), ...context })) identify.set(name, value);
  amplitude.identify(identify);
  return (event) => {
    amplitude.track(event.type, event.properties, { time: event.at });
  };
}
