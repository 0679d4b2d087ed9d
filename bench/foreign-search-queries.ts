// Queries readers type over public API references nobody here wrote, each with the
// operation that should come first (`METHOD /path`, so a changed slug rule keeps the
// expectation). `npm run bench` reports their top-3 share and mean reciprocal rank
// beside the portal's, so a change of the scoring that helps the portal cannot
// quietly hurt other documents.
import type { SearchIndexFile } from '../src/shared/search-engine.js';

export interface ForeignQuerySet {
  /** Which documents the set is for, by their file name. */
  file: RegExp;
  queries: [query: string, operation: string][];
}

export const foreignQuerySets: ForeignQuerySet[] = [
  {
    // GitHub's REST API (@octokit/openapi): summaries on every operation.
    file: /@octokit\/openapi\/generated\/api\.github\.com\.json$/,
    queries: [
      ['create pull request', 'POST /repos/{owner}/{repo}/pulls'],
      ['create an issue', 'POST /repos/{owner}/{repo}/issues'],
      ['get a repository', 'GET /repos/{owner}/{repo}'],
      ['comment on an issue', 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments'],
      ['list repository issues', 'GET /repos/{owner}/{repo}/issues'],
      ['merge a pull request', 'PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge'],
      ['create a release', 'POST /repos/{owner}/{repo}/releases'],
      ['list workflow runs', 'GET /repos/{owner}/{repo}/actions/runs'],
      ['add labels to an issue', 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels'],
      ['delete a repository', 'DELETE /repos/{owner}/{repo}'],
      ['get the authenticated user', 'GET /user'],
      ['create a gist', 'POST /gists'],
      ['list branches', 'GET /repos/{owner}/{repo}/branches'],
      ['create a repository webhook', 'POST /repos/{owner}/{repo}/hooks'],
      ['star a repository', 'PUT /user/starred/{owner}/{repo}'],
      ['fork a repository', 'POST /repos/{owner}/{repo}/forks'],
      ['list commits', 'GET /repos/{owner}/{repo}/commits'],
      ['get repository content', 'GET /repos/{owner}/{repo}/contents/{path}'],
      ['search code', 'GET /search/code'],
      ['list organization members', 'GET /orgs/{org}/members'],
    ],
  },
  {
    // Stripe's spec3.json: no summaries and no tags, titles from operationIds.
    file: /(stripe|spec3)[^/]*\.json$/,
    queries: [
      ['create a customer', 'POST /v1/customers'],
      ['retrieve a customer', 'GET /v1/customers/{customer}'],
      ['list customers', 'GET /v1/customers'],
      ['delete a customer', 'DELETE /v1/customers/{customer}'],
      ['update a customer', 'POST /v1/customers/{customer}'],
      ['create a payment intent', 'POST /v1/payment_intents'],
      ['confirm a payment intent', 'POST /v1/payment_intents/{intent}/confirm'],
      ['create a refund', 'POST /v1/refunds'],
      ['cancel a subscription', 'DELETE /v1/subscriptions/{subscription_exposed_id}'],
      ['list invoices', 'GET /v1/invoices'],
      ['create a checkout session', 'POST /v1/checkout/sessions'],
      ['create a product', 'POST /v1/products'],
      ['create a price', 'POST /v1/prices'],
      ['retrieve balance', 'GET /v1/balance'],
      ['list charges', 'GET /v1/charges'],
      ['capture a charge', 'POST /v1/charges/{charge}/capture'],
      ['create a payout', 'POST /v1/payouts'],
      ['list events', 'GET /v1/events'],
    ],
  },
];

/** The route of each operation's page, from its intro's text, which starts with `METHOD /path`. */
export function operationRoutes(files: SearchIndexFile[]): Map<string, string> {
  const routes = new Map<string, string>();
  for (const file of files)
    for (const d of file.documents) {
      const said = /^([A-Z]+) (\/\S*)/.exec(d.content);
      if (!d.sectionRoute.includes('#') && said && !routes.has(`${said[1]} ${said[2]}`))
        routes.set(`${said[1]} ${said[2]}`, d.sectionRoute);
    }
  return routes;
}

/** The top-3 share and MRR of the set for `specFile`, over the index files in `dir`; undefined when no set is for it. */
export async function foreignRelevance(
  dir: string,
  specFile: string,
): Promise<{ queries: number; top3: number; mrr: number; misses: string[] } | undefined> {
  const set = foreignQuerySets.find((s) => s.file.test(specFile));
  if (!set) return undefined;
  const { readdirSync, readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const { loadIndex } = await import('../src/shared/search-engine.js');
  const { relevance } = await import('../test/site/search-queries.js');
  const files = readdirSync(dir)
    .filter((f) => /^search-index-.+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as SearchIndexFile);
  const routes = operationRoutes(files);
  const queries = set.queries.map(
    ([q, op]) => [q, routes.get(op) ?? `(no page for ${op})`] as [string, string],
  );
  const r = relevance(files.map(loadIndex), queries);
  return {
    queries: queries.length,
    top3: r.top3,
    mrr: r.mrr,
    misses: r.rows.filter((x) => x.rank !== 1).map((x) => `${x.query}: rank ${x.rank || '-'}`),
  };
}

// `node --import tsx bench/foreign-search-queries.ts <index folder> <document file>`: one set's figures.
if (import.meta.url === (await import('node:url')).pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await foreignRelevance(process.argv[2]!, process.argv[3]!));
}
