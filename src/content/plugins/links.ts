// Rewrites links to markdown files into routes and records every link with its
// source line, for the link checker.
import type { MarkdownIt } from 'markdown-it';
import type { MarkdownEnv } from '../markdown.js';

/** Maps a link to a `.md` file (relative to the current file) to the target's route. */
export type LinkResolver = (mdPath: string, fromFile: string) => string | undefined;

const external = /^[a-z][a-z0-9+.-]*:|^\/\//i;

export function linkPlugin(md: MarkdownIt): void {
  md.core.ruler.push('docgen_links', (state) => {
    const env = state.env as unknown as MarkdownEnv;
    // A table cell's inline token has no line of its own: it takes its row's.
    let lastMap: [number, number] | null = null;
    for (const block of state.tokens) {
      if (block.map) lastMap = block.map;
      if (block.type !== 'inline' || !block.children) continue;
      const map = block.map ?? lastMap;
      const line = map ? map[0] + 1 + (env.lineOffset ?? 0) : undefined;
      for (const token of block.children) {
        if (token.type !== 'link_open' && token.type !== 'image') continue;
        const attr = token.type === 'image' ? 'src' : 'href';
        const href = token.attrGet(attr);
        if (typeof href !== 'string' || !href || external.test(href)) continue;
        if (env.linkBase && !href.startsWith('#') && !href.startsWith('/')) {
          // Text written for another site (a downloaded spec): its relative links point there.
          token.attrSet(attr, new URL(href, env.linkBase).href);
          continue;
        }
        const hashAt = href.indexOf('#');
        const path = hashAt === -1 ? href : href.slice(0, hashAt);
        const hash = hashAt === -1 ? '' : href.slice(hashAt);
        if (/\.mdx?$/.test(path) && env.file) {
          const route = env.resolveLink?.(decodeURI(path), env.file);
          if (route) {
            token.attrSet(attr, route + hash);
            env.links.push({ href: route + hash, markdownTarget: path, file: env.file, line });
          } else {
            env.links.push({ href, markdownTarget: path, markdownMissing: true, file: env.file, line });
          }
          continue;
        }
        env.links.push({ href, file: env.file, line });
      }
    }
  });
}
