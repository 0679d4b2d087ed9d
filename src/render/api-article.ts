// Renders an API page model (src/openapi/page-model.ts) to the article's HTML with
// the templates in templates/api: code blocks and the samples' tab sets are
// highlighted here, then handed to the templates as HTML.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ApiPageModel } from '../openapi/page-model.js';
import { codeBlockHtml, resetTabIds, tabsHtml } from '../content/code-block.js';
import { ApiArticle, type CodeHtml } from '../../templates/api/ApiArticle.js';
import { ApiIntro } from '../../templates/api/ApiIntro.js';

const code: CodeHtml = (block) => codeBlockHtml(block);

export function renderApiArticle(page: ApiPageModel): string {
  // Tab ids count from zero on each page, so they are the same whatever was rendered before.
  resetTabIds();
  if (page.kind === 'intro') return renderToStaticMarkup(createElement(ApiIntro, { page }));
  const samplesHtml = tabsHtml(
    page.samples.map((s) => ({ label: s.label, value: s.value, html: codeBlockHtml({ code: s.code, lang: s.lang, template: s.template }) })),
    'language',
  );
  return renderToStaticMarkup(createElement(ApiArticle, { page, samplesHtml, code }));
}
