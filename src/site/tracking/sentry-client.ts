/** The error-reporting SDK, loaded on demand by errors.ts. */
import * as Sentry from '@sentry/gatsby';
import type { Reporter } from './errors';
import { sentryOptions } from './sentry-options';
import { readPathLog } from './session-paths';

export function connectSentry(dsn: string, release: string | undefined): Reporter {
  Sentry.init({
    ...sentryOptions(dsn, release),
    beforeSend(event) {
      event.extra = { ...event.extra, recentPaths: readPathLog(window.sessionStorage) };
      return event;
    },
  });
  return ({ error, context }) => {
    Sentry.withScope((scope) => {
      if (context.componentStack) scope.setContext('react', { componentStack: context.componentStack });
      if (context.tags) scope.setTags(context.tags);
      if (context.extra) scope.setExtras(context.extra);
      Sentry.captureException(error);
    });
  };
}
