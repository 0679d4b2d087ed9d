// Mermaid diagrams: the page holds each diagram's source (src/content/mermaid.ts);
// on a page that has one, Mermaid's ES module build (the entry of a hashed folder of
// the site, named by the container) is imported once and draws each diagram in the
// current colour mode, and again when the mode changes; it imports the code of each
// diagram type the first time one is drawn. Pages without a diagram load nothing.
import { getColorMode, subscribeColorMode } from './color-mode.js';
import { routeUpdatedEvent } from './events.js';

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{ svg: string }>;
}

let loading: Promise<MermaidApi> | undefined;

function loadMermaid(src: string): Promise<MermaidApi> {
  loading ??= (import(src) as Promise<{ default: MermaidApi }>).then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw new Error(`Mermaid did not load from ${src}`, { cause: error });
    },
  );
  return loading;
}

let counter = 0;
let drawing = Promise.resolve();

async function draw(containers: HTMLElement[]): Promise<void> {
  const src = containers[0]?.dataset.mermaidScript;
  if (!src) return;
  const mermaid = await loadMermaid(src);
  const theme = getColorMode() === 'dark' ? 'dark' : 'default';
  // Strict: labels are text, never HTML or script.
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme });
  for (const container of containers) {
    if (container.dataset.drawn === theme || !container.isConnected) continue;
    const source = container.querySelector('.mermaid-diagram__source')?.textContent ?? '';
    try {
      const { svg } = await mermaid.render(`docgen-mermaid-${++counter}`, source);
      let target = container.querySelector<HTMLElement>('.mermaid-diagram__svg');
      if (!target) {
        target = document.createElement('div');
        target.className = 'mermaid-diagram__svg';
        container.appendChild(target);
      }
      target.innerHTML = svg;
      container.dataset.drawn = theme;
    } catch (error) {
      // The source stays on show; the console says why it did not draw.
      container.dataset.drawn = 'error';
      console.error('[docgen] mermaid diagram', error);
    }
  }
}

function drawPage(): void {
  const containers = Array.from(document.querySelectorAll<HTMLElement>('.mermaid-diagram'));
  if (containers.length === 0) return;
  // One drawing at a time: Mermaid's render keeps global state.
  drawing = drawing.then(() => draw(containers)).catch((error) => console.error('[docgen]', error));
}

export function setupMermaid(): void {
  drawPage();
  window.addEventListener(routeUpdatedEvent, drawPage);
  subscribeColorMode(drawPage);
}
