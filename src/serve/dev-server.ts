// PLACEHOLDER written by the lead so the CLI bundles before the serve work lands. Overwrite freely.
export async function startServer(_options: Record<string, unknown>): Promise<{ url: string; port: number; close(): Promise<void> }> {
  throw new Error('docgen serve is not implemented yet');
}
