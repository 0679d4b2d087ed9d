import { counted } from '../shared/counted.js';

/** The line `docgen build` ends with: "Built 186 pages in 1627 ms (2 warnings)". */
export function builtLine(pages: number, durationMs: number, warnings: number): string {
  return `Built ${counted(pages, 'page')} in ${durationMs} ms${warnings ? ` (${counted(warnings, 'warning')})` : ''}`;
}
