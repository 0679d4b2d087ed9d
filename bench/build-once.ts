// One build in a fresh process, printed as JSON: what "cold" means in the benchmark.
import { build } from '../src/build.js';

const [root, outDir, configFile] = process.argv.slice(2);
const started = performance.now();
const result = await build({ root: root!, outDir, configFile, write: true });
let bytes = 0;
for (const content of result.files.values()) bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.length;
console.log(
  JSON.stringify({
    pages: result.pageCount,
    ms: Math.round(performance.now() - started),
    timings: result.timings,
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    outputBytes: bytes,
  }),
);
