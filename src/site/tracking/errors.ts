/**
 * Error reporting for the whole site. The SDK (31 KB gzip, and about 100 ms of a phone's main thread to
 * start) is loaded when it is wanted: at the first error, or once the visitor starts using the page, in the
 * idle time after their first click or key (breadcrumbs of what they do from then on go with a later report). A visitor who only reads a page that
 * works never downloads it. Reports made before it has loaded wait in a small buffer; without a DSN
 * nothing is sent.
 */

export type ReportContext = {
  componentStack?: string;
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
};

export type Widget = 'video-player' | 'carousel';

export type Report = { error: unknown; context: ReportContext };
export type Reporter = (report: Report) => void;

/** Envelopes the transport may queue (spec: 30); the same bound for reports waiting for the SDK. */
const BUFFER_SIZE = 30;

let reporter: Reporter | undefined;
let buffer: Report[] = [];
let disabled = false;
/** Starts loading the SDK; set while error reporting is started and the SDK not asked for yet. */
let loadSdk: (() => void) | undefined;

export function reportError(error: unknown, context: ReportContext = {}): void {
  if (disabled) return;
  if (reporter) {
    reporter({ error, context });
    return;
  }
  if (buffer.length < BUFFER_SIZE) buffer.push({ error, context });
  loadSdk?.();
}

/** A widget failed (video player, carousel): reported with its cause, and the page carries on. */
export function reportSilenceable(cause: unknown, widget: Widget, componentStack?: string): void {
  reportError(new Error('silenceable error', { cause }), { componentStack, tags: { silenceable: 'true', widget } });
}

/** No DSN configured: drop what waits and ignore what comes. */
export function disableErrorReporting(): void {
  disabled = true;
  buffer = [];
}

function currentRelease(): string | undefined {
  const hash: unknown = Reflect.get(window, '___webpackCompilationHash');
  return typeof hash === 'string' ? hash : undefined;
}

/** Errors thrown before the SDK is ready would otherwise be lost. */
function bufferEarlyErrors(): () => void {
  const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/**
 * Starts error reporting: early errors are buffered at once; the SDK loads at the first error or when
 * `whenWanted` calls back (idle after the visitor's first interaction), whichever comes first. Its script and its
 * start run as two tasks, `yieldToPage` apart, so neither holds the main thread for long.
 */
export function startErrorReporting(
  dsn: string | undefined,
  whenWanted: (start: () => void) => void,
  yieldToPage: (next: () => void) => void,
): void {
  if (!dsn) {
    disableErrorReporting();
    return;
  }
  const stopBuffering = bufferEarlyErrors();
  loadSdk = () => {
    loadSdk = undefined;
    import('./sentry-client')
      .then((client) => new Promise<typeof client>((resolve) => yieldToPage(() => resolve(client))))
      .then(({ connectSentry }) => {
        const connected = connectSentry(dsn, currentRelease());
        reporter = connected;
        stopBuffering();
        const waiting = buffer;
        buffer = [];
        for (const report of waiting) connected(report);
      })
      .catch(() => {
        // The reporting SDK itself failed to load (blocked, offline): there is nowhere to report that to.
        stopBuffering();
        disableErrorReporting();
      });
  };
  if (buffer.length > 0) loadSdk();
  else whenWanted(() => loadSdk?.());
}
