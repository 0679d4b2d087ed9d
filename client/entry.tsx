// Browser entry. The flag tells the wrong-base-path check (inline in <head>) that
// the client's assets loaded.
import { startShell } from './shell.js';

(window as Window & { __docgenStarted?: boolean }).__docgenStarted = true;
startShell();
