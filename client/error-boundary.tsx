// Each island sits in an error boundary: a component that throws while rendering
// replaces the page with the crash page ('This page crashed.', the message and
// 'Try again') instead of leaving a half-working shell.
import { Component, useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CrashPage } from '../templates/ErrorPage.js';
import { labels } from '../templates/labels.js';

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
    document.title = labels.pageError;
    host.querySelector<HTMLElement>('#__docgen_crash')?.focus();
    return () => {
      if (page) page.hidden = false;
      document.title = title;
      host.remove();
    };
  }, [host]);
  return createPortal(<CrashPage message={error.message || String(error)} onTryAgain={onTryAgain} />, host);
}

export class IslandErrorBoundary extends Component<{ children: ReactNode; onReset?: () => void }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: Error } {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: { componentStack?: string | null }): void {
    console.error('[docgen] A page component crashed.', error, info.componentStack ?? '');
  }

  private readonly tryAgain = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error) return <CrashFallback error={this.state.error} onTryAgain={this.tryAgain} />;
    return this.props.children;
  }
}
