// One build from the TypeScript sources, for the profiler (bench/profile.ts):
// source files keep their names in the profile, where the bundled CLI has one.
import { build } from '../src/build.js';

const [root, outDir] = process.argv.slice(2);
const result = await build({ root: root!, outDir, write: true });
console.log(
  JSON.stringify({ pages: result.pageCount, ms: result.durationMs, timings: result.timings }),
);
