// The file a build's worker thread starts with (dist/build-worker.js): runs the
// worker's bundle through the launcher, with its code cache.
import { fileURLToPath } from 'node:url';
import { loadBundle } from './load-bundle.js';

loadBundle(fileURLToPath(new URL('./build-worker.cjs', import.meta.url)));
