// Renders an API page model (its types are in src/types.ts) to the article's HTML with
// the templates in templates/api: code blocks and the samples' tab sets are
// highlighted here, then handed to the templates as HTML.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiPageModel, RequestSample } from '../types.js';
import { codeBlockHtml, resetTabIds, tabsHtml } from '../content/code-block.js';
import { ApiArticle, type CodeHtml } from '../../templates/api/ApiArticle.js';
import { ApiIntro } from '../../templates/api/ApiIntro.js';
import { LabelsProvider } from '../../templates/labels-context.js';
import { siteLabelsOf, type SiteLabels } from '../../templates/page-labels.js';

const code: CodeHtml = (block) => codeBlockHtml(block);

/** `labels`: the site's (site.config.ts `labels`), the defaults when not given. */
export function renderApiArticle(page: ApiPageModel, labels: SiteLabels = siteLabelsOf()): string {
  const render = (element: ReturnType<typeof createElement>) =>
    renderToStaticMarkup(createElement(LabelsProvider, { value: labels }, element));
  // Tab ids count from zero on each page, so they are the same whatever was rendered before.
  resetTabIds();
  if (page.kind === 'intro') return render(createElement(ApiIntro, { page }));
  const tabs = (samples: RequestSample[]) =>
    tabsHtml(
      samples.map((s) => ({
        label: s.label,
        value: s.value,
        html: codeBlockHtml({ code: s.code, lang: s.lang, template: s.template }),
      })),
      'language',
    );
  const samplesHtml = tabs(page.samples);
  const callbackSamplesHtml = page.callbacks.map((c) => (c.samples.length ? tabs(c.samples) : ''));
  // One tab per status; the first success is shown until the reader picks another.
  const success = Math.max(
    0,
    page.responseExamples.findIndex((r) => r.status.startsWith('2')),
  );
  const responsesHtml = page.responseExamples.length
    ? tabsHtml(
        page.responseExamples.map((r, i) => ({
          label: r.status,
          value: r.status,
          default: i === success,
          html: codeBlockHtml({
            code: r.example.code,
            lang: r.example.lang,
            title: `${r.status} ${r.summary}`.trim(),
          }),
        })),
      )
    : undefined;
  return render(
    createElement(ApiArticle, { page, samplesHtml, responsesHtml, callbackSamplesHtml, code }),
  );
}
