// A node --test reporter used by scripts/run-tests.mjs: the seconds each job (one
// entry file, named NNN-<job>.test.mjs) spent in its tests, as JSON { job: seconds },
// so that the next run can start the longest jobs first.
import path from 'node:path';

export default async function* durations(source) {
  const took = {};
  for await (const event of source) {
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.nesting === 0 && event.data.file) {
      const job = path.basename(event.data.file).replace(/^\d+-/, '').replace(/\.test\.mjs$/, '');
      took[job] = (took[job] ?? 0) + event.data.details.duration_ms / 1000;
    }
  }
  for (const job of Object.keys(took)) took[job] = Math.round(took[job] * 10) / 10;
  yield JSON.stringify(took);
}
