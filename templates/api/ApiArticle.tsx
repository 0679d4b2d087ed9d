// The article of one API operation, from its page model: header, description,
// servers and auth, parameters, request body, responses with schema trees,
// headers and examples, the responses the site documents once, callbacks, and
// request samples in synced language tabs. Code arrives highlighted (`code`).
import { Fragment, type ReactElement, type ReactNode } from 'react';
import type {
  ApiCallbackModel,
  ApiMediaModel,
  ApiOperationPage,
  ApiParameterModel,
  ApiResponseModel,
} from '../../src/types.js';
import { serverNote } from '../../src/shared/server-notes.js';
import { Facts, SchemaTree } from './SchemaTree.js';
import { SamplePanel } from './SamplePanel.js';
import { Heading, Html, Table } from './Blocks.js';
import { AuthSentence } from './AuthSentence.js';
import { codeBreakPieces } from '../../src/shared/code-breaks.js';
import { fillLabel, useLabels } from '../labels-context.js';
import { fillText } from '../page-labels.js';

/** Highlighted HTML of a code block: the render stage's highlighter. */
export type CodeHtml = (block: { code: string; lang: string; title?: string }) => string;

function Parameters({ params }: { params: ApiParameterModel[] }): ReactElement {
  const labels = useLabels();
  return (
    <Table
      className="api-params"
      columns={[labels.columnName, labels.columnIn, labels.columnType, labels.columnDescription]}
    >
      {params.map((p) => (
        <tr key={`${p.in}-${p.name}`} id={p.anchor}>
          <td>
            <a
              className="hash-link"
              href={`#${p.anchor}`}
              aria-label={fillText(labels.parameterLink, { name: p.name })}
            />
            <code className="api-param__name">{p.name}</code>
            {p.required ? <span className="schema__required">{labels.required}</span> : null}
            {p.deprecated ? (
              <span className="schema__deprecated">{labels.deprecatedField}</span>
            ) : null}
          </td>
          <td>{p.in}</td>
          <td>
            <span className="schema__type">{p.type}</span>
            {p.format ? <span className="schema__format">{p.format}</span> : null}
          </td>
          <td>
            <Html html={p.descriptionHtml} />
            <Html html={p.noteHtml} className="api-param__note" />
            {p.facts.length ? (
              <Facts facts={p.facts} enumClass="" />
            ) : (
              <div className="schema__facts" />
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

function MediaBlock({ media, code }: { media: ApiMediaModel; code: CodeHtml }): ReactElement {
  const labels = useLabels();
  return (
    <div className="api-media">
      <p className="api-media__type">
        {fillLabel(labels.contentType, { type: <code>{media.mediaType}</code> })}
      </p>
      {media.schema ? <SchemaTree root={media.schema} /> : null}
      {media.examples ? (
        // Every named example, each under its summary; the first one open.
        <div className="api-examples">
          {media.examples.map((e, i) => (
            <details key={e.name} className="api-example" open={i === 0}>
              <summary className="api-example__summary">{e.summary}</summary>
              <div
                dangerouslySetInnerHTML={{
                  __html: code({ code: e.code, lang: e.lang, title: e.name }),
                }}
              />
            </details>
          ))}
        </div>
      ) : media.example ? (
        <div
          className="api-example"
          dangerouslySetInnerHTML={{
            __html: code({
              code: media.example.code,
              lang: media.example.lang,
              title: labels.mediaExample,
            }),
          }}
        />
      ) : null}
    </div>
  );
}

function Headers({ response }: { response: ApiResponseModel }): ReactElement | null {
  const labels = useLabels();
  if (response.headers.length === 0) return null;
  return (
    <Table
      className="api-headers"
      columns={[labels.columnHeader, labels.columnType, labels.columnDescription]}
    >
      {response.headers.map((h) => (
        <tr key={h.name}>
          <td>
            <code>{h.name}</code>
            {h.required ? <span className="schema__required">{labels.required}</span> : null}
          </td>
          <td>
            <span className="schema__type">{h.type}</span>
          </td>
          <td>
            <Html html={h.descriptionHtml} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Response({
  response,
  code,
  level,
}: {
  response: ApiResponseModel;
  code: CodeHtml;
  level: 3 | 4;
}): ReactElement {
  return (
    <section className="api-response">
      <Heading level={level} id={response.anchor}>
        <span className={`api-status api-status--${response.status.charAt(0)}xx`}>
          {response.status}
        </span>{' '}
        {response.summary}
      </Heading>
      <Html html={response.descriptionHtml} />
      <Headers response={response} />
      {response.media.map((m) => (
        <MediaBlock key={m.mediaType} media={m} code={code} />
      ))}
    </section>
  );
}

function Callback({
  callback,
  code,
  samplesHtml,
}: {
  callback: ApiCallbackModel;
  code: CodeHtml;
  samplesHtml?: string;
}): ReactElement {
  const labels = useLabels();
  return (
    <section className="api-callback">
      <Heading level={3} id={callback.anchor}>
        {callback.name}
      </Heading>
      <div className="api-endpoint">
        <span className={`api-method api-method--${callback.method}`}>
          {callback.method.toUpperCase()}
        </span>
        <code className="api-path">{callback.path}</code>
      </div>
      {callback.sameAs !== undefined ? (
        <p className="api-callback__same">
          Recursive: the path item of <code>{callback.sameAs}</code>, see above.
        </p>
      ) : null}
      <Html html={callback.descriptionHtml} />
      {callback.requestBody ? (
        <>
          <Html html={callback.requestBody.descriptionHtml} />
          {callback.requestBody.media.map((m) => (
            <MediaBlock key={m.mediaType} media={m} code={code} />
          ))}
        </>
      ) : null}
      {callback.responses.map((r) => (
        <Response key={r.status} response={r} code={code} level={4} />
      ))}
      {samplesHtml ? (
        <div className="api-callback__receivers">
          <p className="api-callback__receivers-title">{labels.receivers}</p>
          <div dangerouslySetInnerHTML={{ __html: samplesHtml }} />
        </div>
      ) : null}
    </section>
  );
}

/** Code that wraps only at its break points (after `/`, before `{`...): `<wbr>` between the pieces. */
function breakable(text: string): ReactNode {
  return codeBreakPieces(text).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {piece}
    </Fragment>
  ));
}

interface ApiArticleProps {
  page: ApiOperationPage;
  /** The samples as highlighted tab sets, made by the render stage. */
  samplesHtml: string;
  /** The response examples as a tab set by status, made by the render stage. */
  responsesHtml?: string;
  /** Each callback's receiver samples as a tab set, in the order of `page.callbacks`. */
  callbackSamplesHtml?: string[];
  code: CodeHtml;
}

export function ApiArticle({
  page,
  samplesHtml,
  responsesHtml,
  callbackSamplesHtml = [],
  code,
}: ApiArticleProps): ReactElement {
  const labels = useLabels();
  return (
    <div className="api-page">
      <header className="api-header">
        <h1 className="doc-title" tabIndex={-1}>
          {page.title}
        </h1>
        <div className="api-endpoint">
          <span className={`api-method api-method--${page.method}`}>
            {page.method.toUpperCase()}
          </span>
          <code className="api-path">{breakable(page.path)}</code>
          <button
            type="button"
            className="api-path__copy"
            data-copy={page.path}
            aria-label={labels.copyPath}
          >
            {labels.copy}
          </button>
          {page.role === 'webhook' ? <span className="api-badge">{labels.webhook}</span> : null}
          {page.deprecated ? (
            <span className="api-badge api-badge--deprecated">{labels.deprecated}</span>
          ) : null}
        </div>
      </header>
      <div className="api-layout">
        {/* The description, then (on narrow screens) the samples panel, then the reference. */}
        <div className="api-main api-main--lead">
          {page.deprecated ? (
            <aside className="admonition admonition--warning" aria-label={labels.deprecated}>
              <p className="admonition__title">
                <span className="admonition__icon" aria-hidden="true" />
                {labels.deprecated}
              </p>
              <div className="admonition__content">
                <p>{labels.deprecatedNotice}</p>
              </div>
            </aside>
          ) : null}
          <Html html={page.descriptionHtml} />
        </div>
        <SamplePanel
          samplesHtml={samplesHtml}
          responsesHtml={responsesHtml}
          heading={page.role === 'webhook' ? labels.receivers : labels.samples}
          tryIt={page.tryIt}
        />
        <div className="api-main">
          <Heading level={2} id="request">
            {labels.request}
          </Heading>
          {page.servers.length || (page.role !== 'webhook' && serverNote(page.servers)) ? (
            <div className="api-servers">
              {page.servers.length ? <p>{labels.baseUrls}</p> : null}
              {page.servers.length ? (
                <ul>
                  {page.servers.map((s) => (
                    <li key={s.url}>
                      <code>{s.url}</code>
                      {s.description ? ` (${s.description})` : ''}
                    </li>
                  ))}
                </ul>
              ) : null}
              {serverNote(page.servers) ? <p>{serverNote(page.servers)}</p> : null}
            </div>
          ) : null}
          <AuthSentence auth={page.auth} introRoute={page.introRoute} />
          {page.parameters.length ? (
            <>
              <Heading level={3} id="parameters">
                {labels.parameters}
              </Heading>
              <Parameters params={page.parameters} />
            </>
          ) : null}
          {page.requestBody ? (
            <>
              <Heading level={3} id="request-body">
                {labels.requestBody}
              </Heading>
              <Html html={page.requestBody.descriptionHtml} />
              {page.requestBody.media.map((m) => (
                <MediaBlock key={m.mediaType} media={m} code={code} />
              ))}
            </>
          ) : null}
          <Heading level={2} id="responses">
            {labels.responses}
          </Heading>
          {page.responses.map((r) => (
            <Response key={r.status} response={r} code={code} level={3} />
          ))}
          {page.responses.length === 0 && !page.sharedResponses ? (
            <p>{labels.noResponses}</p>
          ) : null}
          {page.sharedResponses ? (
            <>
              <Heading level={3} id="errors">
                {labels.errors}
              </Heading>
              <Table className="api-errors" columns={['Status', 'Meaning']}>
                {page.sharedResponses.responses.map((r) => (
                  <tr key={r.status} id={r.anchor}>
                    <td>
                      <code>{r.status}</code>
                    </td>
                    <td>{r.summary}</td>
                  </tr>
                ))}
              </Table>
              <Html html={page.sharedResponses.noteHtml} className="api-errors__note" />
            </>
          ) : null}
          {page.callbacks.length ? (
            <>
              <Heading level={2} id="callbacks">
                {labels.callbacks}
              </Heading>
              {page.callbacks.map((c, i) => (
                <Callback
                  key={c.anchor}
                  callback={c}
                  code={code}
                  samplesHtml={callbackSamplesHtml[i]}
                />
              ))}
            </>
          ) : null}
          {page.specDownload ? (
            <p className="api-download">
              {fillLabel(labels.downloadSpecNote, {
                download: (
                  <a href={page.specDownload} download>
                    {labels.downloadSpec}
                  </a>
                ),
              })}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
