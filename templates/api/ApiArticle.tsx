// The article of one API operation: header, description, servers and auth,
// parameters, request body, responses with schema trees and examples, shared
// errors, and request samples in synced language tabs.
import type { ReactElement, ReactNode } from 'react';
import type { ApiMedia, ApiOperation, ApiParameter } from '../../src/openapi/operations.js';
import { renderMarkdownFragment } from '../../src/content/markdown.js';
import { codeBlockHtml, tabsHtml } from '../../src/content/code-block.js';
import { exampleFor } from '../../src/openapi/schema-example.js';
import type { RequestSample } from '../../src/openapi/samples/index.js';
import { SchemaTree } from './SchemaTree.js';

/** Status codes every operation shares; shown once, compactly, after the success responses. */
export const sharedErrorStatuses = new Set(['400', '403', '404', '418', '425', '429', '500']);

const paginationNotes: Record<string, string> = {
  count: 'Pagination: how many items one page holds (at most 100).',
  page: 'Pagination: which page to return, starting at 1. Ask for the next page until a page comes back with fewer than `count` items.',
  order: 'Pagination: `asc` returns the oldest items first, `desc` the newest first. It orders the data on chain, not the page listing.',
};

function Markdown({ text, className }: { text?: string; className?: string }): ReactElement | null {
  if (!text) return null;
  return <div className={className ?? 'api-markdown'} dangerouslySetInnerHTML={{ __html: renderMarkdownFragment(text) }} />;
}

function Heading({ level, id, children }: { level: 2 | 3; id: string; children: ReactNode }): ReactElement {
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id}>
      <a className="hash-link" href={`#${id}`} aria-label="Direct link to this section" />
      {children}
    </Tag>
  );
}

function typeOf(p: ApiParameter): string {
  const s = p.schema;
  if (!s) return '';
  const type = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null').join(' | ') : (s.type ?? '');
  return type === 'array' && s.items?.type ? `${String(s.items.type)}[]` : type;
}

