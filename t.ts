import { loadApiReference } from './src/openapi/index.js';
import { portalApiSources } from './test/fixtures/crafted-api.js';
import type { SchemaChildren } from './src/openapi/page-model.js';
const ref = await loadApiReference({ sources: await portalApiSources(), routeBase: '/api', root: '.', cacheDir: '/tmp/x-cache', buildId: 't' });
const depth = (c?: SchemaChildren): number => !c ? 0 : c.kind === 'fields' ? Math.max(0, ...c.fields.map((f) => f.children ? 1 + depth(f.children) : 0)) : Math.max(0, ...c.variants.map((v) => depth(v.children)));
for (const d of ref.docs) { const p = d.apiPage; if (p?.kind !== 'operation') continue; const m = Math.max(0, ...p.responses.flatMap(r => r.media.map(x => depth(x.schema?.children))), ...(p.requestBody?.media.map(x => depth(x.schema?.children)) ?? [])); if (m >= 2) console.log(m, d.route); }
console.log('---');
for (const d of ref.docs) { const p = d.apiPage; if (p?.kind !== 'operation') continue; const trees = [...(p.requestBody?.media ?? []), ...p.responses.flatMap(r => r.media)].map(x => depth(x.schema?.children)); if (trees.filter(x => x >= 1).length >= 2 && true) console.log(trees.join(','), d.route); }
