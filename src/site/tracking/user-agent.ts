/**
 * What analytics records about the visitor's browser, parsed with ua-parser-js (MIT, 1.x). User-agent
 * strings are cut at 350 characters first (spec), which also bounds the parser's work on hostile input.
 */
import { UAParser } from 'ua-parser-js';
import { isBotUserAgent, UA_MAX_LENGTH } from './bots';

export { UA_MAX_LENGTH };

export type Device = { browser: string; os: string; deviceType: string; isBot: boolean };

export function describeUserAgent(userAgent: string): Device {
  const ua = userAgent.slice(0, UA_MAX_LENGTH);
  const result = new UAParser(ua).getResult();
  return {
    browser: [result.browser.name, result.browser.major].filter(Boolean).join(' ') || 'unknown',
    os: [result.os.name, result.os.version].filter(Boolean).join(' ') || 'unknown',
    // ua-parser-js leaves the type empty for desktops.
    deviceType: result.device.type ?? 'desktop',
    isBot: isBotUserAgent(ua),
  };
}
