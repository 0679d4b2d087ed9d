// The site docgen's own build runs once to make the V8 code caches of its bundles
// (src/launch/load-bundle.ts): a cache holds the compiled code of the functions a
// run used, so this run should use what builds use. A small made-up site with
// what sites have: pages of prose, code in the common languages, tables, tabs and
// admonitions, links and anchors, a sidebar and navbar, and an OpenAPI document in
// YAML with parameters, bodies, $refs, examples and security. Nothing here is any
// particular site's: the caches belong to docgen, whatever it builds.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const languages = {
  bash: 'curl -H "Authorization: Bearer $TOKEN" \\\n  "https://api.example.test/v1/items?limit=10" | jq \'.items[].id\'',
  javascript:
    "import { readFile } from 'node:fs/promises';\n\nconst res = await fetch('https://api.example.test/v1/items', { headers: { Authorization: `Bearer ${process.env.TOKEN}` } });\nif (!res.ok) throw new Error(`HTTP ${res.status}`);\nconst { items } = await res.json();\nconsole.log(items.map((i) => i.id).join(', '));",
  typescript:
    'interface Item {\n  id: string;\n  tags?: string[];\n}\n\nexport async function items(limit = 10): Promise<Item[]> {\n  const res = await fetch(`/v1/items?limit=${limit}`);\n  return (await res.json()).items as Item[];\n}',
  python:
    "import os\nimport requests\n\nres = requests.get(\n    'https://api.example.test/v1/items',\n    headers={'Authorization': f\"Bearer {os.environ['TOKEN']}\"},\n    params={'limit': 10},\n)\nres.raise_for_status()\nfor item in res.json()['items']:\n    print(item['id'])",
  go: 'package main\n\nimport (\n\t"fmt"\n\t"net/http"\n)\n\nfunc main() {\n\treq, _ := http.NewRequest("GET", "https://api.example.test/v1/items", nil)\n\tres, err := http.DefaultClient.Do(req)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tfmt.Println(res.Status)\n}',
  rust: 'use std::env;\n\nfn main() -> Result<(), Box<dyn std::error::Error>> {\n    let token = env::var("TOKEN")?;\n    let body = reqwest::blocking::Client::new()\n        .get("https://api.example.test/v1/items")\n        .bearer_auth(token)\n        .send()?\n        .text()?;\n    println!("{}", body);\n    Ok(())\n}',
  java: 'import java.net.http.*;\nimport java.net.URI;\n\npublic class Items {\n  public static void main(String[] args) throws Exception {\n    var client = HttpClient.newHttpClient();\n    var req = HttpRequest.newBuilder(URI.create("https://api.example.test/v1/items")).build();\n    System.out.println(client.send(req, HttpResponse.BodyHandlers.ofString()).body());\n  }\n}',
  ruby: "require 'net/http'\nrequire 'json'\n\nuri = URI('https://api.example.test/v1/items')\nitems = JSON.parse(Net::HTTP.get(uri))['items']\nitems.each { |item| puts item['id'] }",
  php: "<?php\n$items = json_decode(file_get_contents('https://api.example.test/v1/items'), true);\nforeach ($items['items'] as $item) {\n    echo $item['id'] . PHP_EOL;\n}",
  csharp:
    'using System.Net.Http;\n\nvar client = new HttpClient();\nvar body = await client.GetStringAsync("https://api.example.test/v1/items");\nConsole.WriteLine(body);',
  kotlin:
    'import java.net.URL\n\nfun main() {\n    val body = URL("https://api.example.test/v1/items").readText()\n    println(body)\n}',
  swift:
    'import Foundation\n\nlet url = URL(string: "https://api.example.test/v1/items")!\nlet (data, _) = try await URLSession.shared.data(from: url)\nprint(String(decoding: data, as: UTF8.self))',
  json: '{\n  "items": [\n    { "id": "item_1", "tags": ["red", "large"], "price": 12.5, "active": true },\n    { "id": "item_2", "tags": [], "price": null, "active": false }\n  ],\n  "next": "cursor_2"\n}',
  yaml: 'service:\n  name: items\n  replicas: 2\n  env:\n    - name: TOKEN\n      valueFrom: secret',
  toml: '[server]\nport = 8080\nhost = "127.0.0.1"',
  xml: '<item id="item_1">\n  <tag>red</tag>\n</item>',
  cpp: '#include <iostream>\n\nint main() {\n  std::cout << "items" << std::endl;\n  return 0;\n}',
};

const fence = (lang, code, title) =>
  `\`\`\`${lang}${title ? ` title="${title}"` : ''}\n${code}\n\`\`\``;

