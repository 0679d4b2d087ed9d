// PLACEHOLDER written by the lead so the CLI bundles before the search work lands. Overwrite freely.
export async function runSearchCommand(_query: string, _options: { dir: string; json: boolean; limit: number }): Promise<string> {
  return 'search is not implemented yet';
}
