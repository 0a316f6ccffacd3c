import { Component, type ReactNode } from 'react';

/**
 * Around a lazily loaded Monaco editor: if its chunk cannot load, `fallback` (a plain text area) keeps the
 * text editable, so nothing typed is lost.
 */
export class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
