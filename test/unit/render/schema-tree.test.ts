// templates/api/SchemaTree.tsx: a long field list shows its first fields and folds
// the rest in one <details> (with "Expand all"); a list at the limit shows whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseDocument, DomUtils } from 'htmlparser2';
import { Facts, SchemaTree } from '../../../templates/api/SchemaTree.js';
import type { SchemaNode } from '../../../src/types.js';
import { LabelsProvider } from '../../../templates/labels-context.js';
import { siteLabelsOf } from '../../../templates/page-labels.js';

const field = (i: number, children?: SchemaNode['children']): SchemaNode => ({
  name: `f${i}`,
  anchor: `response-200-f${i}`,
  path: `f${i}`,
  type: children ? 'object' : 'string',
  required: false,
  nullable: false,
  deprecated: false,
  facts: [],
  children,
});
const root = (fields: SchemaNode[]): SchemaNode => ({
  path: '',
  type: 'object',
  required: false,
  nullable: false,
  deprecated: false,
  facts: [],
  children: { kind: 'fields', fields },
});
const render = (node: SchemaNode) =>
  parseDocument(renderToStaticMarkup(createElement(SchemaTree, { root: node })));
const byClass = (doc: ReturnType<typeof parseDocument>, cls: string) =>
  DomUtils.getElementsByTagName(() => true, doc.children, true).filter((e) =>
    (e.attribs.class ?? '').split(' ').includes(cls),
  );

// The limits a reader sees: up to 20 fields show whole; past that, 12 show and the rest fold.
const longFieldList = 20;
const shownOfLongList = 12;

test("an object of 56 fields (a chain's protocol parameters) shows the first 12 and folds 44, every field keeping its anchor", () => {
  const count = 56;
  const doc = render(root(Array.from({ length: count }, (_, i) => field(i))));
  const more = byClass(doc, 'schema__more');
  assert.equal(more.length, 1);
  assert.equal(more[0]!.name, 'details');
  assert.equal(more[0]!.attribs.open, undefined, 'folded at first');
  const folded = byClass(parseDocument(DomUtils.getOuterHTML(more[0]!)), 'schema__field');
  assert.equal(folded.length, count - shownOfLongList);
  assert.equal(folded[0]!.attribs.id, `response-200-f${shownOfLongList}`);
  assert.match(
    DomUtils.textContent(byClass(doc, 'schema__more-show')[0]!),
    new RegExp(`^Show ${count - shownOfLongList} more fields$`),
  );
  assert.equal(byClass(doc, 'schema__field').length, count, 'no field dropped');
  assert.equal(
    byClass(doc, 'schema__expand-all').length,
    1,
    'Expand all opens the folded fields too',
  );
});

test('an object of 20 fields shows them all, and a long list inside a nested level folds there', () => {
  const flat = render(root(Array.from({ length: longFieldList }, (_, i) => field(i))));
  assert.equal(byClass(flat, 'schema__more').length, 0);
  assert.equal(byClass(flat, 'schema__expand-all').length, 0, 'nothing to expand');
  const nested = render(
    root([
      field(0, {
        kind: 'fields',
        fields: Array.from({ length: longFieldList + 1 }, (_, i) => field(100 + i)),
      }),
    ]),
  );
  const more = byClass(nested, 'schema__more');
  assert.equal(more.length, 1);
  assert.equal(
    more[0]!.parent && (more[0]!.parent as { name?: string }).name,
    'details',
    'inside the nested field',
  );
});

test('enum values are separated by ", " in the text, and a short one is kept from breaking inside', () => {
  const long = `"${'x'.repeat(40)}"`;
  const html = renderToStaticMarkup(
    createElement(Facts, { facts: [{ kind: 'enum', values: ['"spo"', '"drep"', long] }] }),
  );
  const doc = parseDocument(html);
  assert.equal(DomUtils.textContent(doc), `one of: "spo", "drep", ${long}`);
  const codes = DomUtils.getElementsByTagName('code', doc);
  assert.deepEqual(
    codes.map((c) => c.attribs.class ?? null),
    ['schema__value--short', 'schema__value--short', null],
  );
});