function page(n) {
  const langs = Object.keys(languages);
  const pick = (i) => langs[(n * 3 + i) % langs.length];
  return `---
title: Guide ${n}
description: How to work with items, part ${n}.
---
# Guide ${n}

Items are the **core** resource of the service. Read [the overview](./index.md), or go on to [the next part](./guide-${(n % 6) + 1}.md#listing-items).

## Listing items

Send a request with your token. The response lists items _newest first_, and \`next\` points at the next page.

${fence(pick(0), languages[pick(0)], `example-${n}`)}

| Parameter | Type | Default | Meaning |
|---|---|---|---|
| \`limit\` | integer | 10 | How many items a page holds. |
| \`cursor\` | string | | Where the page starts. |

:::note
A token that has expired answers with status 401.
:::

## In your language

::::tabs groupId=language
:::tab label="${pick(1)}" value=${pick(1)}
${fence(pick(1), languages[pick(1)])}
:::
:::tab label="${pick(2)}" value=${pick(2)}
${fence(pick(2), languages[pick(2)])}
:::
::::

### Errors

:::warning
Retry a request that failed with status 429 after the time in \`Retry-After\`.
:::

1. Check the status.
2. Read the \`message\`.
   - Fix the request.
   - Send it again.

> A quote about items, with a [link](https://example.test/items "Items").

<details>
<summary>Raw HTML</summary>

Markdown inside <abbr title="HyperText Markup Language">HTML</abbr>, and a line<br>break.

</details>

${fence('json', languages.json)}
`;
}

const spec = () => {
  const ops = [];
  for (let i = 1; i <= 12; i++) {
    ops.push(`  /items/{id}/parts-${i}:
    get:
      summary: List parts ${i}
      description: |
        Returns the parts of an item, **newest first**. See [listing](#section/Listing).
        <br>Parts of <b>retired</b> items are <i>kept</i>.
      operationId: listParts${i}
      tags: [${i % 2 ? 'Items' : 'Parts'}]
      parameters:
        - $ref: '#/components/parameters/ItemId'
        - name: limit
          in: query
          schema: { type: integer, minimum: 1, maximum: 100, default: 10 }
        - name: order
          in: query
          schema: { type: string, enum: [asc, desc] }
      responses:
        '200':
          description: The parts.
          content:
            application/json:
              schema:
                type: array
                items: { $ref: '#/components/schemas/Part' }
        '404':
          $ref: '#/components/responses/NotFound'
    post:
      summary: Add part ${i}
      operationId: addPart${i}
      tags: [${i % 2 ? 'Items' : 'Parts'}]
      parameters:
        - $ref: '#/components/parameters/ItemId'
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/NewPart' }
            example: { name: bolt, size: 3, tags: [steel] }
      responses:
        '201':
          description: Added.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Part' }
        '400':
          $ref: '#/components/responses/NotFound'`);
  }
  return `openapi: 3.0.3
info:
  title: Example Items API
  version: 1.0.0
  description: |
    The items service. Every request needs a token.

    <table>
      <tr><th>Network</th><th>Host</th></tr>
      <tr><td>main</td><td><span class="host">api.example.test</span></td></tr>
    </table>

    ## Listing
    Lists page with \`limit\` and \`cursor\`.
servers:
  - url: https://api.example.test/v1
security:
  - bearer: []
tags:
  - name: Items
    description: Items and their parts.
  - name: Parts
    description: Parts of items.
paths:
${ops.join('\n')}
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
  parameters:
    ItemId:
      name: id
      in: path
      required: true
      schema: { type: string, example: item_1 }
  responses:
    NotFound:
      description: Not found.
      content:
        application/json:
          schema: { $ref: '#/components/schemas/Error' }
  schemas:
    Error:
      type: object
      required: [status, message]
      properties:
        status: { type: integer, example: 404 }
        message: { type: string, example: Not found }
    NewPart:
      type: object
      required: [name]
      properties:
        name: { type: string, description: The part's name. }
        size: { type: integer, nullable: true }
        tags: { type: array, items: { type: string } }
    Part:
      allOf:
        - $ref: '#/components/schemas/NewPart'
        - type: object
          properties:
            id: { type: string, format: uuid }
            created: { type: string, format: date-time }
            owner:
              type: object
              properties:
                id: { type: string }
                kind: { oneOf: [{ type: string }, { type: integer }] }
`;
};

/** Writes the training site into `dir`. */
export function writeTrainingSite(dir) {
  const files = {
    'site.config.ts': `import { defineConfig } from 'docgen/config';
export default defineConfig({
  title: 'Example',
  tagline: 'Items, parts and more',
  url: 'https://docs.example.test',
  navbar: {
    title: 'Example',
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
      { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
      { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Guide 2', to: '/guide-2' }, { label: 'Status', href: 'https://status.example.test/' }] },
      { type: 'search', position: 'right' },
    ],
  },
  footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Start', to: '/' }] }], copyright: 'Example' },
  openapi: { sources: [{ id: 'items', source: { file: 'openapi.yaml' } }] },
});
`,
    'content/sidebars.ts': `export default {
  docs: ['index', { type: 'category', label: 'Guides', link: 'guides', items: ['guide-1', 'guide-2', 'guide-3', 'guide-4', 'guide-5', 'guide-6'] }],
};
`,
    'content/index.md': `---\ntitle: Overview\n---\n# Overview\n\nStart with [the guides](./guides.md) or [the API](/api/list-parts-1).\n`,
    'content/guides.md': `---\ntitle: Guides\n---\n# Guides\n\n:::doc-cards\n:::\n`,
    'openapi.yaml': spec(),
  };
  for (let n = 1; n <= 6; n++) files[`content/guide-${n}.md`] = page(n);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}
