/** A count and its noun, singular for one: "1 page", "2 warnings". */
function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** The line `docgen build` ends with: "Built 186 pages in 1627 ms (2 warnings)". */
export function builtLine(pages: number, durationMs: number, warnings: number): string {
  return `Built ${counted(pages, 'page')} in ${durationMs} ms${warnings ? ` (${counted(warnings, 'warning')})` : ''}`;
}
