// The plain-markdown copy of an API page, from its page model: what the HTML page
// says, in the same order and under the same headings. Descriptions come back from
// their allowlisted HTML (html-markdown.ts), so the document's text is escaped for
// where it lands.
import { apiHeadings, groupsUnderHeading, type ApiHeadings } from '../shared/api-headings.js';
import { serverNote } from '../shared/server-notes.js';
import type {
  ApiAuthScheme,
  ApiCallbackModel,
  ApiIntroPage,
  ApiMediaModel,
  ApiOperationPage,
  ApiPageModel,
  ApiParameterModel,
  ApiResponseModel,
  SchemaChildren,
  SchemaFact,
  SchemaNode,
} from '../types.js';
import {
  codeFence,
  codeSpan,
  escapeMarkdownText,
  htmlToInlineMarkdown,
  htmlToMarkdown,
  tableCell,
} from './html-markdown.js';

const limitLabels: Record<string, string> = {
  min: 'min',
  max: 'max',
  exclusiveMin: 'greater than',
  exclusiveMax: 'less than',
  minLength: 'min length',
  maxLength: 'max length',
  minItems: 'min items',
  maxItems: 'max items',
  minProperties: 'min properties',
  maxProperties: 'max properties',
  multipleOf: 'multiple of',
};

function factText(f: SchemaFact): string {
  switch (f.kind) {
    case 'format':
      return `format: ${codeSpan(f.value)}`;
    case 'enum':
      return `${f.items ? 'each item ' : ''}one of: ${f.values.map(codeSpan).join(', ')}${f.more ? ` and ${f.more} more` : ''}`;
    case 'default':
      return `${f.items ? 'item default' : 'default'}: ${codeSpan(f.value)}`;
    case 'example':
    case 'pattern':
    case 'const':
      return `${f.kind}: ${codeSpan(f.value)}`;
    case 'not':
      return `not ${escapeMarkdownText(f.value)}`;
    case 'keys':
      return `keys matching ${codeSpan(f.pattern)}: ${type(f.type)}`;
    case 'uniqueItems':
      return 'unique items';
    case 'readOnly':
    case 'writeOnly':
      return f.kind === 'readOnly' ? 'read-only' : 'write-only';
    default:
      return `${limitLabels[f.kind]}: ${f.value}`;
  }
}

/**
 * Ends a description with a full stop unless it ends a sentence already: in any script
 * (`。`, `！`, `؟`, `।`), with an ellipsis or a colon, or with a stop inside closing
 * quotes or brackets (`「…。」`, `(see above.)`).
 */
const ended = /[\p{Sentence_Terminal}:：…][\p{Pe}\p{Pf}"'*_]*$/u;
/**
 * Text that ends in a script whose writing has no ASCII full stop: Chinese and Japanese
 * (Han, kana and their full-width punctuation and forms, such as `）`) end a sentence
 * with `。` or with nothing, Thai with a space. Korean does use `.`, as do Latin,
 * Cyrillic, Greek and the others, so they still get one.
 */
const stoplessEnd =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Bopomofo}\p{scx=Thai}\u3000-\u303f\uff01-\uff60\uff61-\uff9f][\p{Pe}\p{Pf}"'*_]*$/u;
const sentence = (text: string) =>
  text && !ended.test(text) && !stoplessEnd.test(text) ? `${text}.` : text;
const facts = (list: SchemaFact[]) => (list.length ? `${list.map(factText).join('; ')}.` : '');
const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');
/** A type label ('Pet[]', 'map of string'): escaped, but `[]` cannot open a link and reads better bare. */
const type = (text: string) => escapeMarkdownText(text).replaceAll('\\[\\]', '[]');

/** A markdown table: the head, the rule, then the rows, each cell on one line. */
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows.map((r) => r.map(tableCell))]
    .map((r) => `| ${r.join(' | ')} |`)
    .join('\n');

function parametersTable(params: ApiParameterModel[]): string {
  const rows = params.map((p) => {
    const flags = [p.required ? 'required' : '', p.deprecated ? 'deprecated' : '']
      .filter(Boolean)
      .join(', ');
    const typeText = joined(type(p.type), p.format ? `(${codeSpan(p.format)})` : '');
    const description = joined(
      sentence(htmlToInlineMarkdown(p.descriptionHtml)),
      sentence(htmlToInlineMarkdown(p.noteHtml)),
      facts(p.facts),
    );
    return [codeSpan(p.name), p.in, typeText, flags, description];
  });
  return table(['Name', 'In', 'Type', 'Required', 'Description'], rows);
}

