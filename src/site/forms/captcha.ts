/**
 * The enterprise captcha, when a site key is configured: its script is loaded when the browser is idle
 * (render=<site key>) and a token is asked for at submission. The zh-CN site does without it: the
 * provider's host often fails to load in mainland China, and a form must never depend on it.
 */
import { SITE_LOCALE } from '../../shared/i18n/use-translate';

const SITE_KEY = process.env.GATSBY_RECAPTCHA_SITE_KEY ?? '';

interface Enterprise {
  ready: (fn: () => void) => void;
  execute: (key: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: { enterprise?: Enterprise };
  }
}

export const captchaEnabled = SITE_KEY !== '' && SITE_LOCALE === 'en-US';
let requested = false;

export function loadCaptchaWhenIdle(): void {
  if (!captchaEnabled || requested || typeof window === 'undefined') return;
  requested = true;
  const load = () => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(SITE_KEY)}`;
    script.async = true;
    document.head.appendChild(script);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}

/** A token for this submission, or undefined when the captcha is off or did not load (the server decides). */
export async function captchaToken(action: string): Promise<string | undefined> {
  const enterprise = typeof window === 'undefined' ? undefined : window.grecaptcha?.enterprise;
  if (!captchaEnabled || !enterprise) return undefined;
  try {
    await new Promise<void>((resolve) => enterprise.ready(resolve));
    return await enterprise.execute(SITE_KEY, { action: action.replace(/[^A-Za-z_]/g, '_') });
  } catch {
    return undefined;
  }
}
