// Two sources whose introduction pages would have one route: both documents have the
// same `info.title` (two versions of one API), or a source's `introSlug` is another's.
// Said here, where the sources are known, rather than as two pages of one title.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DocgenError } from '../errors.js';
import { positionOfField } from '../config/config-errors.js';
import type { ApiSourceConfig } from './source-config.js';

/** A source as a message names it: its id and its file, package or URL as site.config.ts writes it. */
const named = (source: ApiSourceConfig) => {
  const where =
    'url' in source.source
      ? source.source.url
      : 'file' in source.source
        ? source.source.file
        : `${source.source.package}${source.source.path ? `/${source.source.path}` : ''}`;
  return `"${source.id}" (${where})`;
};

/** Why a source's introduction has its slug: its `introSlug`, else its document's title. */
const why = (source: ApiSourceConfig, title: string) =>
  source.introSlug !== undefined
    ? `its introSlug is ${JSON.stringify(source.introSlug)}`
    : `its info.title is ${JSON.stringify(title)}`;

/**
 * The error for two sources whose introductions claim `route`, placed at the second
 * source's id in the config file when it is written there.
 */
export function introClash(
  route: string,
  first: { source: ApiSourceConfig; title: string },
  second: { source: ApiSourceConfig; title: string },
  config: { root: string; file?: string },
): DocgenError {
  const reasons =
    first.source.introSlug === undefined &&
    second.source.introSlug === undefined &&
    first.title === second.title
      ? `both documents' info.title is ${JSON.stringify(first.title)}`
      : `${first.source.id}: ${why(first.source, first.title)}; ${second.source.id}: ${why(second.source, second.title)}`;
  let line: number | undefined;
  if (config.file !== undefined) {
    try {
      const text = readFileSync(path.resolve(config.root, config.file), 'utf8');
      line = positionOfField(text, 'id', second.source.id)?.line;
    } catch {
      // The message stands without a line.
    }
  }
  return new DocgenError(
    `The introduction pages of the OpenAPI sources ${named(first.source)} and ${named(second.source)} would both be ${route} (${reasons}).`,
    {
      file: config.file,
      line,
      hint: `Give one of them a slug of its own with introSlug in openapi.sources (such as introSlug: '${second.source.id}' on the source "${second.source.id}").`,
    },
  );
}