/** A recursive field, in the words of the HTML page (templates/api/SchemaTree.tsx, CycleText). */
function cycleText(cycle: NonNullable<SchemaNode['ref']>): string {
  const kind = cycle.schema !== undefined ? `another ${codeSpan(cycle.schema)}, with ` : '';
  const target = cycle.label ? `${codeSpan(cycle.label)} above` : 'the schema it belongs to, above';
  return `Recursive: ${kind}the same fields as ${target}.`;
}

/** A schema node's line: `name` (type, required, nullable): description. Facts. */
function nodeLine(node: SchemaNode): string {
  const flags = [
    type(node.type),
    node.required ? 'required' : '',
    node.nullable ? 'nullable' : '',
    node.deprecated ? 'deprecated' : '',
  ]
    .filter(Boolean)
    .join(', ');
  const ref = node.ref
    ? node.ref.kind === 'cycle'
      ? cycleText(node.ref)
      : `The same fields as ${codeSpan(node.ref.label)} above.`
    : '';
  const text = joined(
    sentence(htmlToInlineMarkdown(node.descriptionHtml)),
    facts(node.facts),
    ref,
    node.omitted ? omittedText(node.omitted) : '',
  );
  return `- ${codeSpan(node.name ?? '')} (${flags})${text ? `: ${text}` : ''}`;
}

/** As the page says it where its budget or depth left fields out. */
const omittedText = (n: number) =>
  `${n} more ${n === 1 ? 'field' : 'fields'} not shown on this page: see the schema in the downloadable document.`;

/** As the page says it where it lists a oneOf's first variants only. */
const omittedVariantsText = (n: number) =>
  `${n} more ${n === 1 ? 'variant' : 'variants'} not shown on this page: see the schema in the downloadable document.`;

const indented = (lines: string[]) => lines.map((l) => `  ${l}`);

function childrenLines(children: SchemaChildren): string[] {
  if (children.kind === 'fields')
    return [
      ...children.fields.flatMap((f) => [
        nodeLine(f),
        ...(f.children ? indented(childrenLines(f.children)) : []),
      ]),
      ...(children.omitted ? [`- ${omittedText(children.omitted)}`] : []),
    ];
  const label = children.composition === 'oneOf' ? 'One of' : 'Any of';
  const count = children.variants.length + (children.omitted ?? 0);
  const head = `- ${label} ${count} variants${children.discriminator ? ` (discriminated by ${codeSpan(children.discriminator)})` : ''}:`;
  const variants = children.variants.flatMap((v) => {
    const mapped =
      v.mapped !== undefined && children.discriminator
        ? `, ${codeSpan(`${children.discriminator}: ${JSON.stringify(v.mapped)}`)}`
        : '';
    const description = sentence(htmlToInlineMarkdown(v.descriptionHtml));
    return [
      `- **${escapeMarkdownText(v.name)}** (${type(v.type)}${mapped})${description ? `: ${description}` : ''}`,
      ...(v.children ? indented(childrenLines(v.children)) : []),
    ];
  });
  const omitted = [
    ...(children.omittedFields ? [`- ${omittedText(children.omittedFields)}`] : []),
    ...(children.omitted ? [`- ${omittedVariantsText(children.omitted)}`] : []),
  ];
  return [head, ...indented([...variants, ...omitted])];
}

