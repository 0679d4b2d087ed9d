// A label that shows a brace doubles it, as ICU and format strings do: "Use {{id}}" reads
// "Use {id}", in a label with parts (put in where the parts are) and in one without (undone
// when the site's labels are read), on the server and in the chunks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { validateConfig } from '../../src/config/validate-config.js';
import { fillText, labelParts, splitLabel } from '../../src/shared/label-parts.js';
import { fillLabel } from '../../templates/labels-context.js';
import { clientLabelOverrides, siteLabelsOf } from '../../templates/page-labels.js';

const file = 'site.config.ts';

test('a doubled brace is a brace to show, not a part', () => {
  assert.deepEqual(labelParts('{{id}} of {name}'), ['name']);
  assert.deepEqual(splitLabel('{{{date}}} {{x}}'), ['{', 'date', '} {x}']);
  assert.equal(
    fillText('Send {{body}} with {method}', { method: 'POST' }),
    'Send {body} with POST',
  );
  assert.equal(
    renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        fillLabel('{{v}} {version}', { version: createElement('b', null, '1') }),
      ),
    ),
    '{v} <b>1</b>',
  );
});

test('the config takes doubled braces in any label, and says how to show one when a part is unknown', () => {
  const config = validateConfig(
    { title: 'T', labels: { copy: 'Copy {{id}}', lastUpdatedOn: '{{date}}: {date}' } },
    file,
  );
  assert.deepEqual(config.labels, { copy: 'Copy {{id}}', lastUpdatedOn: '{{date}}: {date}' });
  assert.throws(
    () => validateConfig({ title: 'T', labels: { copy: 'Copy {id}' } }, file),
    /"labels\.copy" must be a text naming no \{part\} \(a brace to show is doubled: \{\{ and \}\}\)/,
  );
});

test('a label without parts reads with its braces undone, one with parts keeps them for its filling', () => {
  const own = { copy: 'Copy {{id}}', home: '{{Home}}', tryItSend: '{{{method}}}' };
  const labels = siteLabelsOf(own);
  assert.equal(labels.copy, 'Copy {id}');
  assert.equal(labels.home, '{Home}');
  assert.equal(labels.tryItSend, '{{{method}}}');
  assert.equal(fillText(labels.tryItSend, { method: 'GET' }), '{GET}');
  assert.deepEqual(clientLabelOverrides(own), { copy: 'Copy {id}', tryItSend: '{{{method}}}' });
});
