// Compiles what sites import from docgen (`docgen/config`: defineConfig, defineSidebars
// and the config types) into dist/types/ (what they import keeps its place below the
// repository's root: the schema reads the label defaults in templates/):
// JavaScript and declarations, so an installed docgen is imported compiled, never as
// TypeScript sources. Run after build-cli.mjs, which empties dist/.
import ts from 'typescript';
import { rmSync } from 'node:fs';

const outDir = 'dist/types';
rmSync(outDir, { recursive: true, force: true });
const program = ts.createProgram(['src/config/define-config.ts'], {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  skipLibCheck: true,
  declaration: true,
  rootDir: '.',
  outDir,
  types: [],
});
const result = program.emit();
const problems = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
if (problems.length > 0) {
  console.error(ts.formatDiagnostics(problems, ts.createCompilerHost({})));
  process.exit(1);
}
