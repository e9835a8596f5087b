import React from 'react';
import { reportError } from '../../tracking/errors';

type Props = {
  /** Shown instead of the children once they have thrown. */
  fallback: React.ReactNode | ((error: Error) => React.ReactNode);
  /** Called with the caught error after it has been reported. */
  onError?: (error: Error, componentStack: string) => void;
  /** Reports the error in the caller's own way; error reporting by default. */
  report?: (error: Error, componentStack: string) => void;
  /** A change of this value (for example the path) gives the children another chance. */
  resetKey?: string;
  children: React.ReactNode;
};

type State = { error: Error | null; resetKey: string | undefined };

/**
 * Keeps the error its children threw and shows the fallback instead of them (spec, section 4), reports
 * it with the component stack and tells the caller.
 */
export class ErrorBoundary extends React.Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    const caught = error instanceof Error ? error : new Error(String(error));
    const componentStack = info.componentStack ?? '';
    if (this.props.report) this.props.report(caught, componentStack);
    else reportError(caught, { componentStack });
    this.props.onError?.(caught, componentStack);
  }

  override render(): React.ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(error) : fallback;
  }
}
