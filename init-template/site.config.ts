// The site's config: every field is described in docgen's README ("Configuration").
import { defineConfig } from 'docgen/config';

export default defineConfig({
  title: 'My Docs',
  tagline: 'Guides and API reference',
  // The origin the site will be published at, without a path: canonical links and the
  // sitemap use it. A GitHub Pages project site (https://org.github.io/repo-name/) writes
  // url: 'https://org.github.io' and baseUrl: '/repo-name/'.
  url: 'https://example.com',
  // The path the site is served under: '/' for a whole domain, '/repo-name/' for a
  // GitHub Pages project site.
  baseUrl: '/',
  navbar: {
    title: 'My Docs',
    items: [
      { type: 'docSidebar', sidebarId: 'docs', label: 'Guides', position: 'left' },
      { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
      { type: 'search' },
    ],
  },
  docs: { sidebarPath: 'content/sidebars.ts', version: { label: 'Latest', mainDocId: 'index' } },
  footer: { copyright: 'Built with docgen.' },
  openapi: { sources: [{ id: 'notes', source: { file: 'openapi/notes.yaml' } }] },
});
