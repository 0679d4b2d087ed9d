/** A count and its noun, singular for one: "1 page", "2 warnings", "0 hours". */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
