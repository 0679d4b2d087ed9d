import { test } from 'node:test';
import assert from 'node:assert/strict';
import { slashPageLinks, slashShellProps } from '../../../src/render/trailing-slash.js';
import type { ShellProps } from '../../../templates/shell-props.js';

const pages = new Set(['/', '/guide', '/api/pets']);

test("a page's href links to pages end with /, in either quote; src, files and raw text are left alone", () => {
  const html =
    '<a href="/guide">g</a><a href=\'/api/pets#get\'>p</a><img src="/guide"><a href="/guide.md">md</a>' +
    '<a href="/">home</a><textarea><a href="/guide"></textarea><link rel="canonical" href="https://example.org/guide">';
  assert.equal(
    slashPageLinks(html, pages, true),
    '<a href="/guide/">g</a><a href=\'/api/pets/#get\'>p</a><img src="/guide"><a href="/guide.md">md</a>' +
      '<a href="/">home</a><textarea><a href="/guide"></textarea><link rel="canonical" href="https://example.org/guide">',
  );
});

test("the islands' props slash their page links like the page, so the browser renders the same navbar", () => {
  const props = {
    baseUrl: '/',
    route: '/guide',
    home: '/',
    logo: { alt: 'Logo', src: '/img/logo.svg', href: '/guide' },
    items: [
      { kind: 'link', label: 'G', href: '/guide', external: false, position: 'left' },
      {
        kind: 'dropdown',
        label: 'More',
        position: 'left',
        items: [{ label: 'Pets', href: '/api/pets', external: false }],
      },
      { kind: 'html', html: '<a href="/guide">g</a>', position: 'right' },
    ],
    docsVersion: {
      pluginId: 'default',
      name: 'current',
      label: 'Next',
      mainDocRoute: '/guide',
      persist: true,
    },
  } as unknown as ShellProps;
  const slashed = slashShellProps(props, pages, true) as unknown as typeof props & {
    items: { href?: string; html?: string; items?: { href: string }[] }[];
  };
  assert.equal(slashed.route, '/guide/');
  assert.equal(slashed.logo!.href, '/guide/');
  assert.equal(slashed.logo!.src, '/img/logo.svg');
  assert.equal(slashed.items[0]!.href, '/guide/');
  assert.equal(slashed.items[1]!.items![0]!.href, '/api/pets/');
  assert.equal(slashed.items[2]!.html, '<a href="/guide/">g</a>');
  assert.equal(slashed.docsVersion.mainDocRoute, '/guide/');
});
