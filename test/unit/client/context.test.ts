import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ReactContextError, createRequiredContext } from '../../../client/context.js';
import { useColorMode, useShellProps } from '../../../client/providers.js';

function UsesColorMode() {
  return createElement('span', null, useColorMode().colorMode ?? 'unknown');
}
function UsesShellProps() {
  return createElement('span', null, useShellProps().baseUrl);
}

test('a hook used outside its provider throws an error naming the provider', () => {
  assert.throws(
    () => renderToStaticMarkup(createElement(UsesColorMode)),
    (error: unknown) => {
      assert.ok(error instanceof ReactContextError);
      assert.match(error.message, /useColorMode\(\).*<ColorModeProvider>/);
      return true;
    },
  );
  assert.throws(
    () => renderToStaticMarkup(createElement(UsesShellProps)),
    /useShellProps\(\).*<ShellPropsProvider>/,
  );
});

test('inside its provider the hook returns the provided value', () => {
  const { Context, use } = createRequiredContext<string>('ExampleProvider');
  const Reader = () => createElement('span', null, use('useExample'));
  assert.equal(
    renderToStaticMarkup(
      createElement(Context.Provider, { value: 'provided' }, createElement(Reader)),
    ),
    '<span>provided</span>',
  );
  assert.throws(
    () => renderToStaticMarkup(createElement(Reader)),
    /useExample\(\) is called outside the <ExampleProvider>/,
  );
});
