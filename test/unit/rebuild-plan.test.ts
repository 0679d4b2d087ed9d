// The rebuild plan: a watch rebuild reuses each stage's output unless a file that
// stage read changed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { planRebuild, type StageInputs } from '../../src/rebuild-plan.js';

const root = path.resolve('/site');
const previous: StageInputs = {
  config: [path.join(root, 'site.config.ts'), path.join(root, 'navbar.ts')],
  sidebars: [path.join(root, 'content/sidebars.ts')],
  specs: [path.join(root, 'pets.json')],
  apiSourcesKey: '[{"id":"pets"}]',
};
const key = previous.apiSourcesKey;

test('a first build, or one without a list of changes, runs every stage', () => {
  for (const plan of [
    planRebuild(undefined, [path.join(root, 'content/a.md')]),
    planRebuild(previous, undefined),
  ]) {
    assert.equal(plan.config, true);
    assert.equal(plan.sidebars, true);
    assert.equal(plan.api(key), true);
    assert.equal(plan.rebuild, false);
  }
});

test('a markdown edit reuses the config, the sidebars module, the API reference and the client bundle', () => {
  const plan = planRebuild(previous, [path.join(root, 'content/guide.md')]);
  assert.deepEqual(
    [plan.config, plan.sidebars, plan.api(key), plan.client, plan.rebuild],
    [false, false, false, false, true],
  );
});

test('a file the config imports reloads the config and the sidebars it names, and keeps the API reference if its sources are the same', () => {
  const plan = planRebuild(previous, [path.join(root, 'navbar.ts')]);
  assert.equal(plan.config, true);
  assert.equal(plan.sidebars, true);
  assert.equal(plan.api(key), false);
  assert.equal(plan.api('[{"id":"other"}]'), true, 'other sources mean another API reference');
});

test('the sidebars module alone reloads only the sidebars; a local spec file rebuilds the API reference; client/ or templates/ re-bundle the client', () => {
  const sidebars = planRebuild(previous, [path.join(root, 'content/sidebars.ts')]);
  assert.deepEqual([sidebars.config, sidebars.sidebars], [false, true]);
  assert.equal(planRebuild(previous, [path.join(root, 'pets.json')]).api(key), true);
  assert.equal(planRebuild(previous, [path.join('/docgen/templates/Navbar.tsx')]).client, true);
  assert.equal(planRebuild(previous, [path.join('/docgen/client/entry.tsx')]).client, true);
});

test('a watched folder that came back (moved away and back, restored) reloads the modules it holds', () => {
  const plan = planRebuild(previous, [path.join(root, 'content')]);
  assert.deepEqual([plan.config, plan.sidebars, plan.api(key)], [false, true, false]);
  assert.equal(planRebuild(previous, [path.join(root, 'conten')]).sidebars, false);
});
