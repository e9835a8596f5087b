/**
 * Error reporting for the whole site. Reports made before the SDK has loaded (it loads when the browser
 * is idle, so it never weighs on first paint) wait in a small buffer; without a DSN nothing is sent.
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

export function reportError(error: unknown, context: ReportContext = {}): void {
  if (disabled) return;
  if (reporter) {
    reporter({ error, context });
    return;
  }
  if (buffer.length < BUFFER_SIZE) buffer.push({ error, context });
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

export function startErrorReporting(dsn: string | undefined, whenIdle: (start: () => void) => void): void {
  if (!dsn) {
    disableErrorReporting();
    return;
  }
  const stopBuffering = bufferEarlyErrors();
  whenIdle(() => {
    import('./sentry-client')
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
  });
}
