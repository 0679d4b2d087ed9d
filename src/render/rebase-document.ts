// A whole page put under the site's base path (`rebaseHtml`), except the content of its
// raw-text elements: a `<textarea>` or `<script type="text/plain">` showing `<img src="/x.png">`
// shows it as written, while `<script src="/app.js">` itself gets the base. Kept out of
// base-url.ts, which the client imports: the client never rebases a whole page.
import { rebaseHtml } from '../shared/base-url.js';
import { editOutsideRawText } from '../shared/raw-text.js';

/** The page's HTML with its root-relative URLs under the base, raw-text content as written. */
export function rebaseDocument(html: string, baseUrl: string): string {
  if (baseUrl === '/') return html;
  return editOutsideRawText(html, (markup) => rebaseHtml(markup, baseUrl)).html;
}
