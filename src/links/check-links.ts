// PLACEHOLDER written by the lead so the CLI bundles before the check-links work lands. Overwrite freely.
export async function runCheckLinksCommand(_options: { dir: string; external: boolean; format: 'text' | 'json' }): Promise<{ output: string; exitCode: number }> {
  return { output: 'check-links is not implemented yet', exitCode: 1 };
}
