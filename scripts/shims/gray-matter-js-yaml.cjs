// What gray-matter gets for `js-yaml` in the bundled CLI. gray-matter loads js-yaml 3
// (and through it esprima) for its default YAML engine: some 40 ms of every start.
// docgen always hands gray-matter its own engines (src/content/front-matter.ts), so
// the default engine is never used; if it ever were, this says so.
'use strict';
const unused = () => {
  throw new Error(
    "gray-matter's default YAML engine is not bundled with docgen: pass `engines` (see src/content/front-matter.ts).",
  );
};
module.exports = { safeLoad: unused, safeDump: unused, load: unused, dump: unused };
