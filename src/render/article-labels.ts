// Markdown is rendered (and cached) by the content stage, before and whatever the site's
// labels: its code blocks' copy buttons and its headings' anchors carry the default texts,
// which the render stage swaps for the site's here (an API article's code blocks too).
import { copyButtonHtml } from '../content/code-block.js';
import { sectionLinkLabel } from '../../templates/static-labels.js';
import { escapeHtml } from '../shared/html-escape.js';
import type { SiteLabels } from '../../templates/page-labels.js';

const defaultCopyButton = copyButtonHtml();
const defaultSectionLink = ` aria-label="${sectionLinkLabel}"`;

/** The article's HTML with the site's labels in place of the defaults it was rendered with. */
export function relabelArticle(html: string, labels: SiteLabels): string {
  const copyButton = copyButtonHtml(labels);
  const sectionLink = ` aria-label="${escapeHtml(labels.sectionLink)}"`;
  let out = html;
  if (copyButton !== defaultCopyButton) out = out.replaceAll(defaultCopyButton, copyButton);
  if (sectionLink !== defaultSectionLink) out = out.replaceAll(defaultSectionLink, sectionLink);
  return out;
}
