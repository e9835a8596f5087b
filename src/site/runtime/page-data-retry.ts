/**
 * Page data is retried up to 3 times (spec, section 7). Gatsby's loader retries by itself on network
 * errors and 503s, but treats a 500 as final at once; a 500 from a busy origin is often passing, so a
 * 500 for page data is retried here, with a short backoff, before the loader sees it. Only if the
 * origin still answers 500 does the loader show the 500 page (spec, section 4).
 */
export const PAGE_DATA_RETRIES = 3;

const PAGE_DATA = /\/(page-data|slice-data)\/.+\.json(\?|$)/;

export function isPageDataUrl(url: string): boolean {
  return PAGE_DATA.test(url);
}

export function retryDelayMs(attempt: number): number {
  return 150 * 2 ** (attempt - 1);
}

type Tracked = { method: string; url: string; attempt: number };

/** Wraps XMLHttpRequest (the loader's transport) so page-data GETs answered 500 are sent again. */
export function installPageDataRetry(XHR: typeof XMLHttpRequest = XMLHttpRequest, retries: number = PAGE_DATA_RETRIES): void {
  const tracked = new WeakMap<XMLHttpRequest, Tracked>();
  // The originals are always called on a request, with call/apply.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { open, send } = XHR.prototype;

  XHR.prototype.open = function patchedOpen(this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    const previous = tracked.get(this);
    const href = String(url);
    tracked.set(this, { method: method.toUpperCase(), url: href, attempt: previous?.url === href ? previous.attempt : 0 });
    Reflect.apply(open, this, [method, url, ...rest]);
  };

  XHR.prototype.send = function patchedSend(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    const info = tracked.get(this);
    if (info && info.method === 'GET' && isPageDataUrl(info.url) && !Reflect.get(this, '__retryWrapped')) {
      Reflect.set(this, '__retryWrapped', true);
      const handler = this.onreadystatechange;
      this.onreadystatechange = function retrying(this: XMLHttpRequest, event: Event) {
        const current = tracked.get(this);
        if (this.readyState === 4 && this.status === 500 && current && current.attempt < retries) {
          current.attempt += 1;
          window.setTimeout(() => {
            open.call(this, 'GET', current.url, true);
            send.call(this, null);
          }, retryDelayMs(current.attempt));
          return;
        }
        if (handler) handler.call(this, event);
      };
    }
    return send.call(this, body);
  };
}
