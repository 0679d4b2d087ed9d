// An operation's operationId is the name an SDK user knows it by: the search index
// holds it as strongly as the title, so the name finds its operation first, and
// two operations with one summary apart.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { craftedReference } from '../../fixtures/crafted-api.js';
import { searchPages, type LoadedIndex } from '../../../src/shared/search-engine.js';
import type { Page } from '../../../src/types.js';
import { indexesOf, page } from './search-fixtures.js';

const summary = 'Creates list of users with given input array';
const users = {
  type: 'array',
  items: { type: 'object', properties: { username: { type: 'string' } } },
};
const operation = (operationId: string, summary: string) => ({
  post: {
    operationId,
    summary,
    requestBody: { content: { 'application/json': { schema: users } } },
    responses: { '200': { description: 'successful operation' } },
  },
});

let pages: Page[];
let indexes: LoadedIndex[];
before(async () => {
  const api = await craftedReference({
    servers: [{ url: 'https://petstore.example/v2' }],
    paths: {
      '/user/createWithArray': operation('createUsersWithArrayInput', summary),
      '/user/createWithList': operation('createUsersWithListInput', summary),
      '/pet/{petId}/uploadImage': operation('uploadFile', 'Uploads an image'),
    },
  });
  pages = api.docs.map((doc) => ({ route: doc.route, doc, sidebarId: 'api', breadcrumbs: [] }));
  // A guide that says the words of the name apart, as pino's docs say 'upload' and 'file'.
  pages.push(
    page({
      route: '/guides/files',
      title: 'Saving to files',
      sections: [['', '', 'Upload the file to a bucket; each file upload is one object.']],
    }),
  );
  indexes = indexesOf(pages).indexes;
});

test('an operationId finds its operation first, and tells apart two operations with one summary', () => {
  const routeOf = (path: string) => pages.find((p) => p.doc.api?.path === path)!.route;
  const first = (query: string) => searchPages(indexes, query)[0]?.route;
  assert.equal(first('uploadFile'), routeOf('/pet/{petId}/uploadImage'));
  assert.equal(first('createUsersWithListInput'), routeOf('/user/createWithList'));
  assert.equal(first('createUsersWithArrayInput'), routeOf('/user/createWithArray'));
  // The name is one word, in any case, as its lower case is: the other operation lacks it.
  const [list, array] = searchPages(indexes, 'createUsersWithListInput');
  assert.ok(!array || list!.score > array.score * 1.5, `${list!.score} against ${array?.score}`);
});

test('an operationId said whole finds its operation before a guide that names it, in any case', () => {
  const guide = page({
    route: '/guides/upload',
    title: 'Calling uploadFile',
    sections: [
      ['', '', 'Call the `uploadFile` operation to upload an image: uploadFile takes a file.'],
      ['bulk', 'uploadFile in bulk', 'Call uploadFile once per file; uploadFile retries.'],
    ],
  });
  const withGuide = indexesOf([...pages, guide]).indexes;
  const operation = pages.find((p) => p.doc.api?.path === '/pet/{petId}/uploadImage')!.route;
  for (const query of ['uploadFile', 'uploadfile', 'UPLOADFILE']) {
    const ranked = searchPages(withGuide, query).map((g) => g.route);
    assert.deepEqual(ranked.slice(0, 2), [operation, '/guides/upload'], query);
  }
});
