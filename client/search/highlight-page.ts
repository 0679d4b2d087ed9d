// Marks the search terms on the page a search result opened: inside the article
// on docs pages, inside the main area elsewhere. Loaded only when the address has
// `_highlight` terms. Terms only ever become text nodes inside <mark> elements.
import { findMarks } from '../../src/shared/search-marks.js';

/** Elements whose text is not prose (or is navigation: breadcrumbs, pager), or is already marked. */
const skipped = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEXTAREA',
  'MARK',
  'svg',
  'BUTTON',
  'NAV',
]);

/** Wraps each occurrence of the terms under `root` in <mark class="search-highlight">; returns the number marked. */
function markTerms(root: Element, terms: readonly string[]): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      for (let el = node.parentElement; el && el !== root; el = el.parentElement)
        if (skipped.has(el.tagName)) return NodeFilter.FILTER_REJECT;
      return node.nodeValue && node.nodeValue.trim()
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_SKIP;
    },
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  let count = 0;
  for (const node of nodes) {
    const text = node.data;
    const marks = findMarks(text, terms);
    if (marks.length === 0) continue;
    const fragment = document.createDocumentFragment();
    let at = 0;
    for (const [start, end] of marks) {
      if (start > at) fragment.append(text.slice(at, start));
      const mark = document.createElement('mark');
      mark.className = 'search-highlight';
      mark.textContent = text.slice(start, end);
      fragment.append(mark);
      at = end;
    }
    if (at < text.length) fragment.append(text.slice(at));
    node.replaceWith(fragment);
    count += marks.length;
  }
  return count;
}

/** The region to mark on a page: its article (docs pages), else its main area. */
function highlightRegion(host: ParentNode): Element | null {
  return host.querySelector('article') ?? host.querySelector('main') ?? null;
}

export function highlightPage(host: ParentNode, terms: readonly string[]): number {
  const region = highlightRegion(host);
  return region ? markTerms(region, terms) : 0;
}
