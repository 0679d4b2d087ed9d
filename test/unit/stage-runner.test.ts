// The build's stage runner (src/stage-runner.ts): a stage starts once the stages it
// needs are done, stages that do not need each other run together, a stage whose
// `when` says no neither runs nor is timed, and a failure stops what needs it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runStages, type Stage } from '../../src/stage-runner.js';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

test('stages that do not need each other run together, after the stage they need', async () => {
  const events: string[] = [];
  const step = (name: string) => async () => {
    events.push(`${name} starts`);
    await tick();
    events.push(`${name} ends`);
  };
  const stages: Stage<object>[] = [
    { name: 'a', needs: [], run: step('a') },
    { name: 'b', needs: ['a'], run: step('b') },
    { name: 'c', needs: ['a'], run: step('c') },
    { name: 'd', needs: ['b', 'c'], run: step('d') },
  ];
  const timings = await runStages(stages, {});
  assert.deepEqual(events, [
    'a starts',
    'a ends',
    'b starts',
    'c starts',
    'b ends',
    'c ends',
    'd starts',
    'd ends',
  ]);
  assert.deepEqual(
    timings.map((t) => t.stage),
    ['a', 'b', 'c', 'd'],
  );
  assert.ok(timings.every((t) => t.ms >= 0));
});

test('a stage whose `when` says no is not run and not timed, and what needs it still runs', async () => {
  const state = { reused: 'kept', ran: [] as string[] };
  const stages: Stage<typeof state>[] = [
    { name: 'config', needs: [], when: () => false, run: (s) => s.ran.push('config') },
    { name: 'site', needs: ['config'], run: (s) => s.ran.push(`site from ${s.reused}`) },
  ];
  const timings = await runStages(stages, state);
  assert.deepEqual(state.ran, ['site from kept']);
  assert.deepEqual(
    timings.map((t) => t.stage),
    ['site'],
  );
});

test('the first failed stage in the list is reported, once the rest stopped; what needs it never runs', async () => {
  const ran: string[] = [];
  let slowDone = false;
  const stages: Stage<object>[] = [
    { name: 'config', needs: [], run: () => {} },
    {
      name: 'content',
      needs: ['config'],
      run: () => {
        throw new Error('content failed');
      },
    },
    {
      name: 'api',
      needs: ['config'],
      run: async () => {
        await tick();
        await tick();
        slowDone = true;
        throw new Error('api failed');
      },
    },
    { name: 'site', needs: ['content', 'api'], run: () => ran.push('site') },
  ];
  await assert.rejects(runStages(stages, {}), /content failed/);
  assert.equal(slowDone, true, 'the stage running beside the failed one was waited for');
  assert.deepEqual(ran, []);
});

test('a stage that needs one listed after it is refused', async () => {
  const stages: Stage<object>[] = [
    { name: 'site', needs: ['content'], run: () => {} },
    { name: 'content', needs: [], run: () => {} },
  ];
  await assert.rejects(runStages(stages, {}), /"site" needs "content", which is not before it/);
});

test('the checkpoint is called as each stage that runs starts and ends', async () => {
  const events: string[] = [];
  const stages: Stage<object>[] = [
    { name: 'a', needs: [], run: () => events.push('a runs') },
    { name: 'skipped', needs: [], when: () => false, run: () => events.push('skipped runs') },
    { name: 'b', needs: ['a'], run: () => events.push('b runs') },
  ];
  await runStages(stages, {}, () => events.push('checkpoint'));
  assert.deepEqual(events, [
    'checkpoint',
    'a runs',
    'checkpoint',
    'checkpoint',
    'b runs',
    'checkpoint',
  ]);
});
