import { Component, type ErrorInfo, type ReactNode } from 'react';

type State = { failed: boolean };

/** Catches a crashing screen so the rest of the app (sidebar, other routes) keeps working. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Logged for developers (devtools); the user sees a plain message, never the stack.
    console.warn('Screen failed to render', error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  override componentDidUpdate(prev: { resetKey?: string }): void {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="banner banner-error" role="alert">
        <span className="banner-text">This screen ran into a problem and could not be shown. Your data is safe.</span>
        <button type="button" className="btn btn-small" onClick={() => this.setState({ failed: false })}>
          Try again
        </button>
      </div>
    );
  }
}
