// Preloaded into each benchmarked `docgen build` (node --import): on exit it
// prints the process's peak memory and CPU time, all threads included, as one
// marked line on stderr for bench/child.ts to read. Preloads run in worker
// threads too: only the main thread reports, at the process's end (a worker
// exiting early would report the figures of that moment).
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    const report = {
      maxRssKb: usage.maxRSS,
      userMs: Math.round(usage.userCPUTime / 1000),
      systemMs: Math.round(usage.systemCPUTime / 1000),
    };
    process.stderr.write(`\n@docgen-usage ${JSON.stringify(report)}\n`);
  });
}
