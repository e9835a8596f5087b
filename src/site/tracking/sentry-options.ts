/**
 * Error-reporting settings (spec, sections 8 and 9), kept apart from the SDK so they are unit-tested.
 * The SDK's own defaults already give the spec's 60 s rate-limit fallback and 50-frame stack limit;
 * they are restated here so a change of SDK default cannot go unnoticed.
 */
export const SENTRY_LIMITS = {
  environment: 'production',
  maxBreadcrumbs: 100,
  /** Envelopes queued in the transport while earlier ones are in flight. */
  bufferSize: 30,
  rateLimitFallbackMs: 60_000,
  maxStackFrames: 50,
  normalizeDepth: 3,
} as const;

/** Errors browser extensions and social widgets throw into every page: not ours, only noise. */
export const IGNORE_ERRORS: ReadonlyArray<string | RegExp> = [
  'top.GLOBALS',
  'originalCreateNotification',
  'canvas.contentDocument',
  'MyApp_RemoveAllHighlights',
  'http://tt.epicplay.com',
  "Can't find variable: ZiteReader",
  'jigsaw is not defined',
  'ComboSearch is not defined',
  'http://loading.retry.widdit.com/',
  'atomicFindClose',
  'fb_xd_fixed',
  'bmi_SafeAddOnload',
  'EBCallBackMessageReceived',
  'conduitPage',
  /^ResizeObserver loop (limit exceeded|completed with undelivered notifications)/,
  /^Non-Error promise rejection captured with value: Object Not Found Matching Id/,
  /__gCrWeb/,
  /webkit\.messageHandlers/,
];

/** Scripts whose errors are never ours: extensions and social platforms' embeds. */
export const DENY_URLS: ReadonlyArray<RegExp> = [
  /^(chrome|chrome-extension|moz-extension|safari-extension|safari-web-extension|edge):\/\//i,
  /graph\.facebook\.com/i,
  /connect\.facebook\.net\/en_US\/all\.js/i,
  /platform\.twitter\.com/i,
  /static\.ads-twitter\.com/i,
  /snap\.licdn\.com/i,
  /eatdifferent\.com\.woopra-ns\.com/i,
  /static\.woopra\.com\/js\/woopra\.js/i,
  /webappstoolbarba\.texthelp\.com\//i,
  /metrics\.itunes\.apple\.com\.edgesuite\.net\//i,
];

export function sentryOptions(dsn: string, release: string | undefined) {
  return {
    dsn,
    release,
    environment: SENTRY_LIMITS.environment,
    maxBreadcrumbs: SENTRY_LIMITS.maxBreadcrumbs,
    normalizeDepth: SENTRY_LIMITS.normalizeDepth,
    transportOptions: { bufferSize: SENTRY_LIMITS.bufferSize },
    ignoreErrors: [...IGNORE_ERRORS],
    denyUrls: [...DENY_URLS],
    // Error reports only: no performance tracing, no session replay, no personal data.
    tracesSampleRate: 0,
    sendDefaultPii: false,
  };
}
