import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Contains a rendering failure: shows `fallback(error)` instead of the children, and reports it once. */
export class ErrorBoundary extends Component<
  { fallback: (error: Error) => ReactNode; children: ReactNode; label: string },
  { error: Error | null }
> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.label}: a rendering error was contained.`, error, info.componentStack ?? '');
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
