/**
 * The enterprise captcha, when a site key is configured: its script is loaded when the browser is idle
 * (render=<site key>) and a token is asked for at submission, on the sites that load it
 * (src/shared/forms/captcha-policy.ts). Without a token the lead is still taken; the endpoint flags it.
 */
import { SITE_LOCALE } from '../../../shared/i18n/use-translate';
import { captchaAction, captchaLoadsOn } from '../../../shared/forms/captcha-policy';

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

export const captchaEnabled = SITE_KEY !== '' && captchaLoadsOn(SITE_LOCALE);
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
export async function captchaToken(formType: string): Promise<string | undefined> {
  const enterprise = typeof window === 'undefined' ? undefined : window.grecaptcha?.enterprise;
  if (!captchaEnabled || !enterprise) return undefined;
  try {
    await new Promise<void>((resolve) => enterprise.ready(resolve));
    return await enterprise.execute(SITE_KEY, { action: captchaAction(formType) });
  } catch {
    return undefined;
  }
}
