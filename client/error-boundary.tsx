// Each island sits in an error boundary: a component that throws while rendering
// replaces the page with the crash page ('This page crashed.', the message and
// 'Try again') instead of leaving a half-working shell.
import { Component, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CrashPage } from '../templates/ErrorPage.js';
import { siteLabels } from './site-labels.js';

function CrashFallback({ error, onTryAgain }: { error: Error; onTryAgain: () => void }): ReactNode {
  // The crash page takes the place of the page region; the static page comes back on 'Try again'.
  const [host] = useState(() => {
    const element = document.createElement('div');
    element.className = 'crash-page-host';
    const page = document.getElementById('__docgen_page');
    if (page) page.before(element);
    else document.body.append(element);
    return element;
  });
  useLayoutEffect(() => {
    const page = document.getElementById('__docgen_page');
    const title = document.title;
    if (page) page.hidden = true;
    document.title = siteLabels().pageError;
    host.querySelector<HTMLElement>('#__docgen_crash')?.focus();
    return () => {
      if (page) page.hidden = false;
      document.title = title;
      host.remove();
    };
  }, [host]);
  return createPortal(
    <CrashPage
      message={error.message || String(error)}
      onTryAgain={onTryAgain}
      labels={siteLabels()}
    />,
    host,
  );
}

/** The islands that crashed; the first one shows the crash page, 'Try again' re-renders them all. */
const crashed = new Set<IslandErrorBoundary>();
let crashPageOwner: IslandErrorBoundary | null = null;

export class IslandErrorBoundary extends Component<
  { children: ReactNode; onReset?: () => void },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: { componentStack?: string | null }): void {
    console.error('[docgen] A page component crashed.', error, info.componentStack ?? '');
    crashed.add(this);
    // Islands often fail together (same bad props): one crash page, not one per island.
    if (!crashPageOwner) {
      crashPageOwner = this;
      this.forceUpdate();
    }
  }

  override componentWillUnmount(): void {
    crashed.delete(this);
    if (crashPageOwner === this) crashPageOwner = null;
  }

  private readonly tryAgain = () => {
    const all = [...crashed];
    crashed.clear();
    crashPageOwner = null;
    this.props.onReset?.();
    for (const boundary of all) boundary.setState({ error: null });
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return crashPageOwner === this ? (
      <CrashFallback error={this.state.error} onTryAgain={this.tryAgain} />
    ) : null;
  }
}
