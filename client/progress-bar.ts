// A thin progress bar for slow route changes, after nprogress (whose defaults the
// spec fixes): starts at 8%, creeps by 2% every 800 ms, never reaches the end
// until done(), animates each step over 200 ms. Styled inline so it works before
// (or without) the stylesheet; the colour comes from the theme's variable.

export const progressSettings = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
  maximum: 0.994,
} as const;

/** The next status after a trickle step (pure, for tests). */
export function trickle(status: number, rate: number = progressSettings.trickleRate): number {
  return Math.min(progressSettings.maximum, Math.max(progressSettings.minimum, status + rate));
}

export class ProgressBar {
  private element: HTMLElement | undefined;
  private bar: HTMLElement | undefined;
  private status: number | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private removeTimer: ReturnType<typeof setTimeout> | undefined;

  start(): void {
    if (this.status !== null) return;
    clearTimeout(this.removeTimer);
    this.render();
    this.set(progressSettings.minimum);
    this.timer = setInterval(() => {
      if (this.status !== null) this.set(trickle(this.status));
    }, progressSettings.trickleSpeed);
  }

  done(): void {
    if (this.status === null) return;
    clearInterval(this.timer);
    this.set(1);
    this.status = null;
    const element = this.element;
    // Let the bar reach the end, then fade it out and remove it.
    this.removeTimer = setTimeout(() => {
      if (element) element.style.opacity = '0';
      this.removeTimer = setTimeout(() => {
        element?.remove();
        if (this.element === element) this.element = this.bar = undefined;
      }, progressSettings.speed);
    }, progressSettings.speed);
  }

  private set(n: number): void {
    this.status = n;
    if (this.bar) this.bar.style.transform = `translate3d(${(-1 + n) * 100}%,0,0)`;
    this.element?.setAttribute('aria-valuenow', String(Math.round(n * 100)));
  }

  private render(): void {
    if (this.element) {
      this.element.style.opacity = '1';
      return;
    }
    const element = document.createElement('div');
    element.className = 'progress-bar';
    element.setAttribute('role', 'progressbar');
    element.setAttribute('aria-label', 'Loading the page');
    element.setAttribute('aria-valuemin', '0');
    element.setAttribute('aria-valuemax', '100');
    element.style.cssText = `position:fixed;top:0;left:0;right:0;height:3px;z-index:1031;pointer-events:none;overflow:hidden;transition:opacity ${progressSettings.speed}ms linear`;
    const bar = document.createElement('div');
    bar.className = 'progress-bar__bar';
    bar.style.cssText = `height:100%;background:var(--color-primary,#0168fa);transform:translate3d(-100%,0,0);transition:transform ${progressSettings.speed}ms ease`;
    element.append(bar);
    document.body.append(element);
    this.element = element;
    this.bar = bar;
  }
}
