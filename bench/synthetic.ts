// Synthetic inputs for the scale runs: an OpenAPI document of N operations with
// tags, parameters, $refs and nested schemas, and a site of M markdown pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Top-level groups of the synthetic API; like a real API, the number of areas stays small as it grows. */
const apiAreas = 20;

export function syntheticOpenApi(operations: number): string {
  // Tags of 50 operations, nested under a bounded number of areas ('Area 3 » Group 43'),
  // so the API sidebar has the shape of a big real one: few top-level groups, many leaves.
  const tags = Array.from(
    { length: Math.max(1, Math.ceil(operations / 50)) },
    (_, i) => `Area ${i % apiAreas} » Group ${i}`,
  );
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < operations; i++) {
    paths[`/area${i % tags.length}/items${i}/{id}`] = {
      get: {
        tags: [tags[i % tags.length]],
        summary: `Get item ${i} details`,
        description: `Returns item ${i} with its **owner**, history and nested metadata. Pagination applies.`,
        parameters: [
          { in: 'path', name: 'id', required: true, schema: { type: 'string' }, example: `id${i}` },
          { in: 'query', name: 'count', schema: { type: 'integer', default: 100, maximum: 100 } },
          { in: 'query', name: 'page', schema: { type: 'integer', default: 1 } },
          { in: 'query', name: 'order', schema: { type: 'string', enum: ['asc', 'desc'] } },
        ],
        responses: {
          '200': {
            description: 'The item',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
          },
          '400': { $ref: '#/components/responses/bad_request' },
          '404': { $ref: '#/components/responses/not_found' },
        },
      },
    };
  }
  const doc = {
    openapi: '3.0.3',
    info: {
      title: `Synthetic API ${operations}`,
      version: '1.0.0',
      description: '## Tokens\nSend `project_id`.',
    },
    servers: [{ url: 'https://api.example.com/v1' }],
    tags: tags.map((name) => ({ name })),
    security: [{ project_id: [] }],
    paths,
    components: {
      securitySchemes: { project_id: { type: 'apiKey', in: 'header', name: 'project_id' } },
      responses: {
        bad_request: {
          description: 'Bad request',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        not_found: {
          description: 'Not found',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['status_code', 'message'],
          properties: {
            status_code: { type: 'integer', example: 400 },
            error: { type: 'string' },
            message: { type: 'string' },
          },
        },
        Owner: {
          type: 'object',
          properties: {
            address: { type: 'string', example: 'addr1q' },
            stake: { type: 'string', nullable: true },
          },
        },
        Item: {
          type: 'object',
          required: ['id', 'owner'],
          properties: {
            id: { type: 'string', description: 'Identifier' },
            owner: { $ref: '#/components/schemas/Owner' },
            amount: {
              type: 'array',
              items: {
                type: 'object',
                properties: { unit: { type: 'string' }, quantity: { type: 'string' } },
              },
            },
            metadata: {
              type: 'object',
              properties: {
                label: { type: 'string' },
                json: { type: 'object', properties: { a: { type: 'integer' } } },
              },
            },
            kind: { type: 'string', enum: ['a', 'b', 'c'] },
          },
        },
      },
    },
  };
  return JSON.stringify(doc);
}

/** A site folder: config, sidebars, `pages` markdown pages, optional spec file. */
export function syntheticSite(dir: string, options: { pages: number; operations: number }): void {
  mkdirSync(path.join(dir, 'content/guides'), { recursive: true });
  const ids: string[] = ['index'];
  writeFileSync(
    path.join(dir, 'content/index.md'),
    '---\ntitle: Home\n---\nWelcome to the synthetic site.\n',
  );
  for (let i = 0; i < options.pages; i++) {
    const next = (i + 1) % options.pages;
    let body = `---\ntitle: Guide ${i}\n---\nThis guide ${i} explains blocks, transactions and addresses in depth.\n\n`;
    for (let s = 0; s < 5; s++) {
      body += `## Section ${s}\n\nRead [guide ${next}](./g${next}.md#section-${s}) next. Use \`count\` and \`page\`.\n\n`;
      body +=
        '```js title="example.js"\nconst res = await fetch(url, { headers: { project_id } });\nconsole.log(await res.json());\n```\n\n';
      body +=
        '| field | meaning |\n|---|---|\n| hash | the block hash |\n\n:::tip\nCache responses.\n:::\n\n';
    }
    writeFileSync(path.join(dir, `content/guides/g${i}.md`), body);
    ids.push(`guides/g${i}`);
  }
  // Groups of 50 pages, so the sidebar has categories as a real one does.
  const groups: string[] = [];
  for (let g = 0; g * 50 < options.pages; g++) {
    groups.push(
      `{ type: 'category', label: 'Group ${g}', items: ${JSON.stringify(ids.slice(1 + g * 50, 1 + (g + 1) * 50))} }`,
    );
  }
  writeFileSync(
    path.join(dir, 'content/sidebars.ts'),
    `export default { docs: ['index', ${groups.join(',\n')}] };\n`,
  );
  const withApi = options.operations > 0;
  if (withApi) writeFileSync(path.join(dir, 'openapi.json'), syntheticOpenApi(options.operations));
  writeFileSync(
    path.join(dir, 'site.config.ts'),
    `export default { title: 'Synthetic', navbar: { items: [{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, { type: 'search' }] }, openapi: ${
      withApi ? "{ sources: [{ id: 'synthetic', source: { file: 'openapi.json' } }] }" : 'false'
    } };\n`,
  );
}