function schemaBlock(root: SchemaNode): string {
  const about = joined(sentence(htmlToInlineMarkdown(root.descriptionHtml)), facts(root.facts));
  const lines = root.children ? childrenLines(root.children) : [];
  return [
    `Type: ${type(root.type)}${root.nullable ? ', nullable' : ''}.${about ? ` ${about}` : ''}`,
    lines.join('\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
}

function mediaBlock(m: ApiMediaModel): string[] {
  return [
    `Content type ${codeSpan(m.mediaType)}`,
    m.schema ? schemaBlock(m.schema) : '',
    ...(m.examples
      ? m.examples.map(
          (e) => `Example (${escapeMarkdownText(e.summary)}):\n\n${codeFence(e.code, e.lang)}`,
        )
      : [m.example ? `Example:\n\n${codeFence(m.example.code, m.example.lang)}` : '']),
  ];
}

function responseBlock(r: ApiResponseModel, level: number): string[] {
  const headers = r.headers.length
    ? table(
        ['Header', 'Type', 'Description'],
        r.headers.map((h) => [
          joined(codeSpan(h.name), h.required ? '(required)' : ''),
          type(h.type),
          htmlToInlineMarkdown(h.descriptionHtml),
        ]),
      )
    : '';
  return [
    `${'#'.repeat(level)} ${escapeMarkdownText(r.status)}${r.summary ? ` ${escapeMarkdownText(r.summary)}` : ''}`,
    htmlToMarkdown(r.descriptionHtml, { minHeading: level + 1 }),
    headers ? `Headers:\n\n${headers}` : '',
    ...r.media.flatMap(mediaBlock),
  ];
}

/** One scheme as the page says it: what to send, and where. */
function schemeText(s: ApiAuthScheme): string {
  if (s.type === 'apiKey' && s.name)
    return `an API key in the ${codeSpan(s.name)} ${s.in ?? 'header'}`;
  if (s.type === 'http' && s.scheme === 'bearer')
    return `a bearer token${s.bearerFormat ? ` (${escapeMarkdownText(s.bearerFormat)})` : ''} in the \`Authorization\` header`;
  if (s.type === 'http' && s.scheme === 'basic')
    return 'a user name and password (HTTP basic) in the `Authorization` header';
  if (s.type === 'oauth2' || s.type === 'openIdConnect')
    return `an OAuth 2.0 access token${s.scopes.length ? ` with the scope${s.scopes.length > 1 ? 's' : ''} ${s.scopes.map(codeSpan).join(', ')}` : ''}`;
  if (s.type === 'mutualTLS') return 'a client TLS certificate';
  return `${codeSpan(s.id)} (${escapeMarkdownText(s.type)})`;
}

function authText(auth: ApiAuthScheme[][], introRoute: string | undefined): string {
  const alternatives = auth.filter((a) => a.length > 0);
  if (alternatives.length === 0) return '';
  const optional = auth.some((a) => a.length === 0);
  const said = alternatives.map((alt) => alt.map(schemeText).join(' and ')).join(', or ');
  return `Authentication${optional ? ' (optional)' : ''}: send ${said}${introRoute ? ` (see the [introduction](${introRoute}))` : ''}.`;
}

function callbackBlock(c: ApiCallbackModel): string[] {
  return [
    `### ${escapeMarkdownText(c.name)}`,
    codeSpan(`${c.method.toUpperCase()} ${c.path}`),
    c.sameAs !== undefined ? `Recursive: the path item of ${codeSpan(c.sameAs)}, see above.` : '',
    htmlToMarkdown(c.descriptionHtml, { minHeading: 4 }),
    ...(c.requestBody
      ? [
          htmlToMarkdown(c.requestBody.descriptionHtml, { minHeading: 4 }),
          ...c.requestBody.media.flatMap(mediaBlock),
        ]
      : []),
    ...c.responses.flatMap((r) => responseBlock(r, 4)),
  ];
}

const document = (blocks: string[]) => `${blocks.filter((b) => b.trim()).join('\n\n')}\n`;

export function operationMarkdown(
  page: ApiOperationPage,
  headings: ApiHeadings = apiHeadings,
): string {
  const curl =
    page.samples.find((s) => s.value === 'curl') ??
    page.samples.find((s) => s.lang === 'bash' || s.lang === 'shell');
  return document([
    `# ${escapeMarkdownText(page.title)}`,
    joined(
      codeSpan(`${page.method.toUpperCase()} ${page.path}`),
      page.role === 'webhook' ? '(webhook: the API sends this request)' : '',
    ),
    page.deprecated ? '> **Deprecated**: this endpoint is deprecated and may be removed.' : '',
    htmlToMarkdown(page.descriptionHtml),
    `## ${headings.request}`,
    page.servers.length
      ? `Base URLs:\n\n${page.servers.map((s) => `- ${codeSpan(s.url)}${s.description ? ` (${escapeMarkdownText(s.description)})` : ''}`).join('\n')}`
      : '',
    (page.role !== 'webhook' && serverNote(page.servers)) || '',
    authText(page.auth, page.introRoute),
    ...(page.parameters.length
      ? [`### ${headings.parameters}`, parametersTable(page.parameters)]
      : []),
    ...(page.requestBody
      ? [
          `### ${headings.requestBody}`,
          htmlToMarkdown(page.requestBody.descriptionHtml, { minHeading: 4 }),
          ...page.requestBody.media.flatMap(mediaBlock),
        ]
      : []),
    `## ${headings.responses}`,
    ...page.responses.flatMap((r) => responseBlock(r, 3)),
    page.responses.length === 0 && !page.sharedResponses ? headings.noResponses : '',
    ...(page.sharedResponses
      ? [
          `### ${headings.errors}`,
          table(
            ['Status', 'Meaning'],
            page.sharedResponses.responses.map((r) => [
              codeSpan(r.status),
              escapeMarkdownText(r.summary),
            ]),
          ),
          htmlToMarkdown(page.sharedResponses.noteHtml),
        ]
      : []),
    ...(page.callbacks.length
      ? [`## ${headings.callbacks}`, ...page.callbacks.flatMap(callbackBlock)]
      : []),
    ...(curl
      ? [
          `## ${page.role === 'webhook' ? headings.receivers : headings.samples}`,
          codeFence(curl.code, curl.lang),
        ]
      : []),
    page.specDownload
      ? `[Download the OpenAPI document](${page.specDownload}) this page was built from.`
      : '',
  ]);
}

function schemeSummary(s: ApiAuthScheme): string {
  if (s.type === 'apiKey')
    return `API key in the ${s.in ?? 'header'} ${s.name ? codeSpan(s.name) : ''}`.trim();
  if (s.type === 'http')
    return `HTTP ${escapeMarkdownText(s.scheme ?? '')}${s.bearerFormat ? ` (${escapeMarkdownText(s.bearerFormat)})` : ''}`.trim();
  if (s.type === 'oauth2') return 'OAuth 2.0';
  if (s.type === 'openIdConnect') return 'OpenID Connect';
  return escapeMarkdownText(s.type);
}

function introMarkdown(page: ApiIntroPage, headings: ApiHeadings): string {
  return document([
    `# ${escapeMarkdownText(page.title)}`,
    [
      page.version !== undefined ? `Version ${codeSpan(page.version)}.` : '',
      page.specDownload ? `[Download the OpenAPI document](${page.specDownload}).` : '',
    ]
      .filter(Boolean)
      .join(' '),
    ...(page.servers.length
      ? [
          `## ${headings.servers}`,
          table(
            [page.serversNamed ? 'Network' : 'Server', 'Base URL'],
            page.servers.map((s) => [escapeMarkdownText(s.description ?? ''), codeSpan(s.url)]),
          ),
        ]
      : []),
    ...(page.securitySchemes.length
      ? [
          `## ${headings.authentication}`,
          table(
            ['Scheme', 'Type', 'Description'],
            page.securitySchemes.map((s) => [
              codeSpan(s.id),
              schemeSummary(s),
              htmlToInlineMarkdown(s.descriptionHtml),
            ]),
          ),
        ]
      : []),
    htmlToMarkdown(page.descriptionHtml, { minHeading: 2 }),
    ...(page.groups.length
      ? [
          ...(groupsUnderHeading(page) ? [`## ${headings.groups}`] : []),
          ...page.groups.flatMap((g) => [
            `${groupsUnderHeading(page) ? '###' : '##'} ${escapeMarkdownText(g.name)}`,
            htmlToMarkdown(g.descriptionHtml, { minHeading: groupsUnderHeading(page) ? 4 : 3 }),
            g.operations
              .map(
                (o) =>
                  `- ${codeSpan(o.method.toUpperCase())} [${escapeMarkdownText(o.title)}](${o.route})`,
              )
              .join('\n'),
          ]),
        ]
      : []),
  ]);
}

/** The page as plain markdown: an operation or an introduction. */
export function apiPageMarkdown(page: ApiPageModel, headings: ApiHeadings = apiHeadings): string {
  return page.kind === 'intro' ? introMarkdown(page, headings) : operationMarkdown(page, headings);
}
