// The navbar's brand link always has a name, or is not rendered at all.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Navbar } from '../../templates/Navbar.js';
import type { ShellProps } from '../../templates/shell-props.js';
import { minimalShellProps } from '../fixtures/shell-props.js';

const base: ShellProps = minimalShellProps;

const brands = (props: ShellProps) =>
  [
    ...renderToStaticMarkup(createElement(Navbar, { props })).matchAll(
      /<a class="navbar__brand"[^>]*>(.*?)<\/a>/g,
    ),
  ].map((m) => m[1]!);

test('a navbar with neither logo nor title renders no empty brand link', () => {
  assert.deepEqual(brands(base), []);
});

test('the brand link carries the title, the logo with its alt text, or both, in the bar and the mobile panel', () => {
  const titled = brands({ ...base, title: 'Docs' });
  assert.equal(titled.length, 2);
  for (const b of titled) assert.match(b, /<span class="navbar__title">Docs<\/span>/);
  const logo = brands({ ...base, logo: { alt: 'Acme logo', src: '/logo.svg', href: '/' } });
  assert.equal(logo.length, 2);
  for (const b of logo) assert.match(b, /alt="Acme logo"/);
});
