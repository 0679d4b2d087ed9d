// What an operation page's "Try it" needs on first visit: the button that loads
// the console (client/try-it/, its own chunk, with the operation's data) on first
// press, and the samples' base URL following the server the reader chose (kept
// per API source, so it holds across pages) where the operation offers it.
import { spliceableServer } from '../src/shared/sample-server.js';
import { siteLabels } from './site-labels.js';
import { loadFailure, showFailure } from './stale-build.js';
import { deleteStorage, readStorage, writeStorage } from './storage.js';
import { baseKey, isAbsolute, type ServerTemplate, serverValues } from './try-it/server-match.js';

/** The server chosen on a source's pages; the console writes it, the samples read it. */
const serverKey = (source: string) => `docgen.try-it.server.${source}`;

/**
 * The panel's servers: URL templates, with the enums of their variables where they have some
 * (JSON, so a URL may hold any character; written with data-server-source, SamplePanel.tsx).
 */
const panelServers = (panel: HTMLElement): ServerTemplate[] => JSON.parse(panel.dataset.servers!);

/**
 * The reader's choice where this panel's operation offers it; elsewhere the page
 * keeps its own default, and the choice stays stored for the pages that offer it.
 */
function offeredChoice(panel: HTMLElement): string | null {
  const source = panel.dataset.serverSource!;
  const stored = readStorage(serverKey(source));
  const base = readStorage(baseKey(source));
  return stored && panelServers(panel).some((s) => serverValues(s, stored, base)) ? stored : null;
}

let consoleModule: Promise<typeof import('./try-it/index.js')> | undefined;

/**
 * Writes `server` into a panel's samples in place of the server they show now (text only).
 * One their quoting would not keep as it is (a quote, `$`, a space…) could end the string it
 * lands in: it is not written, the samples show their own server.
 */
function showServer(panel: HTMLElement, server: string | null | undefined): void {
  // No choice, or one the samples cannot show: their own server.
  if (!server || !spliceableServer(server)) server = panel.dataset.sampleServer;
  const shown = panel.dataset.shownServer ?? panel.dataset.sampleServer;
  if (!shown || !server || shown === server) return;
  // The samples' tabs only: the console beside them shows its own server and its answers' curl.
  const walker = document.createTreeWalker(panel.querySelector('.api-samples__requests > div')!, 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.nodeValue?.includes(shown)) node.nodeValue = node.nodeValue.split(shown).join(server);
  panel.dataset.shownServer = server;
}

/** Has the samples show the reader's choice where they offer it, else their own server. */
export function followServerChoice(root: ParentNode): void {
  for (const panel of root.querySelectorAll<HTMLElement>('.api-samples[data-server-source]'))
    showServer(panel, offeredChoice(panel));
}

function toggle(button: HTMLElement, baseUrl: string): void {
  const host = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!host) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  host.hidden = !open;
  if (open && host.childElementCount === 0) load(button, host, baseUrl);
}

/** Fetches the console's chunk (again, after a failure) and opens the console in `host`. */
function load(button: HTMLElement, host: HTMLElement, baseUrl: string): void {
  consoleModule ??= import('./try-it/index.js');
  const src = `${baseUrl.replace(/\/$/, '')}${button.dataset.tryIt}`;
  const panel = button.closest<HTMLElement>('[data-server-source]');
  const source = panel?.dataset.serverSource ?? '';
  consoleModule.then(
    (m) =>
      m.openConsole(host, {
        src,
        source,
        storage: { read: readStorage, write: writeStorage, remove: deleteStorage },
        server: panel ? offeredChoice(panel) : null,
        serverMatch: { baseKey, isAbsolute, serverValues },
        sampleServer: panel?.dataset.sampleServer,
        chooseServer(url, remember) {
          // A server the console cannot send to yet (no base URL) is shown here, not
          // kept: the last choice a request could go to stays for the other pages.
          if (!remember) panel && showServer(panel, url);
          else {
            writeStorage(serverKey(source), url);
            followServerChoice(document);
          }
          return spliceableServer(url);
        },
      }),
    (error: unknown) => {
      consoleModule = undefined;
      console.error('[docgen] The try-it console could not be loaded.', error);
      // The open panel says why, with Try again (or Reload after a new deploy: only on the
      // reader's word, since a reload clears what they typed in the page).
      void loadFailure().then((failure) => {
        const labels = siteLabels();
        host.append(
          showFailure(
            failure,
            [labels.tryItLoadFailed, labels.tryItLoadFailed, labels.tryItSiteUpdated],
            () => {
              // Try again goes away with the message: focus goes back to the Try it button.
              button.focus();
              host.textContent = '';
              load(button, host, baseUrl);
            },
          ),
        );
      });
    },
  );
}

export function setupTryIt(baseUrl: string): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-try-it]');
    if (button) toggle(button, baseUrl);
  });
  followServerChoice(document);
}