test("a site's labels name the fold of a long list and the Expand all button's two states", () => {
  const labels = siteLabelsOf({
    schemaShowMoreFields: '{count} weitere Felder zeigen',
    schemaHideFields: '{count} Felder ausblenden',
    schemaExpandAll: 'Alle aufklappen',
    schemaCollapseAll: 'Alle zuklappen',
  });
  const doc = parseDocument(
    renderToStaticMarkup(
      createElement(
        LabelsProvider,
        { value: labels },
        createElement(SchemaTree, {
          root: root(Array.from({ length: longFieldList + 1 }, (_, i) => field(i))),
        }),
      ),
    ),
  );
  const text = (cls: string) => DomUtils.textContent(byClass(doc, cls)[0]!);
  assert.equal(
    text('schema__more-show'),
    `${longFieldList + 1 - shownOfLongList} weitere Felder zeigen`,
  );
  assert.equal(
    text('schema__more-hide'),
    `${longFieldList + 1 - shownOfLongList} Felder ausblenden`,
  );
  // Both states' words are in the button; the stylesheet shows the one aria-expanded says.
  assert.equal(text('schema__expand-label'), 'Alle aufklappen');
  assert.equal(text('schema__collapse-label'), 'Alle zuklappen');
  assert.equal(byClass(doc, 'schema__expand-all')[0]!.attribs['aria-expanded'], 'false');
});

test("a site's labels say a recursive field, a repeated schema and the fields a page leaves out", () => {
  const labels = siteLabelsOf({
    schemaRecursiveAnother: 'Rekursiv: ein weiteres {schema} wie {target} oben.',
    schemaRecursiveSameOfTop: 'Rekursiv: wie {target}, oben.',
    schemaRecursiveTop: 'das Schema selbst',
    schemaSameFields: 'Felder wie {target}.',
    schemaOmitted: '{count} weitere Felder nicht gezeigt.',
    schemaOmittedOne: 'Ein weiteres Feld nicht gezeigt.',
    schemaOmittedVariants: '{count} weitere Varianten nicht gezeigt.',
  });
  const html = (node: SchemaNode) =>
    renderToStaticMarkup(
      createElement(LabelsProvider, { value: labels }, createElement(SchemaTree, { root: node })),
    );
  const ref = (r: NonNullable<SchemaNode['ref']>) => ({ ...field(1), ref: r });
  const tree = html(
    root([
      ref({ kind: 'cycle', anchor: 'response-200-a', label: 'a', schema: 'Node' }),
      ref({ kind: 'cycle', anchor: 'response-200', label: '' }),
      ref({ kind: 'repeat', anchor: 'response-200-b', label: 'b' }),
    ]),
  );
  assert.match(
    tree,
    /Rekursiv: ein weiteres <code>Node<\/code> wie <a href="#response-200-a"><code>a<\/code><\/a> oben\./,
  );
  assert.match(tree, /Rekursiv: wie <a href="#response-200">das Schema selbst<\/a>, oben\./);
  assert.match(tree, /Felder wie <a href="#response-200-b">b<\/a>\./);
  const leftOut = (omitted: number) =>
    html({ ...root([]), children: { kind: 'fields', fields: [field(1)], omitted } });
  assert.match(leftOut(3), /3 weitere Felder nicht gezeigt\./);
  assert.match(leftOut(1), /Ein weiteres Feld nicht gezeigt\./);
  const variants = html({
    ...root([]),
    children: {
      kind: 'variants',
      composition: 'oneOf',
      variants: [{ name: 'A', type: 'object' }],
      omitted: 2,
    },
  });
  assert.match(variants, /2 weitere Varianten nicht gezeigt\./);
});
