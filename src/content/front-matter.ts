// Front matter with gray-matter, with YAML errors mapped to the file's own lines.
import matter from 'gray-matter';
import { DocgenError } from '../errors.js';

export interface FrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  slug?: string;
  description?: string;
  draft?: boolean;
  hide_table_of_contents?: boolean;
}

const fields: Record<keyof FrontMatter, 'string' | 'number' | 'boolean'> = {
  id: 'string',
  title: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  sidebar_class_name: 'string',
  slug: 'string',
  description: 'string',
  draft: 'boolean',
  hide_table_of_contents: 'boolean',
};

export function parseFrontMatter(text: string, file: string): { data: FrontMatter; body: string; lineOffset: number } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object each call: gray-matter caches by content otherwise.
    parsed = matter(text, {});
  } catch (error) {
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    throw new DocgenError(`Invalid front matter YAML in ${file}: ${reason}`, {
      file,
      // The YAML starts on line 2, after the opening `---`.
      line: mark ? mark.line + 2 : 1,
      column: mark ? mark.column + 1 : undefined,
      hint: 'Fix the YAML between the two `---` lines at the top of the file.',
      cause: error,
    });
  }
  const data = parsed.data as Record<string, unknown>;
  const lines = text.split('\n');
  for (const [key, value] of Object.entries(data)) {
    const expected = fields[key as keyof FrontMatter];
    if (!expected) continue;
    if (typeof value !== expected) {
      const line = lines.findIndex((l) => l.startsWith(`${key}:`));
      throw new DocgenError(`Front matter field "${key}" in ${file} must be a ${expected}, received ${JSON.stringify(value)}.`, {
        file,
        line: line === -1 ? 1 : line + 1,
      });
    }
  }
  const bodyStart = text.length - parsed.content.length;
  const lineOffset = text.slice(0, bodyStart).split('\n').length - 1;
  return { data: data as FrontMatter, body: parsed.content, lineOffset };
}
