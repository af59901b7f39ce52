import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from '../features/not-found/not-found-page.tsx';

interface RouteErrorBoundaryProps {
  /** The current path: the boundary forgets a caught error when it changes, and shows the new page. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  /** The path the state belongs to. */
  pathname: string;
}

/**
 * Shows the site's error page in place of a route whose rendering threw. It resets on the next path rather than by
 * remounting (a `key`), so the layout and its state stay as they are across navigations. The remotes' own
 * boundaries catch their errors first; this one takes what escapes them.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
