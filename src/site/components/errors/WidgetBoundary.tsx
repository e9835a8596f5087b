import React from 'react';
import { reportSilenceable, type Widget } from '../../tracking/errors';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * Around embedded widgets (video player, carousel): a widget that throws is reported as a 'silenceable
 * error' with its cause and replaced by its fallback; the rest of the page is untouched.
 */
export function WidgetBoundary({
  widget,
  fallback = null,
  children,
}: {
  widget: Widget;
  fallback?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <ErrorBoundary fallback={fallback} report={(error, componentStack) => reportSilenceable(error, widget, componentStack)}>
      {children}
    </ErrorBoundary>
  );
}
