import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BOUNDARY } from '../messages';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called by 'Try Again' before the section renders again, e.g. to let failed queries retry. */
  onReset?: () => void;
  /** When this changes (e.g. the path), a failed section starts afresh. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: Error | null;
  errorId: string | null;
}

// Short enough to read out over the phone, random enough to find the matching console entry.
function newErrorId(): string {
  return Math.random().toString(36).slice(2, 10).toUpperCase();
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

/** Keeps one failing section from taking the whole page down (React needs a class for this). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, errorId: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: toError(error), errorId: newErrorId() };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[error ${this.state.errorId ?? '?'}]`, error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ error: null, errorId: null });
  };

  override render(): ReactNode {
    const { error, errorId } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="notice notice--error error-boundary" role="alert">
        <p className="notice__title">{BOUNDARY.title}</p>
        <p>{BOUNDARY.body}</p>
        <div className="notice__actions">
          <button type="button" className="button button--primary" onClick={this.reset}>
            {BOUNDARY.retry}
          </button>
        </div>
        <details className="error-boundary__details">
          <summary>Technical details</summary>
          <p>{error.message}</p>
          <p>
            Error ID: <code>{errorId}</code>
          </p>
        </details>
      </div>
    );
  }
}