function Parameters({ params }: { params: ApiParameter[] }): ReactElement {
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table className="api-params">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">In</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {params.map((p) => (
            <tr key={`${p.in}-${p.name}`} id={`param-${p.name}`}>
              <td>
                <a className="hash-link" href={`#param-${p.name}`} aria-label={`Direct link to parameter ${p.name}`} />
                <code className="api-param__name">{p.name}</code>
                {p.required ? <span className="schema__required">required</span> : null}
                {p.deprecated ? <span className="schema__deprecated">deprecated</span> : null}
              </td>
              <td>{p.in}</td>
              <td>
                <span className="schema__type">{typeOf(p)}</span>
                {p.schema?.format ? <span className="schema__format">{p.schema.format}</span> : null}
              </td>
              <td>
                <Markdown text={p.description} />
                {paginationNotes[p.name] && p.in === 'query' ? <Markdown text={paginationNotes[p.name]} className="api-param__note" /> : null}
                <div className="schema__facts">
                  {p.schema?.enum ? <span>one of: {p.schema.enum.map((v) => <code key={String(v)}>{String(v)}</code>)}</span> : null}
                  {p.schema?.default !== undefined ? <span>default: <code>{String(p.schema.default)}</code></span> : null}
                  {p.schema?.minimum !== undefined ? <span>min: {p.schema.minimum}</span> : null}
                  {p.schema?.maximum !== undefined ? <span>max: {p.schema.maximum}</span> : null}
                  {p.example !== undefined ? <span>example: <code>{typeof p.example === 'string' ? p.example : JSON.stringify(p.example)}</code></span> : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MediaBlock({ media, prefix, anchors }: { media: ApiMedia; prefix: string; anchors: string[] }): ReactElement {
  const example = media.example ?? exampleFor(media.schema);
  const exampleText = example === undefined ? undefined : typeof example === 'string' && !media.mediaType.includes('json') ? example : JSON.stringify(example, null, 2);
  return (
    <div className="api-media">
      <p className="api-media__type">
        Content type <code>{media.mediaType}</code>
      </p>
      {media.schema ? <SchemaTree schema={media.schema} prefix={prefix} anchors={anchors} /> : null}
      {exampleText !== undefined ? (
        <div
          className="api-example"
          dangerouslySetInnerHTML={{
            __html: codeBlockHtml({ code: exampleText.length > 20000 ? `${exampleText.slice(0, 20000)}\n...` : exampleText, lang: media.mediaType.includes('json') ? 'json' : 'text', title: 'Example' }),
          }}
        />
      ) : null}
    </div>
  );
}

export interface ApiArticleProps {
  op: ApiOperation;
  samples: RequestSample[];
  introRoute?: string;
  specDownload?: string;
  /** Filled with every anchor the article renders. */
  anchors: string[];
}

export function ApiArticle({ op, samples, introRoute, specDownload, anchors }: ApiArticleProps): ReactElement {
  const params = op.parameters.filter((p) => p.in !== 'cookie');
  const success = op.responses.filter((r) => !sharedErrorStatuses.has(r.status));
  const errors = op.responses.filter((r) => sharedErrorStatuses.has(r.status));
  const samplesHtml = tabsHtml(
    samples.map((s) => ({ label: s.label, value: s.value, html: codeBlockHtml({ code: s.code, lang: s.lang, template: s.template }) })),
    'language',
  );
  return (
    <div className="api-page">
      <header className="api-header">
        <h1 className="doc-title" tabIndex={-1}>{op.title}</h1>
        <div className="api-endpoint">
          <span className={`api-method api-method--${op.method}`}>{op.method.toUpperCase()}</span>
          <code className="api-path">{op.path}</code>
          <button type="button" className="api-path__copy" data-copy={op.path} aria-label="Copy the path">Copy</button>
          {op.deprecated ? <span className="api-badge api-badge--deprecated">Deprecated</span> : null}
        </div>
      </header>
      <div className="api-layout">
        <div className="api-main">
          {op.deprecated ? (
            <aside className="admonition admonition--warning" aria-label="Deprecated">
              <p className="admonition__title"><span className="admonition__icon" aria-hidden="true" />Deprecated</p>
              <div className="admonition__content"><p>This endpoint is deprecated and may be removed; prefer its replacement.</p></div>
            </aside>
          ) : null}
          <Markdown text={op.description} />
          <Heading level={2} id="request">Request</Heading>
          {op.servers.length ? (
            <div className="api-servers">
              <p>Base URLs:</p>
              <ul>
                {op.servers.map((s) => (
                  <li key={s.url}><code>{s.url}</code>{s.description ? ` (${s.description})` : ''}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {op.authHeaders.length ? (
            <p className="api-auth">
              Authentication: send your project token in the <code>{op.authHeaders[0]!.name}</code> header
              {introRoute ? <> (see the <a href={introRoute}>introduction</a>)</> : null}.
            </p>
          ) : null}
          {params.length ? (
            <>
              <Heading level={3} id="parameters">Parameters</Heading>
              <Parameters params={params} />
            </>
          ) : null}
          {op.requestBody ? (
            <>
              <Heading level={3} id="request-body">Request body</Heading>
              <Markdown text={op.requestBody.description} />
              {op.requestBody.content.map((m, i) => (
                <MediaBlock key={m.mediaType} media={m} prefix={`request-body${i ? `-${i}` : ''}`} anchors={anchors} />
              ))}
            </>
          ) : null}
          <Heading level={2} id="responses">Responses</Heading>
          {success.map((r) => (
            <section key={r.status} className="api-response">
              <Heading level={3} id={`response-${r.status}`}>
                <span className={`api-status api-status--${String(r.status).charAt(0)}xx`}>{r.status}</span> {r.description.split('\n')[0] ?? ''}
              </Heading>
              {r.content.map((m, i) => (
                <MediaBlock key={m.mediaType} media={m} prefix={`response-${r.status}${i ? `-${i}` : ''}`} anchors={anchors} />
              ))}
            </section>
          ))}
          {errors.length ? (
            <>
              <Heading level={3} id="errors">Errors</Heading>
              <div className="table-wrapper" tabIndex={0}>
                <table className="api-errors">
                  <thead>
                    <tr><th scope="col">Status</th><th scope="col">Meaning</th></tr>
                  </thead>
                  <tbody>
                    {errors.map((r) => (
                      <tr key={r.status} id={`response-${r.status}`}>
                        <td><code>{r.status}</code></td>
                        <td>{r.description.split('\n')[0]}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="api-errors__note">Error bodies share one shape: <code>{'{ "status_code": 400, "error": "Bad Request", "message": "..." }'}</code>.</p>
            </>
          ) : null}
          {specDownload ? (
            <p className="api-download">
              <a href={specDownload} download>Download the OpenAPI document</a> this page was built from.
            </p>
          ) : null}
        </div>
        <aside className="api-samples" aria-labelledby="samples">
          <Heading level={2} id="samples">Request samples</Heading>
          <div dangerouslySetInnerHTML={{ __html: samplesHtml }} />
        </aside>
      </div>
    </div>
  );
}
