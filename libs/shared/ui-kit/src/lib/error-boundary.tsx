import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

export interface ErrorBoundaryProps {
  children: ReactNode;
  homeHref?: string;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/** Catches render errors outside the router (e.g. in providers) and shows the error page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (this.state.error)
      return <ErrorPage homeHref={this.props.homeHref} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
