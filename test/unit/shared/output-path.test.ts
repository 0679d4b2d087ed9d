// Output paths that would leave the output folder, in every spelling tried.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { outputPathProblem } from '../../../src/shared/output-path.js';
import { routeProblem } from '../../../src/content/routes.js';

test('paths that escape the output folder are refused, however they are spelled', () => {
  const hostile = [
    '../outside/index.html',
    'a/../../outside/index.html',
    '/etc/passwd',
    'C:/Windows/x.html',
    'c:x.html',
    'a/C:/x.html',
    '..\\..\\outside\\index.html',
    'a\\b.html',
    '%2e%2e/outside/index.html',
    '%2E%2E/index.html',
    '.%2e/index.html',
    '\uff0e\uff0e/outside/index.html', // fullwidth full stops: NFKC ".."
    '\u2024\u2024/index.html', // one dot leaders: NFKC ".."
    '..%2F..%2Foutside/index.html',
    'a/..%5c..%5cx/index.html',
    '..\uff0f..\uff0foutside/index.html', // fullwidth solidus: NFKC "../../outside"
    './index.html',
    'a//b.html',
    '',
    'a/\u0000/index.html',
    'line\nbreak/index.html',
    `${'x'.repeat(300)}/index.html`,
  ];
  for (const file of hostile)
    assert.ok(outputPathProblem(file), `refused: ${JSON.stringify(file)}`);
});

test('ordinary output paths pass', () => {
  for (const file of [
    'index.html',
    'guide/index.html',
    'api/v0:batch/index.html',
    'img/dot.svg',
    'caf\u00e9/index.html',
    'a.b/c..d/index.html',
    '...x/index.html',
    'search-index-docs.json',
  ]) {
    assert.equal(outputPathProblem(file), undefined, file);
  }
});

test('a route with ? or # could never be reached, so it is refused too', () => {
  assert.match(routeProblem('/a?b') ?? '', /query/);
  assert.match(routeProblem('/a#b') ?? '', /anchor/);
  assert.match(routeProblem('/../../../outside') ?? '', /"\.\." segment/);
  assert.equal(routeProblem('/guides/setup/'), undefined);
});
