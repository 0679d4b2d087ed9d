// A node --test reporter used by scripts/run-tests.mjs: the seconds each test file
// spent in its tests, as JSON { "test/group/name.test.ts": seconds }, so that the
// next run can start the longest jobs first and split the browser files evenly.
// Every job's entry wraps each of its files in a describe() named by the file's path.
export default async function* durations(source) {
  const took = {};
  for await (const event of source) {
    if (
      (event.type === 'test:pass' || event.type === 'test:fail') &&
      event.data.nesting === 0 &&
      /\.test\.ts$/.test(event.data.name)
    ) {
      took[event.data.name] = Math.round(event.data.details.duration_ms / 100) / 10;
    }
  }
  yield JSON.stringify(took);
}
